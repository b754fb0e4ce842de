import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import type { Page } from "@playwright/test";
import practice from "../../content/practice.json";
import { LOCAL_POSTS_KEY } from "../../src/constants";
import {
  IMMUTABLE,
  NO_CACHE,
  REVALIDATE,
  adminContentSecurityPolicy,
  buildHeaderRules,
  netlifyHeaders,
} from "../../gatsby/security-headers";
import { startUpScripts } from "../../plugins/gatsby-plugin-first-paint/lib/start-up-scripts";
import { CACHES, OFFLINE_PATH, WORKER_PATH } from "../../src/lib/offline";
import { cloudflareHeaders, parseHeadersFile } from "../helpers/cloudflare-headers";
import { expect, hydrated, test } from "./fixtures";

/**
 * The build as a host serves it: nginx with the configuration made from gatsby/security-headers.ts
 * (project "nginx" in playwright.config.ts). Headers on every kind of response, and no page breaks
 * the Content-Security-Policy.
 */
const PUBLIC = path.resolve("public");
const rules = buildHeaderRules(PUBLIC, practice);
const everywhere = rules.find((rule) => rule.path === "/*")!.headers;

/** Every built page's path: /, /blog/, each article, category and listing page. */
const PAGES = fs
  .readFileSync(path.join(PUBLIC, "sitemap.xml"), "utf8")
  .match(/<loc>[^<]+<\/loc>/g)!
  .map((loc) => new URL(loc.slice(5, -6)).pathname);

function firstScript(page: string): string {
  const html = fs.readFileSync(path.join(PUBLIC, page, "index.html"), "utf8");
  return startUpScripts(html)[0]!;
}

