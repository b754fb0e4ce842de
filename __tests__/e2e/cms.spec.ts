import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import matter from "gray-matter";
import practice from "../../content/practice.json";
import schedule from "../../content/schedule.json";
import services from "../../content/services.json";
import { diskContext } from "../../gatsby/content-files";
import {
  ARTICLES as ARTICLE_MODEL,
  PRACTICE,
  SCHEDULE,
  SERVICES,
  TREATMENTS,
  type ListField,
  type ObjectField,
} from "../../src/lib/content-model";
import { validateMarkdown, validateJsonFile } from "../../src/lib/content-validation";
import { patternRule } from "../../src/lib/field-patterns";
import { BLOG_CATEGORIES } from "../../src/constants";
import { ports } from "../../scripts/test-ports.mjs";
import { ARTICLES } from "./content";
import { expect, test } from "./fixtures";

/**
 * The CMS at /admin/ of the built site, driven through Decap's own interface against decap-server
 * (from npm, git mode: the editorial workflow) serving a temporary Git repository that holds a copy
 * of content/. The built admin page talks to decap-server's default port; requests are forwarded
 * to this test's own port so parallel workers on one machine do not meet.
 */
const DECAP_PORT = ports.decap;
const BUILT_BACKEND = "http://localhost:8081/api/v1";

let repo = "";
let server: ChildProcess | undefined;

const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" });

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://localhost:${DECAP_PORT}/api/v1`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not start on port ${DECAP_PORT}`);
}

test.describe.configure({ mode: "serial" });
test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  // Staff edit at a desk: one width is enough, and one decap-server per port.
  test.skip(testInfo.project.name !== "desktop", "the CMS is tested at desktop width");
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
  fs.cpSync(path.resolve("content"), path.join(repo, "content"), { recursive: true });
  git("init", "-q", "-b", "main");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "add", ".");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "content");
  git("config", "user.name", "Staff");
  git("config", "user.email", "staff@example.com");
  server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(DECAP_PORT), MODE: "git", GIT_REPO_DIRECTORY: repo, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  await waitForServer();
});

