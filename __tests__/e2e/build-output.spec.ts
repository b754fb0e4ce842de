import fs from "node:fs";
import path from "node:path";
import { HtmlValidate, Rule, metadataHelper, type ElementReadyEvent } from "html-validate";
import type { Page } from "@playwright/test";
import { LinkChecker } from "linkinator";
import { namesItselfNotFound } from "../../plugins/gatsby-plugin-first-paint/lib/page-path";
import { routeJavaScript } from "../../gatsby/js-budget";
import { HYDRATED_ATTRIBUTE, isHydrated } from "../../src/lib/hydration-signal";
import { GATE_ROUTES } from "./content";
import { expect, test } from "./fixtures";

/** Deterministic checks of the build in public/: JavaScript budgets, links and HTML validity. */
const PUBLIC = path.resolve("public");

// These read files and one crawl; the viewport does not matter.
test.skip(({ isMobile }) => isMobile, "checks of the build itself run once");

/**
 * Gzipped JavaScript each route loads, in kB (1 kB = 1024 bytes). The Gatsby and React runtime is
 * about 80 kB of each (framework, app, webpack runtime, shared commons); see docs/performance.md
 * before raising. 98 since the controls that work before and without scripts in every engine (the
 * booking dialog's popover fallback, the menus' link closers), the Share control and the service
 * worker's registration took /blog/1/ to 97.2 (96 before; 95 before the schedule's notices).
 */
const BUDGET_KB = 98;
const BUDGETS_KB: Record<string, number> = Object.fromEntries(GATE_ROUTES.map((route) => [route, BUDGET_KB]));

/**
 * Counts the date and number formatters a page makes: a phone's first Intl formatter loads its
 * locale's data in one long task (about 20 ms, 120 ms with the CPU slowed 6x), so the pages' dates
 * and rupees come written by the build (gatsby/schema.ts) and a first load makes none.
 */
function countFormatters() {
  const counted = window as unknown as { formattersMade: string[] };
  counted.formattersMade = [];
  for (const name of ["DateTimeFormat", "NumberFormat", "PluralRules", "RelativeTimeFormat"] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
      construct(target, args: unknown[]) {
        counted.formattersMade.push(`Intl.${name}(${JSON.stringify(args)})`);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args: unknown[]) {
        counted.formattersMade.push(`Intl.${name}(${JSON.stringify(args)})`);
        return Reflect.apply(target, self, args) as object;
      },
    });
  }
}

/** The formatters `countFormatters` has seen the page make so far. */
const formattersMade = (page: Page) =>
  page.evaluate(() => (window as unknown as { formattersMade: string[] }).formattersMade);

test.describe("JavaScript budgets", () => {
  for (const [route, budget] of Object.entries(BUDGETS_KB)) {
    test(`${route} loads at most ${budget} kB of gzipped JavaScript and formats no date or number itself`, async ({
      page,
    }) => {
      // What the build says the route needs, and what a browser really fetches once the page has
      // settled (chunks a component imports on mount count too).
      const fetched = new Set<string>();
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (request.resourceType() === "script" && pathname.endsWith(".js")) fetched.add(pathname.slice(1));
      });
      await page.addInitScript(countFormatters);
      await page.goto(route, { waitUntil: "networkidle" });
      const { files, gzipBytes } = routeJavaScript(PUBLIC, route, [...fetched]);
      const table = files
        .map((file) => `${(file.gzipBytes / 1024).toFixed(1).padStart(6)} kB  ${file.name}`)
        .join("\n");
      expect(gzipBytes / 1024, `${route} loads:\n${table}`).toBeLessThanOrEqual(budget);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      expect(await formattersMade(page), `${route} made formatters while it loaded`).toEqual([]);
      // Nor once the visitor has scrolled through it and the parts that print fees and hours have
      // hydrated.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          // A frame drawn at each position, as a person scrolling sees each: the parts that come
          // near the viewport hydrate (a part passed within one frame never comes into view).
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      });
      // The footer, on every page, and the home page's venues.
      for (const part of [page.locator("footer"), page.locator("#contact")]) {
        if ((await part.count()) === 0) continue;
        await expect.poll(() => part.evaluate(isHydrated, HYDRATED_ATTRIBUTE), { timeout: 15_000 }).toBe(true);
      }
      expect(await formattersMade(page), `${route} made formatters as its parts hydrated`).toEqual([]);
    });
  }
});