test.describe("headers served by nginx", () => {
  const kinds: Array<[string, string, number, string]> = [
    ["the home page", "/", 200, REVALIDATE],
    ["an article", "/blog/1/", 200, REVALIDATE],
    // No built page: the 404 page answers, and shows the post stored in the browser (src/lib/unknown-page.ts).
    ["a stored post's address", "/blog/4242/", 404, REVALIDATE],
    ["an unknown page", "/no-such-page/", 404, REVALIDATE],
    ["page data", "/page-data/index/page-data.json", 200, REVALIDATE],
    ["a hashed script", firstScript(""), 200, IMMUTABLE],
    ["the web manifest", "/manifest.webmanifest", 200, REVALIDATE],
    ["the service worker", WORKER_PATH, 200, NO_CACHE],
  ];
  for (const [kind, url, status, cache] of kinds) {
    test(`${kind} (${url})`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(status);
      const headers = response.headers();
      for (const [name, value] of Object.entries(everywhere)) expect(headers[name.toLowerCase()], name).toBe(value);
      expect(headers["cache-control"]).toBe(cache);
    });
  }

  test("pages go out gzipped nearly as small as gzip can make them", async ({ baseURL }) => {
    for (const page of ["/", "/blog/1/"]) {
      const sent = await new Promise<{ encoding?: string; bytes: number }>((resolve, reject) => {
        http
          .get(new URL(page, baseURL), { headers: { "Accept-Encoding": "gzip" } }, (response) => {
            let bytes = 0;
            response.on("data", (chunk: Buffer) => (bytes += chunk.length));
            response.on("end", () => resolve({ encoding: response.headers["content-encoding"], bytes }));
          })
          .on("error", reject);
      });
      const best = zlib.gzipSync(fs.readFileSync(path.join(PUBLIC, page, "index.html")), { level: 9 }).length;
      expect(sent.encoding, page).toBe("gzip");
      expect(sent.bytes, `${page}: ${sent.bytes} bytes sent, ${best} at gzip's best`).toBeLessThanOrEqual(best * 1.02);
    }
  });

  test("a built image under /static/ is immutable", async ({ page, request }) => {
    await page.goto("/");
    const image = await page.locator('img[src^="/static/"]').first().getAttribute("src");
    const response = await request.get(image!);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe(IMMUTABLE);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("say what the issue asks for, in the words browsers read", async ({ request }) => {
    const headers = (await request.get("/")).headers();
    const csp = headers["content-security-policy"]!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toMatch(/frame-src https:\/\/maps\.google\.com/);
    expect(headers["strict-transport-security"]).toMatch(/^max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"]!)![1])).toBeGreaterThanOrEqual(31536000);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    for (const feature of ["camera", "microphone", "geolocation"]) {
      expect(headers["permissions-policy"]).toContain(`${feature}=()`);
    }
  });

  test("the policy does not grow with the pages: every response carries it", async ({ request }) => {
    const csp = (await request.get("/blog/1/")).headers()["content-security-policy"]!;
    const hashes = csp.match(/'sha256-/g)!.length;
    // One shared script per kind, whatever the page (plugins/gatsby-plugin-first-paint, "The page path").
    expect(csp.length, `bytes of the policy, ${hashes} script hashes for ${PAGES.length} pages`).toBeLessThanOrEqual(
      1024,
    );
  });

  test("the shipped _headers and nginx server block carry the same rules", () => {
    expect(fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8")).toBe(netlifyHeaders(rules));
    const nginx = fs.readFileSync(path.resolve("deploy/out/nginx.conf"), "utf8");
    expect(nginx).toContain(`add_header Content-Security-Policy "${everywhere["Content-Security-Policy"]}" always;`);
    expect(nginx, "every mark of deploy/nginx.conf.template is filled in").not.toMatch(/\{\{|\}\}/);
  });

  test("on Cloudflare Pages, which applies every matching rule of _headers, each path gets one policy, its own", () => {
    const shipped = parseHeadersFile(fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8"));
    const policies = (url: string) => cloudflareHeaders(shipped, url).get("content-security-policy");
    const site = everywhere["Content-Security-Policy"];
    for (const url of [...PAGES, "/no-such-page/", "/page-data/index/page-data.json", firstScript("")])
      expect(policies(url), url).toEqual([site]);
    for (const url of ["/admin/", "/admin/config.yml"])
      expect(policies(url), url).toEqual([adminContentSecurityPolicy()]);
  });

  test("another site cannot frame the pages", async ({ page, baseURL, consoleMessages }) => {
    await page.setContent(`<iframe src="${baseURL}/#contact" title="framed"></iframe>`);
    await expect
      .poll(() => consoleMessages.map((message) => message.text()).join("\n"))
      .toMatch(/frame-ancestors 'none'/);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    await expect(framed!.locator("form")).toHaveCount(0);
  });
});

/** Records CSP violations as the page sees them (securitypolicyviolation events). */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe("no Content-Security-Policy violations", () => {
  test.beforeEach(async ({ page }) => {
    await watchPolicy(page);
    // Stand in for the map provider so the test needs no network.
    await page.route(/google\.com/, (route) => route.fulfill({ contentType: "text/html", body: "<p>map</p>" }));
  });
  test.afterEach(async ({ page, consoleMessages }) => {
    expect(await violations(page)).toEqual([]);
    expect(
      consoleMessages.map((message) => message.text()).filter((text) => /Content.Security.Policy/i.test(text)),
    ).toEqual([]);
  });

  // Every page in the sitemap, then the 404 page, in three parts that run side by side.
  const everyPage = [...PAGES, "/no-such-page/"];
  const part = Math.ceil(everyPage.length / 3);
  for (let start = 0; start < everyPage.length; start += part) {
    const routes = everyPage.slice(start, start + part);
    test(`visiting ${routes[0]} … ${routes.at(-1)} (${routes.length} pages)`, async ({ page }) => {
      for (const route of routes) {
        // Loaded and hydrated: every inline script has run and React has started. A blocked script
        // may keep the page from hydrating: the violation is the message to show then.
        await page.goto(route);
        const ready = await hydrated(page).then(
          () => true,
          () => false,
        );
        expect(await violations(page), route).toEqual([]);
        expect(ready, `${route} hydrated`).toBe(true);
      }
    });
  }

  test("moving between pages in the app and searching", async ({ page }) => {
    await page.goto("/blog/", { waitUntil: "networkidle" });
    await page.getByRole("searchbox").fill("liver");
    // The first article found (library pages are found too, and have no way back to the blog).
    await page.getByRole("main").locator('article h3 a[href^="/blog/"]').first().click();
    await expect(page.getByRole("article").getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Back to all articles" }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await page.waitForLoadState("networkidle");
  });

  test("opening the booking dialog, the menus and scrolling to the map", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Schedule Consultation" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.locator("iframe").scrollIntoViewIfNeeded();
    await expect(page.locator("iframe")).toHaveAttribute("src", /google/);
    // The map has loaded in its frame, as the policy's frame-src lets it (a wait for a quiet network
    // here once lasted past the test's timeout on a loaded machine).
    await expect(page.frameLocator("iframe").getByText("map")).toBeVisible();
  });

  test("opening a stored post with a picture", async ({ page }) => {
    const post = {
      id: 4242,
      title: "A stored post",
      excerpt: "Saved in this browser.",
      date: "2025-09-20",
      category: "Patient Care",
      image: "https://images.example.org/hero.jpg",
      content: '<h2>Heading</h2><p>Text</p><img src="https://images.example.org/body.jpg" alt="Body">',
    };
    await page.route(/images\.example\.org/, (route) => route.fulfill({ status: 404 }));
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [LOCAL_POSTS_KEY, JSON.stringify([post])],
    );
    await page.goto("/blog/4242/", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await page.goto("/blog/", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: post.title })).toBeVisible();
  });

  test.describe("with the service worker running", () => {
    test.use({ serviceWorkers: "allow" });

    test("it registers, saves the page, and the offline page lists it", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const saved = () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, CACHES.pages);
      await expect.poll(saved, { timeout: 15_000 }).toBeGreaterThan(0);
      await page.goto(OFFLINE_PATH);
      // The offline page's own script has run under the policy.
      await expect(page.locator(`main li a[href="/"]`)).toBeVisible();
    });
  });

  test("opening the CMS at /admin/ under its own policy", async ({ page }) => {
    await page.goto("/admin/", { waitUntil: "networkidle" });
    // Decap runs (it looks for decap-server on this machine, then reads its configuration); the
    // test build names no Git repository (GATSBY_CMS_REPO), which the page then asks for.
    await expect(page.getByText(/backend needs a "repo"/)).toBeVisible();
  });
});