test.afterAll(() => {
  server?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

/** Opens /admin/ with its local-backend requests forwarded to this test's decap-server, and logs in. */
async function openAdmin(page: Page, hash: string) {
  await page.route(`${BUILT_BACKEND}**`, async (route) => {
    const request = route.request();
    // Forwarded from Node rather than with route.fetch, whose responses Playwright may dispose of
    // before they are fulfilled when Decap sends several API calls at once.
    const response = await fetch(request.url().replace(BUILT_BACKEND, `http://localhost:${DECAP_PORT}/api/v1`), {
      method: request.method(),
      headers: { "Content-Type": "application/json" },
      body: request.postData() ?? undefined,
    });
    const headers = Object.fromEntries(response.headers);
    // fetch has already decoded the body.
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({
      status: response.status,
      headers,
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  await page.goto(`/admin/${hash}`);
  // A new browser context has no session: the local backend's login page comes first.
  await page.getByRole("button", { name: "Login" }).click({ timeout: 30_000 });
}

/** A file as committed on the main branch of the CMS's repository. */
const committed = (file: string) => git("show", `main:${file}`);

/** Puts a committed file (and its pictures) on disk and checks it as the build does. */
function checkedOut(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-check-"));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), execFileSync("git", ["show", `main:${file}`], { cwd: repo }));
  }
  return dir;
}

/** Saves the open entry, moves it to Ready and publishes it (the editorial workflow). */
async function saveAndPublish(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: /^Status:/ }).click();
  await page.getByRole("menuitem", { name: "Ready" }).click();
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible({ timeout: 20_000 });
  // Decap asks "Are you sure you want to publish this entry?" with the browser's confirm().
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry published")).toBeVisible({ timeout: 20_000 });
}

test("a new article with a hero picture is committed where the build reads it, and passes its checks", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = String(Math.max(...ARTICLES.map((article) => Number(article.id))) + 1);
  const category = BLOG_CATEGORIES[BLOG_CATEGORIES.length - 1]!;
  const fields = ARTICLE_MODEL.fields;
  const hero = path.join(os.tmpdir(), `cms-hero-${id}.jpg`);
  fs.copyFileSync(path.resolve("content/blog/1/hero.jpg"), hero);

  await openAdmin(page, "#/collections/articles/new");
  await page.getByLabel(fields.id!.label).fill(id);
  await page.getByLabel(fields.title!.label, { exact: true }).fill("Living well after gallbladder surgery");
  await page.getByLabel(fields.date!.label).fill("2025-12-01");
  await page.getByLabel(fields.lastReviewed!.label).fill("2025-12-02");
  // The select is a combobox: type the category and take the option it offers.
  await page.getByLabel(fields.category!.label).fill(category);
  await page.keyboard.press("Enter");
  await page.getByLabel(fields.excerpt!.label).fill("What to eat and when to walk in the weeks after the operation.");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles(hero);
  // An uploaded picture is selected at once.
  await expect(page.getByText(path.basename(hero))).toBeVisible();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByLabel(fields.heroAlt!.label).fill("Illustration of a person walking in a park");
  await page.getByLabel(fields.author!.label, { exact: true }).fill("Dr. Test");
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type("Most people go home within two days and walk the same evening.");
  // The preview is the site's own article, with the body as typed.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1, name: "Living well after gallbladder surgery" })).toBeVisible();
  await expect(preview.getByText("Most people go home within two days")).toBeVisible();

  await saveAndPublish(page);

  const file = `content/blog/${id}/index.md`;
  const { data } = matter(committed(file));
  expect(data).toMatchObject({ id: Number(id), category, hero: `cms-hero-${id}.jpg` });
  const dir = checkedOut([file, `content/blog/${id}/cms-hero-${id}.jpg`]);
  const { data: frontmatter, content } = matter(fs.readFileSync(path.join(dir, file), "utf8"));
  expect(validateMarkdown(frontmatter, content, diskContext(path.join(dir, file)))).toEqual([]);
});

test("editing a service writes the JSON list the site reads", async ({ page }) => {
  test.setTimeout(180_000);
  const renamed = `${services[0]!.title} and Endoscopy`;
  await openAdmin(page, "#/collections/lists/entries/services");
  // A list item's only handle is its unnamed expand button; Decap's class names are its labels.
  const item = page
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.getByText(services[0]!.title, { exact: true }) });
  await item.getByRole("button").first().click();
  await item.getByLabel(SERVICES.entries!.fields.title!.label, { exact: true }).fill(renamed);

  await saveAndPublish(page);

  const written: unknown = JSON.parse(committed("content/services.json"));
  expect(written).toEqual([{ ...services[0], title: renamed }, ...services.slice(1)]);
  const dir = checkedOut(["content/services.json", ...services.map((service) => `content/${service.image}`)]);
  expect(validateJsonFile(SERVICES, written, diskContext(path.join(dir, "content/services.json")))).toEqual([]);
});

test("a schedule that breaks a rule across its fields is not saved, and the CMS says why", async ({ page }) => {
  test.setTimeout(120_000);
  const [notice] = schedule.notices;
  test.skip(!notice, "content/schedule.json has no notice to edit");
  const before = git("for-each-ref", "--format=%(refname)");
  await openAdmin(page, "#/collections/site/entries/schedule");
  const item = page
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.getByText(notice!.message, { exact: true }) });
  await item.getByRole("button").first().click();
  const notices = SCHEDULE.fields!.notices as ListField & { of: ObjectField };
  // Decap adds "(optional)" to the label of a field that may be left empty.
  await item.getByLabel(notices.of.fields.venue!.label).fill("nowhere");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Failed to persist entry/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/field "notices\[1\]\.venue" is "nowhere", which is not a venue's id/)).toBeVisible();
  // Nothing was committed: no branch of the editorial workflow, nothing on main.
  expect(git("for-each-ref", "--format=%(refname)")).toBe(before);
  expect(JSON.parse(committed("content/schedule.json"))).toEqual(schedule);
});

