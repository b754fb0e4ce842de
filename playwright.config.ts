import { defineConfig } from "@playwright/test";
import chromiumFlags from "./scripts/chromium-flags.json";
import { ports } from "./scripts/test-ports.mjs";

const port = ports.site;

/**
 * Browser tests of the built site (`gatsby build` first), served by `gatsby serve` and driven in
 * Debian's Chromium. Playwright's own browser downloads are never used.
 */
export default defineConfig({
  testDir: "__tests__/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI absorbs a slow shared machine; a test that needs it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["line"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // No sandbox as root; no background traffic, since the machine reaches nothing beyond localhost.
      args: chromiumFlags,
    },
  },
  projects: [
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: `npx gatsby serve --port ${port}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
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
