import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import type { Page } from "@playwright/test";
import { STRINGS } from "../../src/i18n/strings";
import { format } from "../../src/i18n/format";
import { telHref } from "../../src/lib/contact-links";
import { CACHES } from "../../src/lib/offline";
import practice from "../../content/practice.json";
import { ARTICLES, HINDI_ARTICLES, libraryPages, scheduleIn } from "./content";
import { expect, hydrated, test, widthIndependent } from "./fixtures";

/**
 * Reading offline (DECISIONS.md 23): the service worker of src/service-worker/ in the built site.
 * Each test serves a build on a port of its own, so each has a worker and caches of its own, and
 * can put another build in its place, as a deploy does: the configured variant (a new deploy, its
 * worker on) or the no-worker variant (switched off in content). `npm run build:variants` builds
 * both. Every other spec runs with service workers blocked (playwright.config.ts).
 */
test.use({ serviceWorkers: "allow" });
test.skip(...widthIndependent);
// Each test loads six to nine pages and waits on the worker between them.
test.describe.configure({ timeout: 90_000 });

const root = path.resolve(__dirname, "../..");
const BUILDS = {
  main: path.join(root, "public"),
  newDeploy: path.join(root, ".variants/configured"),
  switchedOff: path.join(root, ".variants/no-worker"),
};
const buildHash = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(dir, "page-data/app-data.json"), "utf8")) as { webpackCompilationHash: string })
    .webpackCompilationHash;

/** A static host whose folder can be swapped for another build's while it runs (scripts/swappable-host.mjs). */
async function host(dir: string) {
  const child = spawn(process.execPath, [path.join(root, "scripts/swappable-host.mjs"), dir], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const nextLine = () => new Promise<string>((resolve) => lines.once("line", resolve));
  const port = Number(await nextLine());
  return {
    url: (pathname: string) => `http://localhost:${port}${pathname}`,
    deploy: async (next: string) => {
      const answer = nextLine();
      child.stdin.write(`${next}\n`);
      expect(await answer).toBe("deployed");
    },
    close: () => child.kill(),
  };
}

let site: Awaited<ReturnType<typeof host>>;
test.afterEach(() => site?.close());

/** The addresses of the pages the worker has saved. */
const savedPages = (page: Page) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, CACHES.pages);

const workerState = (page: Page) =>
  page.evaluate(async () => ({
    registrations: (await navigator.serviceWorker.getRegistrations()).length,
    caches: await caches.keys(),
  }));

const [library] = libraryPages("en");
const [visitedArticle, unvisitedArticle] = ARTICLES;
const [hindiArticle] = HINDI_ARTICLES;