test("a WhatsApp number without + is refused at save in the build's words, and nothing is committed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const field = PRACTICE.fields.whatsapp.fields.number;
  const rule = patternRule(field)!;
  const number = practice.whatsapp.number.replace(/^\+/, "");
  // The value the CMS is given is one the build refuses, with these words.
  expect(
    validateJsonFile(PRACTICE, { ...practice, whatsapp: { ...practice.whatsapp, number } }, { file: "p" }),
  ).toEqual([`p: field "whatsapp.number" must be ${rule.must}, got ${JSON.stringify(number)}`]);
  const before = git("for-each-ref", "--format=%(refname)");
  await openAdmin(page, "#/collections/site/entries/practice");
  await page.getByLabel(field.label).fill(number);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(rule.must)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Entry saved")).toHaveCount(0);
  expect(git("for-each-ref", "--format=%(refname)")).toBe(before);
  expect(JSON.parse(committed("content/practice.json"))).toEqual(practice);
});

test("an operation's estimate takes its venue from the schedule's venues, by name, and the build accepts it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [folder] = fs
    .readdirSync(path.resolve("content/treatments"))
    .filter((slug) => /^estimates:/m.test(fs.readFileSync(path.resolve(`content/treatments/${slug}/index.md`), "utf8")))
    .sort();
  test.skip(!folder, "no operation in content/treatments has an estimate");
  const file = `content/treatments/${folder}/index.md`;
  const before = matter(fs.readFileSync(path.resolve(file), "utf8")).data as {
    estimates: Array<Record<string, unknown> & { venue: string }>;
  };
  const current = schedule.venues.find((venue) => venue.id === before.estimates[0]!.venue)!;
  const other = schedule.venues.find((venue) => venue.id !== current.id);
  test.skip(!other, "content/schedule.json has one venue only");
  const estimatesField = TREATMENTS.fields.estimates as ListField & { of: ObjectField };

  await openAdmin(page, `#/collections/treatments/entries/${folder}/index`);
  // The estimates are folded, each showing its summary field; the first unfolds with its only
  // handle, the unnamed button.
  const item = page
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.getByText(String(before.estimates[0]![estimatesField.summary!]), { exact: true }) });
  await item.getByRole("button").first().click();
  const venue = item.getByLabel(estimatesField.of.fields.venue!.label);
  // The relation widget shows the saved venue by its name, read from the schedule's file.
  await expect(item.getByText(current.name, { exact: true })).toBeVisible({ timeout: 20_000 });
  // A react-select: the chosen name covers its input, so the keyboard opens the list.
  await venue.focus();
  await page.keyboard.press("ArrowDown");
  // Its options have no role; react-select names their class "…-option".
  const options = page.locator('[class*="-option"]');
  await expect(options).toHaveText(schedule.venues.map((venue) => venue.name));
  await options.filter({ hasText: other!.name }).click();

  await saveAndPublish(page);

  const { data, content } = matter(committed(file));
  expect((data as typeof before).estimates[0]!.venue).toBe(other!.id);
  const pictures = fs
    .readdirSync(path.resolve(`content/treatments/${folder}`))
    .filter((name) => !name.endsWith(".md"))
    .map((name) => `content/treatments/${folder}/${name}`);
  const dir = checkedOut([file, ...pictures]);
  expect(validateMarkdown(data, content, diskContext(path.join(dir, file)), TREATMENTS)).toEqual([]);
});

test("the public pages never load the CMS, and /admin/ is kept out of search engines", async ({ page, request }) => {
  const requested: string[] = [];
  page.on("request", (sent) => requested.push(new URL(sent.url()).pathname));
  for (const route of ["/", "/blog/", `/blog/${ARTICLES[0]!.id}/`]) {
    await page.goto(route, { waitUntil: "networkidle" });
    await page.mouse.wheel(0, 4000);
  }
  expect(requested.length).toBeGreaterThan(10);
  expect(requested.filter((pathname) => /^\/admin\/|decap|\/cms[.-]/.test(pathname))).toEqual([]);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin");
  const admin = await (await request.get("/admin/")).text();
  expect(admin).toMatch(/<meta name="robots" content="(none|noindex[^"]*)"/);
});
