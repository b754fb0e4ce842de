/**
 * Ports of the servers the browser tests start, all derived from PORT (the built site's port,
 * 9000 by default) so two checkouts on one machine can run their suites side by side.
 */
const base = Number(process.env.PORT ?? 9000);

export const ports = {
  site: base,
  /** The form receiver the "configured" variant posts to. */
  receiver: base + 100,
  /** The variant of the site built by scripts/site-variants.mjs, served by scripts/form-test-servers.mjs. */
  variants: { configured: base + 101 },
  /** decap-server for the CMS tests (__tests__/e2e/cms.spec.ts). */
  decap: base + 103,
  /** nginx serving the build with the shipped headers (__tests__/e2e/headers.spec.ts). */
  nginx: Number(process.env.NGINX_PORT ?? base + 500),
};
