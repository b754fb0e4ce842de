import type { Page } from "@playwright/test";
import practice from "../../content/practice.json";
import { FADE_IN_ROOT_MARGIN, LOCAL_POSTS_KEY } from "../../src/constants";
import { expect, test, widthIndependent } from "./fixtures";

test.skip(...widthIndependent);

/** Issue 11: stored posts stay inside their article, no blank or broken pages. */
const BASE = { excerpt: "Saved in this browser.", date: "2025-09-20", category: "Patient Care" };
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function seed(page: Page, posts: unknown[]) {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [LOCAL_POSTS_KEY, JSON.stringify(posts)],
  );
}

async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
}

test.describe("a stored post stays inside its article", () => {
  const HOSTILE = {
    ...BASE,
    id: 501,
    title: "A post that tries to take over the page",
    content:
      '<p>Visible text.</p><div style="position:fixed;inset:0;z-index:9999;background:#fff">Overlay</div>' +
      "<style>body{background:red}header{display:none}</style>" +
      '<form action="https://evil.example/login"><label>Password <input type="password" name="p"></label></form>' +
      '<iframe src="https://evil.example/"></iframe>',
  };

  test("no overlay, no page styles, no form, no frame", async ({ page }) => {
    await seed(page, [HOSTILE]);
    await page.goto(`/blog/${HOSTILE.id}/`);
    await expect(page.getByRole("heading", { level: 1, name: HOSTILE.title })).toBeVisible();
    await hydrated(page);
    await expect(page.getByText("Visible text.")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    const covered = await page.evaluate(() => {
      const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      return element ? getComputedStyle(element).position === "fixed" || element.textContent === "Overlay" : false;
    });
    expect(covered).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe("rgb(255, 0, 0)");
    await expect(page.locator("main input, main form, main iframe, main style, main [style]")).toHaveCount(0);
  });
});

test("a stored image URL like /\\host/ is skipped and nothing is fetched from that host", async ({
  page,
  consoleMessages,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await seed(page, [{ ...BASE, id: 502, title: "Backslash image", image: "/\\evil.example/track.png" }]);
  await page.goto("/blog/");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Backslash image" })).toHaveCount(0);
  expect(consoleMessages.map((message) => message.text())).toContainEqual(
    expect.stringContaining('"image" must be an https: or site-relative URL'),
  );
  expect(requests.filter((url) => url.includes("evil.example"))).toEqual([]);
});

test("every image in a stored post loads without a referrer", async ({ page }) => {
  const referers: Array<string | undefined> = [];
  await page.route(/images\.example\.org/, async (route) => {
    referers.push((await route.request().headerValue("referer")) ?? undefined);
    await route.fulfill({ contentType: "image/png", body: PIXEL });
  });
  await seed(page, [
    {
      ...BASE,
      id: 503,
      title: "Pictures",
      image: "https://images.example.org/hero.png",
      content:
        '<p>Two pictures.</p><img src="https://images.example.org/a.png" alt="A"><p><img src="https://images.example.org/b.png" alt="B"></p>',
    },
  ]);
  await page.goto("/blog/503/");
  await expect(page.getByRole("img", { name: "B" })).toBeVisible();
  await hydrated(page);
  expect(referers).toHaveLength(3);
  expect(referers).toEqual([undefined, undefined, undefined]);
});

test.describe("at 320 px nothing scrolls sideways", () => {
  test.use({ viewport: { width: 320, height: 700 } });
  const word = "Cholecystojejunostomy".repeat(10);
  const LONG = {
    ...BASE,
    id: 504,
    title: `Title ${word}`,
    category: word,
    excerpt: `Excerpt ${word}`,
    content: `<h2>${word}</h2><p>${word}</p><table><tbody><tr><td>${word}</td><td>${word}</td></tr></tbody></table>`,
  };
  for (const route of [`/blog/${LONG.id}/`, "/blog/"]) {
    test(route, async ({ page }) => {
      await seed(page, [LONG]);
      await page.goto(route);
      await expect(page.getByRole("heading", { name: LONG.title })).toBeVisible();
      await hydrated(page);
      const overflowing = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // A wide table scrolls inside its own box; what is in it is not part of the page's width.
        return [...document.querySelectorAll("main *")]
          .filter((element) => !element.closest("table") || element.tagName === "TABLE")
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .map((element) => `${element.tagName}.${element.className} ${element.textContent?.slice(0, 20)}`);
      });
      expect(overflowing).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});

test("a stored post shows a loading state, never 'not found', until storage is read", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __seen: seen });
    const record = () => seen.push(`${document.title} | ${document.body?.innerText ?? ""}`);
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const post = { ...BASE, id: 505, title: "Loaded from storage", content: "<p>Body</p>" };
  await seed(page, [post]);
  // Slow the sanitiser's download, so the page waits on storage for a while.
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
  await page.goto(`/blog/${post.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  expect(seen.filter((text) => /not found/i.test(text))).toEqual([]);
  expect(seen.some((text) => text.includes("Loading article"))).toBe(true);
});

test("stored dates that are not real calendar dates are skipped with a warning", async ({ page, consoleMessages }) => {
  await seed(page, [
    { ...BASE, id: 506, title: "February the thirtieth", date: "2025-02-30" },
    { ...BASE, id: 507, title: "Date zero", date: "0" },
    { ...BASE, id: 508, title: "A real date", date: "2025-02-28" },
  ]);
  await page.goto("/blog/");
  await expect(page.getByRole("heading", { name: "A real date" })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "February the thirtieth" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Date zero" })).toHaveCount(0);
  const warnings = consoleMessages.filter((message) => message.type() === "warning").map((m) => m.text());
  expect(warnings.filter((text) => text.includes('"date" must be a real calendar date'))).toHaveLength(2);
});

test.describe("an exception while rendering shows an apology, not a blank page", () => {
  const apology = (page: Page) => page.getByRole("alert").filter({ hasText: practice.phones.booking });

  test("in an article and in the listing", async ({ page, consoleMessages }) => {
    // The pages' data loses every post's dates, so reading one throws inside the article and inside
    // each of the listing's cards, as broken data would.
    await page.route(/\/page-data\/blog\/(1\/)?page-data\.json$/, async (route) => {
      const response = await route.fetch();
      const withoutDates = (value: unknown): unknown =>
        Array.isArray(value)
          ? value.map(withoutDates)
          : value && typeof value === "object"
            ? Object.fromEntries(
                Object.entries(value).map(([key, field]) => [key, key === "shownDates" ? null : withoutDates(field)]),
              )
            : value;
      await route.fulfill({ response, json: withoutDates(await response.json()) });
    });
    for (const route of ["/blog/1/", "/blog/"]) {
      await page.goto(route);
      await expect(apology(page).first()).toBeVisible();
      await expect(page.getByRole("link", { name: practice.phones.booking }).first()).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
    expect(consoleMessages.map((message) => message.text()).join("\n")).toContain(
      "A part of the page could not be shown",
    );
  });

  test("in a home-page section", async ({ page }) => {
    // The fade-in observers of the sections fail (Gatsby's link prefetching, outside them, does not).
    await page.addInitScript((fadeInMargin) => {
      const Original = window.IntersectionObserver;
      window.IntersectionObserver = class extends Original {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          if (options?.rootMargin === fadeInMargin) throw new Error("observer failed");
          super(callback, options);
        }
      };
    }, FADE_IN_ROOT_MARGIN);
    await page.goto("/");
    await expect(apology(page).first()).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