test("pages read online open offline; a page never read shows the offline page in its language", async ({
  page,
  context,
}) => {
  site = await host(BUILDS.main);
  await page.goto(site.url("/"));
  await hydrated(page);
  // The first page was fetched before the worker existed: it saves it once it is active.
  await expect.poll(() => savedPages(page), { timeout: 15_000 }).toContain("/");
  await page.goto(site.url(library!.path));
  await expect(page.getByRole("heading", { level: 1, name: library!.title })).toBeVisible();
  await page.goto(site.url(`/blog/${visitedArticle!.id}/`));
  await expect.poll(() => savedPages(page)).toEqual(expect.arrayContaining([library!.path]));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: visitedArticle!.title })).toBeVisible();
  await page.goto(site.url(library!.path));
  await expect(page.getByRole("heading", { level: 1, name: library!.title })).toBeVisible();
  await page.goto(site.url("/"));
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(practice.name) })).toBeVisible();

  // Never read: the offline page, with the clinic's numbers and the pages saved here.
  const text = STRINGS.en.offline;
  await page.goto(site.url(`/blog/${unvisitedArticle!.id}/`));
  await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/blog/${unvisitedArticle!.id}/`);
  const offlinePage = page.getByRole("main");
  await expect(
    offlinePage.getByRole("link", { name: format(text.call, { phone: practice.phones.booking }), exact: true }),
  ).toHaveAttribute("href", telHref(practice.phones.booking));
  await expect(offlinePage.getByRole("link", { name: practice.phones.emergency, exact: true })).toHaveAttribute(
    "href",
    telHref(practice.phones.emergency),
  );
  await expect(
    offlinePage.getByRole("link", { name: new RegExp(STRINGS.en.common.chatOnWhatsapp) }).first(),
  ).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  // Each venue, its address and its week of OPD sessions.
  for (const venue of scheduleIn("en").venues) {
    const card = offlinePage.getByRole("listitem").filter({ has: page.getByRole("heading", { name: venue.name }) });
    await expect(card.getByText(venue.address)).toBeVisible();
    await expect(card.getByRole("row").first()).toBeVisible();
  }
  const saved = page.getByRole("list").filter({ has: page.locator(`a[href="${library!.path}"]`) });
  await expect(saved.getByRole("link", { name: new RegExp(library!.title) })).toBeVisible();
  await expect(page.getByText(text.noneSaved)).toBeHidden();
  // Opening a saved page from the list.
  await saved.getByRole("link", { name: new RegExp(library!.title) }).click();
  await expect(page.getByRole("heading", { level: 1, name: library!.title })).toBeVisible();

  // In Hindi, the Hindi offline page.
  await page.goto(site.url(`/hi/blog/${hindiArticle!.id}/`));
  await expect(page.getByRole("heading", { level: 1, name: STRINGS.hi.offline.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", /^hi/);
});

test("a new deploy takes over on the next navigation", async ({ page }) => {
  site = await host(BUILDS.main);
  await page.goto(site.url("/"));
  await hydrated(page);
  await expect.poll(() => savedPages(page), { timeout: 15_000 }).toContain("/");
  // A page opened under the worker: its page data is kept in the build's own cache.
  await page.goto(site.url("/blog/"));
  await hydrated(page);
  await expect
    .poll(async () => (await workerState(page)).caches)
    .toContain(`${CACHES.dataPrefix}${buildHash(BUILDS.main)}`);

  await site.deploy(BUILDS.newDeploy);
  // A link followed inside the page (Gatsby's client-side navigation), to the home page: the new
  // build's has no testimonials (scripts/site-variants.mjs).
  await page.getByRole("banner").locator('a[href="/"]').first().click();
  // Gatsby fetches the new build's data, sees its hash and loads the address afresh: slow on a busy machine.
  await expect(page).toHaveURL(site.url("/"), { timeout: 20_000 });
  await expect(page.locator("main #about")).toBeVisible();
  await expect(page.locator("#testimonials")).toHaveCount(0);
  await hydrated(page);
  expect(await page.evaluate(() => (window as { ___webpackCompilationHash?: string }).___webpackCompilationHash)).toBe(
    buildHash(BUILDS.newDeploy),
  );
  // The new build's worker has taken over: the old build's page data is gone, and the next page's
  // is kept for the new build.
  await expect
    .poll(async () => (await workerState(page)).caches, { timeout: 15_000 })
    .not.toContain(`${CACHES.dataPrefix}${buildHash(BUILDS.main)}`);
  await page.goto(site.url("/blog/"));
  await hydrated(page);
  await expect
    .poll(async () => (await workerState(page)).caches)
    .toContain(`${CACHES.dataPrefix}${buildHash(BUILDS.newDeploy)}`);
});

test("switched off in content, the next visit removes the worker and everything it kept", async ({ page }) => {
  site = await host(BUILDS.main);
  await page.goto(site.url("/"));
  await hydrated(page);
  await expect.poll(() => savedPages(page), { timeout: 15_000 }).toContain("/");
  expect((await workerState(page)).registrations).toBe(1);

  await site.deploy(BUILDS.switchedOff);
  await page.goto(site.url("/blog/"));
  await expect.poll(() => workerState(page), { timeout: 15_000 }).toEqual({ registrations: 0, caches: [] });
  // The switched-off build's pages register nothing: a page that would have registered its worker
  // by now (once hydrated and loaded) has none a second later.
  await page.goto(site.url("/"));
  await hydrated(page);
  await page.waitForLoadState("load");
  await page.waitForTimeout(1000);
  expect(await workerState(page)).toEqual({ registrations: 0, caches: [] });
});
