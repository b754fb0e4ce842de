/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";

// A real `gatsby build` of a copy of the site (scripts/site-variants.mjs) whose contact form
// endpoint is not a URL: the build must stop and say which file and which field to fix.
it("a build with a bad form endpoint stops, naming the file and the field", () => {
  const build = spawnSync("node", ["scripts/site-variants.mjs", "bad-endpoint"], {
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
  });
  expect(build.status).not.toBe(0);
  expect(`${build.stdout}${build.stderr}`).toContain('content/practice.json: field "contactForm.endpoint"');
}, 240_000);