test("every internal link and image in the built site resolves", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${baseURL}/`,
    recurse: true,
    concurrency: 10,
    // Outside links (tel:, mailto:, maps) are the visitor's to follow; nothing leaves this machine.
    linksToSkip: async (link) => !link.startsWith(baseURL!),
  });
  const broken = result.links
    .filter((link) => link.state === "BROKEN")
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(broken).toEqual([]);
  expect(result.links.filter((link) => link.state === "OK").length).toBeGreaterThan(50);
});

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * ARIA in HTML permits no role on a `<figure>` with a `<figcaption>` (the Nu HTML Checker reports
 * it; html-validate has no rule for it).
 */
class NoRoleOnCaptionedFigure extends Rule {
  setup() {
    this.on("element:ready", ({ target }: ElementReadyEvent) => {
      const role = target.getAttribute("role");
      if (target.is("figure") && role && target.querySelector("figcaption")) {
        this.report({
          node: target,
          message: "<figure> with a <figcaption> must not carry role",
          location: role.keyLocation,
        });
      }
    });
  }
}

const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  plugins: [{ name: "site", rules: { "site/no-role-on-captioned-figure": NoRoleOnCaptionedFigure } }],
  elements: [
    "html5",
    {
      // The HTML standard lets <link rel="expect"> block rendering too; html-validate's list
      // predates it (gatsby-ssr.tsx uses it so no page paints half a header).
      link: {
        attributes: {
          blocking: {
            list: true,
            enum: ["render"],
            allowed: metadataHelper.allowedIfAttributeHasValue("rel", [
              "stylesheet",
              "preload",
              "modulepreload",
              "expect",
            ]),
          },
        },
      },
    },
  ],
  rules: {
    // gatsby-plugin-image renders lazy <img> with data-src, swapped in by its own script, and
    // repeats each image with a real src inside <noscript>.
    "element-required-attributes": "off",
    "site/no-role-on-captioned-figure": "error",
  },
});

test("the validator reports a role on a figure with a caption, and only there", async () => {
  const errors = async (html: string) =>
    (await validator.validateString(html)).results
      .flatMap((result) => result.messages)
      .map((message) => message.ruleId);
  expect(await errors('<figure role="group"><p>Quote</p><figcaption>Name</figcaption></figure>')).toEqual([
    "site/no-role-on-captioned-figure",
  ]);
  expect(await errors('<div role="group"><figure><p>Quote</p><figcaption>Name</figcaption></figure></div>')).toEqual(
    [],
  );
});

test("every built page is valid HTML", async () => {
  const files = htmlFiles(PUBLIC);
  expect(files.length).toBeGreaterThanOrEqual(7);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const message of report.results.flatMap((result) => result.messages)) {
      problems.push(`${path.relative(PUBLIC, file)}: ${message.ruleId} ${message.message} (${message.selector})`);
    }
  }
  expect(problems).toEqual([]);
});

// React 18's streaming renderer leaves NUL bytes where a Hindi letter meets its 2 kB pieces
// (gatsby/post-build.ts); html-validate does not report them.
test("no built page carries a NUL byte", () => {
  const withNul = htmlFiles(PUBLIC)
    .filter((file) => fs.readFileSync(file).includes(0))
    .map((file) => path.relative(PUBLIC, file));
  expect(withNul).toEqual([]);
});

test("each built page's icon sprite holds the icons that page draws, and no others", () => {
  const problems: string[] = [];
  for (const file of htmlFiles(PUBLIC)) {
    const html = fs.readFileSync(file, "utf8");
    const drawn = new Set([...html.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]!));
    const symbols = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!));
    const name = path.relative(PUBLIC, file);
    for (const id of drawn) if (!symbols.has(id)) problems.push(`${name} draws ${id} but has no symbol for it`);
    for (const id of symbols) if (!drawn.has(id)) problems.push(`${name} carries ${id} but never draws it`);
  }
  expect(problems).toEqual([]);
});

test.describe("hosts' not-found rules", () => {
  test("Netlify's _redirects answers unknown /hi/ addresses with the Hindi not-found page, which exists", () => {
    const rules = fs.readFileSync(path.join(PUBLIC, "_redirects"), "utf8").trim().split("\n");
    expect(rules).toContain("/hi/*  /hi/404.html  404");
    const page = fs.readFileSync(path.join(PUBLIC, "hi/404.html"), "utf8");
    expect(page).toContain('<html lang="hi-IN"');
    // It names itself Gatsby's not-found page, so the runtime keeps the reader at their address.
    expect(namesItselfNotFound(page)).toBe(true);
  });
});

test("every file in static/ is served unchanged at its own address", async ({ request }) => {
  const files = fs.readdirSync("static", { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const local = path.join(file.parentPath, file.name);
    const address = `/${path.relative("static", local).split(path.sep).join("/")}`;
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    expect(Buffer.compare(await response.body(), fs.readFileSync(local)), `${address} differs from ${local}`).toBe(0);
  }
});
