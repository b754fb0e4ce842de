import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import chromiumFlags from "./scripts/chromium-flags.json";
import { nginxTestServer } from "./__tests__/e2e/nginx";
import { ports } from "./scripts/test-ports.mjs";

const port = ports.site;
/**
 * The headers tests (`headers.spec.ts`) and the host's per-language 404 pages (`hindi-host.spec.ts`)
 * run against the build served by nginx, as a host would.
 */
const HEADERS_SPEC = /(headers|hindi-host)\.spec\.ts/;

/**
 * Browser tests of the built site (`gatsby build` first), served by scripts/serve.mjs and driven in
 * Debian's Chromium, its headless shell (scripts/ensure-chromium.sh says why). Playwright's own
 * browser downloads are never used.
 */
export default defineConfig({
  testDir: "__tests__/e2e",
  fullyParallel: true,
  // Four on two cores: much of each test waits on the network, throttling or the page; measured
  // with the whole suite, 298 s against 318 s with three and 336 s with six (docs/testing.md).
  workers: 4,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI absorbs a slow shared machine; a test that needs it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["line"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    // The site registers a service worker once a page has loaded; only the offline tests let it run
    // (offline.spec.ts), so no other test meets a page from its caches.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      // No sandbox as root; no background traffic, since the machine reaches nothing beyond localhost.
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: "phone",
      testIgnore: HEADERS_SPEC,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    { name: "desktop", testIgnore: HEADERS_SPEC, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "nginx",
      testMatch: HEADERS_SPEC,
      use: { viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${ports.nginx}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // Written when the tests start, from the build in public/ (the workers reuse the running server).
      command:
        process.env.TEST_WORKER_INDEX === undefined && fs.existsSync("public/index.html")
          ? nginxTestServer(ports.nginx)
          : "echo 'No build in public/: run npm run build first.' >&2; exit 1",
      url: `http://localhost:${ports.nginx}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The form receiver and the site variants built by `npm run build:variants`.
      command: "node scripts/form-test-servers.mjs",
      url: `http://localhost:${ports.receiver}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
