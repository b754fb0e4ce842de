import type { ConsoleMessage, Locator, Page } from "@playwright/test";
import practice from "../../content/practice.json";
import { BLOG_CATEGORIES } from "../../src/constants";
import { en } from "../../src/i18n/strings/en";
import { formDelivery } from "../../src/lib/form-delivery";
import { listingPath } from "../../src/lib/paths";
import blog from "../../content/blog.json";
import { ports } from "../../scripts/test-ports.mjs";
import { ARTICLES, articleById, bodyOnlyWord, inCategory, withTypo } from "./content";
import {
  expect,
  holdRequests,
  holdScripts,
  hydrated,
  hydratedElement,
  test as base,
  widthIndependent,
} from "./fixtures";
import { card, cardTitles, cards, chip, chips, main, searchBox, subscribe } from "./locators";

/** Each test also records uncaught page errors (React reports recoverable hydration errors there). */
const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: async ({ page }, provide) => {
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    await provide(errors);
  },
});

/** The built-in articles, read from content/blog/{1,2,3}/index.md; the tests refer to them by id. */
const KEYHOLE = articleById("1");
const PANCREATIC = articleById("2");
const ROBOTIC = articleById("3");
/** The listing's order: newest first. */
const BUILT_IN = ARTICLES;
const ALL_TITLES = BUILT_IN.map((entry) => entry.title);

const CATEGORY_CHIPS = ["All", ...BLOG_CATEGORIES];
const EXCERPT_LINES = 3;
const NO_MATCH = "No articles match your search.";
const SEARCH_INDEX = /\/static\/search\/search-[a-z]{2}-[0-9a-f]+\.json$/;
const PLACEHOLDER = "The full article is being prepared and will be published here soon.";
const DISCLAIMER = practice.articleDisclaimer;
const AUTHOR = KEYHOLE.author;
const AUTHOR_ROLE = practice.title;
/** A search that no article contains. */
const NO_SUCH_WORD = "xyzzyplugh";
const HYDRATION_PROBLEM = /Hydration|did not match|Minified React error/i;

/** Local-storage posts (SPEC.md section 3, DECISIONS.md 6). */
const STORED_WITH_BODY = {
  id: 42,
  title: "Eating Well After Gallbladder Removal",
  excerpt: "Simple, practical advice on meals in the weeks after a gallbladder operation.",
  date: "2025-09-20",
  category: "Patient Care",
  author: AUTHOR,
  content:
    "<h2>The first few days</h2><p>Start with light, low-fat meals.</p><ul><li>Small portions</li><li>Plenty of water</li></ul>",
};
const STORED_WITHOUT_BODY = {
  id: 43,
  title: "Preparing for Your First Clinic Visit",
  excerpt: "What to bring to your first appointment and the questions worth asking.",
  date: "2025-03-01",
  category: "Patient Care",
};
const HOSTILE = {
  id: 44,
  title: "Safe title <img src=x onerror=window.__pwned=2>",
  excerpt: "An entry whose HTML tries to run code.",
  date: "2025-04-01",
  category: "Patient Care",
  content:
    '<p>This paragraph is safe to show.</p><script>window.__pwned=1</script><img src=/x onerror="window.__pwned=1">',
};
const IMPOSTOR = { ...STORED_WITHOUT_BODY, id: 1, title: "Impostor", date: "2026-01-01" };

const desktopOnly = ({ isMobile }: { isMobile: boolean }) => isMobile;
const phoneOnly = ({ isMobile }: { isMobile: boolean }) => !isMobile;

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Stores `value` (a JSON-able value, or raw text as it is) under `blogPosts` before any page script runs. */
async function seedStoredPosts(page: Page, value: unknown) {
  const raw = typeof value === "string" ? value : JSON.stringify(value);
  await page.addInitScript((stored) => window.localStorage.setItem("blogPosts", stored), raw);
}

async function expectListing(page: Page, titles: string[]) {
  await expect(cardTitles(page)).toHaveText(titles);
}

/** `current` is the only chip marked as the current page. */
async function expectCurrentChip(page: Page, current: string) {
  for (const name of CATEGORY_CHIPS) {
    if (name === current) await expect(chip(page, name)).toHaveAttribute("aria-current", "page");
    else await expect(chip(page, name)).not.toHaveAttribute("aria-current");
  }
}

/** Search results for `query`, as the status line announces them. */
async function expectResults(page: Page, query: string, titles: string[]) {
  await expectListing(page, titles);
  const count = `${titles.length} article${titles.length === 1 ? "" : "s"}`;
  await expect(page.getByRole("status").filter({ hasText: "matching" })).toHaveText(`${count} matching “${query}”`);
}

function expectPathAndQuery(page: Page, pathAndQuery: string) {
  return expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.search;
    })
    .toBe(pathAndQuery);
}

function warnings(messages: ConsoleMessage[]): string[] {
  return messages.filter((message) => message.type() === "warning").map((message) => message.text());
}

function expectNoHydrationProblems(messages: ConsoleMessage[], errors: Error[]) {
  const reports = [...messages.map((message) => message.text()), ...errors.map((error) => error.message)];
  expect(reports.filter((text) => HYDRATION_PROBLEM.test(text))).toEqual([]);
}

/** How far the page can scroll sideways (0 when it fits the viewport). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** How many distinct left edges (columns) and top edges (rows) the listing's cards have. */
async function cardGrid(page: Page): Promise<{ columns: number; rows: number }> {
  await expect(cards(page)).toHaveCount(3);
  const boxes = await cards(page).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
  return {
    columns: new Set(boxes.map((box) => Math.round(box.x))).size,
    rows: new Set(boxes.map((box) => Math.round(box.y))).size,
  };
}

function isLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
}

/** No injected script or handler ran and none is left in the DOM. */
async function expectNothingRan(page: Page) {
  await expect(page.locator("img[onerror]")).toHaveCount(0);
  await expect(page.locator("script", { hasText: "__pwned" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
}

/** The HOSTILE post's page: its title as literal text, the safe part of its body, nothing run. */
async function expectHostilePostShownSafely(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOSTILE.title);
  await expect(main(page).getByText("This paragraph is safe to show.")).toBeVisible();
  // The sanitised <img src=/x> stays; once it has failed to load, a kept onerror would have run.
  const brokenImage = main(page).locator('img[src="/x"]');
  await expect(brokenImage).toHaveCount(1);
  await expect.poll(() => brokenImage.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  await expectNothingRan(page);
}

// Built HTML and the first client render must agree, with or without stored posts or filters in the URL.
test.afterEach(async ({ consoleMessages, pageErrors }) => {
  expectNoHydrationProblems(consoleMessages, pageErrors);
});

test.describe("blog listing", () => {
  test.beforeEach(async ({ page }) => {
    await open(page, "/blog/");
  });

  test("shows the hero, the search box and the category links with All current", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1, name: blog.heading })).toBeVisible();
    await expect(page.getByText(blog.lead)).toBeVisible();
    await expect(searchBox(page)).toBeVisible();
    await expect(searchBox(page)).toHaveValue("");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();
    await expect(chips(page)).toHaveText(CATEGORY_CHIPS);
    await expectCurrentChip(page, "All");
    for (const name of BLOG_CATEGORIES) await expect(chip(page, name)).toHaveAttribute("href", listingPath(name));
    await expect(chip(page, "All")).toHaveAttribute("href", listingPath(null));
  });

  test("lists the three articles, newest first, each with its card details", async ({ page }) => {
    await expectListing(page, ALL_TITLES);
    for (const article of BUILT_IN) {
      const item = card(page, article.title);
      const image = item.getByRole("img", { name: article.heroAlt });
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => isLoaded(image), { message: `${article.title}: image loads` }).toBe(true);
      await expect(item.getByText(article.category, { exact: true })).toBeVisible();
      await expect(item.getByText(article.date, { exact: true })).toBeVisible();
      await expect(item.getByText(article.excerpt, { exact: true })).toBeVisible();
      await expect(item.getByText(/^\d+ min read$/)).toBeVisible();
      const readMore = item.getByRole("link", { name: /^Read More/ });
      await expect(readMore).toBeVisible();
      await expect(readMore).toHaveAttribute("href", `/blog/${article.id}/`);
    }
  });

  test("clamps each excerpt to three lines", async ({ page }) => {
    for (const article of BUILT_IN) {
      const excerpt = card(page, article.title).getByText(article.excerpt, { exact: true });
      const box = await excerpt.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          clamp: style.getPropertyValue("-webkit-line-clamp"),
          lineHeight: parseFloat(style.lineHeight),
          height: element.getBoundingClientRect().height,
        };
      });
      expect(box.clamp, article.title).toBe(String(EXCERPT_LINES));
      expect(box.lineHeight, article.title).toBeGreaterThan(0);
      expect(box.height, article.title).toBeLessThanOrEqual(EXCERPT_LINES * box.lineHeight + 1);
    }
  });

  test("Read More opens the right article", async ({ page }) => {
    for (const article of BUILT_IN) {
      await open(page, "/blog/");
      await card(page, article.title)
        .getByRole("link", { name: /^Read More/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/blog/${article.id}/$`));
      await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    }
  });

  test("has no horizontal scroll", async ({ page }) => {
    await expectListing(page, ALL_TITLES);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test.describe("at 1280 px", () => {
    test.skip(desktopOnly, "the three-column grid starts at the large breakpoint");

    test("the cards sit in three columns", async ({ page }) => {
      expect(await cardGrid(page)).toEqual({ columns: 3, rows: 1 });
    });
  });

  test.describe("at 390 px", () => {
    test.skip(phoneOnly, "one column on phones");

    test("the cards sit in one column", async ({ page }) => {
      expect(await cardGrid(page)).toEqual({ columns: 1, rows: 3 });
    });
  });
});

test.describe("blog search", () => {
  test.skip(...widthIndependent);
  test.beforeEach(async ({ page }) => {
    await open(page, "/blog/");
  });

  test("the index is fetched only once the search box is used, never on page load", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (SEARCH_INDEX.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(500);
    expect(fetched).toEqual([]);
    const response = page.waitForResponse((candidate) => SEARCH_INDEX.test(new URL(candidate.url()).pathname));
    await searchBox(page).focus();
    expect((await response).ok()).toBe(true);
    expect(fetched).toHaveLength(1);
  });

  test("on a slow connection a search says it is loading from the first keystroke, and typing asks the server nothing", async ({
    page,
  }) => {
    // The listing's own page data, which a navigation per keystroke asked for again and again (links
    // to other pages may fetch theirs meanwhile: Gatsby prefetches what they lead to).
    const ownData: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/page-data/blog/page-data.json") ownData.push(request.url());
    });
    // The search's index and code, and any page data, wait as on a slow phone.
    const release = await holdRequests(page, ["fetch", "xhr", "script"]);
    const loading = main(page).getByRole("status").filter({ hasText: "Loading search…" });
    const word = bodyOnlyWord(PANCREATIC);
    await searchBox(page).pressSequentially(word.slice(0, 1));
    // role=status is a polite live region.
    await expect(loading).toBeVisible();
    await searchBox(page).pressSequentially(word.slice(1), { delay: 30 });
    await expect(searchBox(page)).toHaveValue(word);
    await expectPathAndQuery(page, `/blog/?q=${word}`);
    await expect(loading).toBeVisible();
    expect(ownData).toEqual([]);

    release();
    await expectResults(page, word, [PANCREATIC.title]);
    expect(ownData).toEqual([]);
  });

  test("a word only in an article's body finds it, says where, and goes in the URL", async ({ page }) => {
    for (const article of BUILT_IN) {
      const word = bodyOnlyWord(article);
      await searchBox(page).fill(word);
      await expectResults(page, word, [article.title]);
      await expect(card(page, article.title).getByText(`Found in the article text: ${word}`)).toBeVisible();
      await expect(card(page, article.title).getByRole("link", { name: article.title })).toHaveAttribute(
        "href",
        `/blog/${article.id}/`,
      );
      await expectPathAndQuery(page, `/blog/?q=${word}`);
    }
  });

  test("words typed before the search box has hydrated are kept and searched", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/blog/", { waitUntil: "domcontentloaded" });
    const word = bodyOnlyWord(KEYHOLE);
    await searchBox(page).fill(word);
    release();
    await expectResults(page, word, [KEYHOLE.title]);
    await expect(searchBox(page)).toHaveValue(word);
    await expectPathAndQuery(page, `/blog/?q=${word}`);
  });

  test("a search sent before the page has hydrated is kept, and found once its scripts arrive", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/blog/", { waitUntil: "domcontentloaded" });
    await expect(page.getByText(en.blogFilters.noScript)).toBeHidden();
    const word = bodyOnlyWord(KEYHOLE);
    await searchBox(page).fill(word);
    await searchBox(page).press("Enter");
    await expectPathAndQuery(page, `/blog/?q=${word}`);
    release();
    await expectResults(page, word, [KEYHOLE.title]);
    await expect(searchBox(page)).toHaveValue(word);
  });

  test("one typo in a longer word still finds the article", async ({ page }) => {
    const typo = withTypo(bodyOnlyWord(ROBOTIC));
    await searchBox(page).fill(typo);
    await expectResults(page, typo, [ROBOTIC.title]);
  });

  test("a title word ranks its article first", async ({ page }) => {
    // Every article's title words; the first one that is in exactly one title.
    const word = BUILT_IN.flatMap((article) => article.title.toLocaleLowerCase().match(/\p{L}{6,}/gu) ?? []).find(
      (candidate) => BUILT_IN.filter((article) => article.title.toLocaleLowerCase().includes(candidate)).length === 1,
    );
    if (!word) throw new Error("No title word is in one title only");
    const owner = BUILT_IN.find((article) => article.title.toLocaleLowerCase().includes(word));
    await searchBox(page).fill(word);
    await expect(cardTitles(page).first()).toHaveText(owner?.title ?? "");
    await expect(card(page, owner?.title ?? "").getByText(/^Found in the title/)).toBeVisible();
  });

  test("typing quickly on a slow phone keeps every character", async ({ page }) => {
    // A phone-class CPU (4x slower) and a quick typist (20 ms a key): no keystroke may be lost.
    // The phrase is the first words of article 2's excerpt.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const phrase = PANCREATIC.excerpt.split(" ").slice(0, 8).join(" ").trim();
    await searchBox(page).pressSequentially(phrase, { delay: 20 });
    await expect(searchBox(page)).toHaveValue(phrase);
    await expectPathAndQuery(page, `/blog/?${new URLSearchParams({ q: phrase })}`);
    await expect(cardTitles(page).first()).toHaveText(PANCREATIC.title);
  });

  test("the Search button searches too, in any letter case", async ({ page }) => {
    const word = bodyOnlyWord(PANCREATIC).toUpperCase();
    await searchBox(page).fill(word);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectResults(page, word, [PANCREATIC.title]);
    await expectPathAndQuery(page, `/blog/?q=${word}`);
  });

  test("emptying the box shows the listing again", async ({ page }) => {
    await searchBox(page).fill(bodyOnlyWord(KEYHOLE));
    await expectListing(page, [KEYHOLE.title]);
    await searchBox(page).fill("");
    await expectListing(page, ALL_TITLES);
    await expectPathAndQuery(page, "/blog/");
  });

  test("no match shows an empty state whose Clear search restores the listing", async ({ page }) => {
    await searchBox(page).fill(NO_SUCH_WORD);
    await expect(page.getByText(NO_MATCH)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole("link", { name: "Clear search" }).click();
    await expectListing(page, ALL_TITLES);
    await expect(page.getByText(NO_MATCH)).toBeHidden();
    await expect(searchBox(page)).toHaveValue("");
    await expectPathAndQuery(page, "/blog/");
  });

  test("reload keeps the search", async ({ page }) => {
    const word = bodyOnlyWord(KEYHOLE);
    await searchBox(page).fill(word);
    await expectResults(page, word, [KEYHOLE.title]);
    await page.reload();
    await hydrated(page);
    await expect(searchBox(page)).toHaveValue(word);
    await expectResults(page, word, [KEYHOLE.title]);
  });

  test("a shared search address opens with its results", async ({ page }) => {
    const word = bodyOnlyWord(ROBOTIC);
    await open(page, `/blog/?q=${word}`);
    await expect(searchBox(page)).toHaveValue(word);
    await expectResults(page, word, [ROBOTIC.title]);
  });

  test("a shared address that matches nothing opens on the empty state", async ({ page }) => {
    await open(page, `/blog/?q=${NO_SUCH_WORD}`);
    await expect(searchBox(page)).toHaveValue(NO_SUCH_WORD);
    await expect(page.getByText(NO_MATCH)).toBeVisible();
    await expect(page.getByRole("link", { name: "Clear search" })).toHaveAttribute("href", "/blog/");
  });
});

test.describe("blog categories", () => {
  test.skip(...widthIndependent);
  test("a category link opens the category's own page, marked current, with its articles", async ({ page }) => {
    await open(page, "/blog/");
    await chip(page, ROBOTIC.category).click();
    await expectPathAndQuery(page, listingPath(ROBOTIC.category));
    await expectCurrentChip(page, ROBOTIC.category);
    await expectListing(
      page,
      inCategory(ROBOTIC.category).map((article) => article.title),
    );
    await expect(page.getByRole("heading", { level: 2, name: ROBOTIC.category })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${ROBOTIC.category} – ${blog.heading}`));

    await chip(page, "All").click();
    await expectCurrentChip(page, "All");
    await expectListing(page, ALL_TITLES);
  });

  test("every category has a page; an empty one says so and leads to all articles", async ({ page }) => {
    for (const category of BLOG_CATEGORIES) {
      await page.goto(listingPath(category));
      const titles = inCategory(category).map((article) => article.title);
      if (titles.length > 0) {
        await expectListing(page, titles);
      } else {
        await expect(page.getByText("No articles in this category yet.")).toBeVisible();
        await expect(page.getByRole("link", { name: "See all articles" })).toHaveAttribute("href", "/blog/");
      }
    }
  });

  test("search and category combine, in the URL, and a category link keeps the search", async ({ page }) => {
    const word = bodyOnlyWord(PANCREATIC);
    await open(page, listingPath(PANCREATIC.category));
    await searchBox(page).fill(word);
    await expectResults(page, word, [PANCREATIC.title]);
    await expectPathAndQuery(page, `${listingPath(PANCREATIC.category)}?q=${word}`);

    const elsewhere = BLOG_CATEGORIES.find((category) => category !== PANCREATIC.category) ?? "";
    await chip(page, elsewhere).click();
    await expectPathAndQuery(page, `${listingPath(elsewhere)}?q=${word}`);
    await expect(searchBox(page)).toHaveValue(word);
    await expect(page.getByText(NO_MATCH)).toBeVisible();

    await chip(page, "All").click();
    await expectPathAndQuery(page, `/blog/?q=${word}`);
    await expectResults(page, word, [PANCREATIC.title]);
  });

  test("Back returns to the previous category and search", async ({ page }) => {
    const first = ROBOTIC.category;
    const second = BLOG_CATEGORIES.find((category) => category !== first) ?? first;
    await open(page, "/blog/");
    await chip(page, first).click();
    await expectCurrentChip(page, first);
    await chip(page, second).click();
    await expectCurrentChip(page, second);

    await page.goBack();
    await expectCurrentChip(page, first);
    await expectListing(
      page,
      inCategory(first).map((article) => article.title),
    );
    await page.goBack();
    await expectCurrentChip(page, "All");
    await expectListing(page, ALL_TITLES);
  });

  test("an old ?category= address opens that category's page", async ({ page }) => {
    const word = bodyOnlyWord(PANCREATIC);
    await open(page, `/blog/?category=${listingPath(PANCREATIC.category).split("/").at(-2)}&q=${word}`);
    await expectPathAndQuery(page, `${listingPath(PANCREATIC.category)}?q=${word}`);
    await expectCurrentChip(page, PANCREATIC.category);
    await expectResults(page, word, [PANCREATIC.title]);
  });
});

test.describe("blog pages", () => {
  test.skip(...widthIndependent);
  // A copy of the site built with one article a page (scripts/site-variants.mjs, "configured").
  const paging = `http://localhost:${ports.variants.configured}`;
  const pageLinks = (page: Page) => page.getByRole("navigation", { name: "Article pages" });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every listing page has its article, and plain links lead through them all", async ({ page }) => {
      await page.goto(`${paging}/blog/`);
      for (const [index, article] of BUILT_IN.entries()) {
        await expectListing(page, [article.title]);
        const current = pageLinks(page).locator("[aria-current=page]");
        await expect(current).toHaveText(`Page ${index + 1}`);
        await expect(page).toHaveTitle(index === 0 ? new RegExp(`^${blog.heading}`) : new RegExp(`Page ${index + 1}`));
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(new URL(canonical ?? "").pathname).toBe(listingPath(null, index + 1));
        const older = pageLinks(page).getByRole("link", { name: "Older articles" });
        if (index < BUILT_IN.length - 1) await older.click();
        else await expect(older).toHaveCount(0);
      }
      await pageLinks(page).getByRole("link", { name: "Page 1", exact: true }).click();
      await expect(page).toHaveURL(`${paging}/blog/`);
      await expect(pageLinks(page).getByRole("link", { name: "Newer articles" })).toHaveCount(0);
    });

    test("a category page is a real page too", async ({ page }) => {
      await page.goto(`${paging}${listingPath(PANCREATIC.category)}`);
      await expectListing(page, [inCategory(PANCREATIC.category)[0]?.title ?? ""]);
      await expect(page.getByRole("heading", { level: 2, name: PANCREATIC.category })).toBeVisible();
    });
  });

  test("with JavaScript, the page links move through the pages", async ({ page }) => {
    await open(page, `${paging}/blog/`);
    await pageLinks(page).getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(`${paging}/blog/page/2/`);
    await expectListing(page, [BUILT_IN[1]?.title ?? ""]);
  });

  test("a page number past the end is the 404 page", async ({ page }) => {
    for (const url of [`${paging}${listingPath(null, BUILT_IN.length + 1)}`, listingPath(null, 2)]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    }
  });
});

test.describe("blog listing without JavaScript", () => {
  test.skip(...widthIndependent);
  test.use({ javaScriptEnabled: false });

  test("a search address says that searching needs JavaScript, instead of a box that would do nothing", async ({
    page,
  }) => {
    const word = bodyOnlyWord(KEYHOLE);
    await page.goto(`/blog/?q=${word}`);
    await expect(searchBox(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeHidden();
    await expect(page.getByText(en.blogFilters.noScript)).toBeVisible();
    await expectListing(page, ALL_TITLES);
    await chip(page, KEYHOLE.category).click();
    await expect(page).toHaveURL(new RegExp(`${listingPath(KEYHOLE.category)}$`));
  });

  test("the newsletter form, with nowhere to post to, says it cannot subscribe without JavaScript", async ({
    page,
  }) => {
    await page.goto("/blog/");
    const note = subscribe(page).getByText(en.subscribe.noScriptNote);
    // Where content/practice.json names an endpoint (or Netlify), the form posts there instead.
    if (formDelivery(practice.newsletterForm, "newsletter").kind === "none") await expect(note).toBeVisible();
    else await expect(note).toHaveCount(0);
  });

  test("the built page lists all three articles with their Read More links", async ({ page }) => {
    await page.goto("/blog/");
    await expectListing(page, ALL_TITLES);
    for (const article of BUILT_IN) {
      await expect(card(page, article.title).getByRole("link", { name: /^Read More/ })).toHaveAttribute(
        "href",
        `/blog/${article.id}/`,
      );
    }
  });
});

test.describe("subscribe form", () => {
  test.skip(...widthIndependent);
  test.beforeEach(async ({ page }) => {
    await open(page, "/blog/");
    // The form hydrates, with its code, as it comes near the viewport.
    await subscribe(page).scrollIntoViewIfNeeded();
    await hydratedElement(subscribe(page));
  });

  test("has its heading and fields; Medical Speciality is optional free text", async ({ page }) => {
    const form = subscribe(page);
    await expect(form.getByRole("heading", { name: "Subscribe to Clinical Updates" })).toBeVisible();
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Medical Speciality")).toHaveAttribute("type", "text");
    await expect(form.getByLabel("Medical Speciality")).not.toHaveAttribute("required");
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("an empty email is not submitted", async ({ page }) => {
    const form = subscribe(page);
    await form.getByLabel("Medical Speciality").fill("Hepatology");
    await form.getByRole("button", { name: "Subscribe" }).click();
    expect(await form.getByLabel("Email Address").evaluate((input) => input.matches(":invalid"))).toBe(true);
    await expect(form.getByRole("status")).toHaveText("");
    await expect(form.getByLabel("Medical Speciality")).toHaveValue("Hepatology");
    await expectPathAndQuery(page, "/blog/");
  });

  test("a valid email is confirmed inline and the form is cleared", async ({ page }) => {
    const form = subscribe(page);
    await form.getByLabel("Email Address").fill("reader@example.com");
    await form.getByLabel("Medical Speciality").fill("General practice, rural clinic & outreach");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText("Thank you for subscribing to clinical updates.");
    await expect(form.getByLabel("Email Address")).toHaveValue("");
    await expect(form.getByLabel("Medical Speciality")).toHaveValue("");
  });
});

test.describe("posts saved in local storage", () => {
  test.skip(...widthIndependent);
  test("valid posts join the listing, newest first", async ({ page, pageErrors }) => {
    await seedStoredPosts(page, [STORED_WITHOUT_BODY, STORED_WITH_BODY]);
    await open(page, "/blog/");
    await expectListing(page, [STORED_WITH_BODY.title, ...ALL_TITLES, STORED_WITHOUT_BODY.title]);
    const stored = card(page, STORED_WITH_BODY.title);
    await expect(stored.getByText("Patient Care", { exact: true })).toBeVisible();
    await expect(stored.getByText("September 20, 2025", { exact: true })).toBeVisible();
    await expect(stored.getByText("1 min read", { exact: true })).toBeVisible();
    await expect(stored.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", "/blog/42/");
    expect(pageErrors).toEqual([]);
  });

  test("stored posts are found by search, by a word in their body, and join their category's page", async ({
    page,
  }) => {
    const word = "zephyrwort";
    const post = { ...STORED_WITH_BODY, content: `${STORED_WITH_BODY.content}<p>Ask for the ${word} leaflet.</p>` };
    await seedStoredPosts(page, [post]);
    await open(page, "/blog/");
    await searchBox(page).fill(word);
    await expectResults(page, word, [post.title]);
    await expect(card(page, post.title).getByRole("link", { name: post.title })).toHaveAttribute("href", "/blog/42/");

    await open(page, listingPath(post.category));
    await expect(cardTitles(page).filter({ hasText: post.title })).toHaveCount(1);
  });

  test("posts dated as SPEC.md writes them ('May 10, 2025') are listed, found and opened like any other", async ({
    page,
    consoleMessages,
  }) => {
    const word = "quillomel";
    const spelled = [
      { ...STORED_WITH_BODY, id: 60, date: "September 20, 2025", content: `<p>Ask about ${word}.</p>` },
      { ...STORED_WITHOUT_BODY, id: 61, date: "Mar 1, 2025" },
    ];
    await seedStoredPosts(page, spelled);
    await open(page, "/blog/");
    // Sorted among the built-in articles by their dates, as the YYYY-MM-DD twins above are.
    await expectListing(page, [STORED_WITH_BODY.title, ...ALL_TITLES, STORED_WITHOUT_BODY.title]);
    await expect(card(page, STORED_WITH_BODY.title).getByText("September 20, 2025", { exact: true })).toBeVisible();
    await expect(card(page, STORED_WITHOUT_BODY.title).getByText("March 1, 2025", { exact: true })).toBeVisible();
    expect(warnings(consoleMessages).filter((text) => text.startsWith("Skipping stored blog post"))).toEqual([]);

    await searchBox(page).fill(word);
    await expectResults(page, word, [STORED_WITH_BODY.title]);

    await open(page, "/blog/61/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(STORED_WITHOUT_BODY.title);
    await expect(main(page).getByRole("article").getByText("March 1, 2025", { exact: true })).toBeVisible();
  });

  for (const [kind, raw, warning] of [
    ["malformed JSON", "[{oops", "not valid JSON"],
    ["a value that is not a list", '{"a":1}', "not a list"],
  ] as const) {
    test(`${kind} is ignored with a warning`, async ({ page, consoleMessages, pageErrors }) => {
      await seedStoredPosts(page, raw);
      await open(page, "/blog/");
      await expect.poll(() => warnings(consoleMessages).join("\n")).toContain(warning);
      await expectListing(page, ALL_TITLES);
      expect(pageErrors).toEqual([]);
    });
  }

  test("bad entries are skipped with warnings and the good one is added", async ({ page, consoleMessages }) => {
    const good = { ...STORED_WITHOUT_BODY, id: 53, title: "The Good Entry" };
    await seedStoredPosts(page, [
      { ...STORED_WITHOUT_BODY, id: 50, title: undefined },
      { ...STORED_WITHOUT_BODY, id: 51, title: 123 },
      { ...STORED_WITHOUT_BODY, id: 52, title: "Bad Date", date: "not a date" },
      null,
      good,
    ]);
    await open(page, "/blog/");
    await expectListing(page, [...ALL_TITLES, good.title]);
    await expect
      .poll(() => warnings(consoleMessages).filter((text) => text.startsWith("Skipping stored blog post")))
      .toHaveLength(4);
    await expect(main(page).getByText("Bad Date")).toHaveCount(0);
  });

  test("stored HTML is sanitised and titles are text, reached from the listing", async ({ page }) => {
    await seedStoredPosts(page, [HOSTILE]);
    await open(page, "/blog/");
    await expect(card(page, HOSTILE.title)).toBeVisible();
    await expectNothingRan(page);

    await card(page, HOSTILE.title)
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/44\/$/);
    await expectHostilePostShownSafely(page);
  });

  test("stored HTML is sanitised and titles are text, opened directly", async ({ page }) => {
    await seedStoredPosts(page, [HOSTILE]);
    await open(page, "/blog/44/");
    await expectHostilePostShownSafely(page);
  });

  test("a stored post cannot replace a built-in one with the same id", async ({ page }) => {
    const marker = { ...STORED_WITHOUT_BODY, id: 45, title: "Marker Entry" };
    await seedStoredPosts(page, [IMPOSTOR, marker]);
    await open(page, "/blog/");
    // The marker shows once the stored posts have been read.
    await expectListing(page, [...ALL_TITLES, marker.title]);
    await expect(card(page, KEYHOLE.title).getByRole("link", { name: /^Read More/ })).toHaveAttribute(
      "href",
      "/blog/1/",
    );
    await expect(page.getByText("Impostor")).toHaveCount(0);

    await open(page, "/blog/1/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(KEYHOLE.title);
    await expect(page.getByText("Impostor")).toHaveCount(0);
  });

  test("a stored post opens as an article", async ({ page }) => {
    await seedStoredPosts(page, [STORED_WITH_BODY, STORED_WITHOUT_BODY]);
    await open(page, "/blog/42/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(STORED_WITH_BODY.title);
    const article = main(page).getByRole("article");
    await expect(article.getByText("Patient Care", { exact: true })).toBeVisible();
    await expect(article.getByText("September 20, 2025", { exact: true })).toBeVisible();
    await expect(article.getByText(AUTHOR, { exact: true })).toBeVisible();
    await expect(article.getByRole("heading", { level: 2, name: "The first few days" })).toBeVisible();
    await expect(article.getByRole("listitem")).toHaveText(["Small portions", "Plenty of water"]);
    await expect(article.getByRole("link", { name: "Back to all articles" })).toHaveAttribute("href", "/blog/");
    await expect(article.getByText(PLACEHOLDER)).toHaveCount(0);
  });

  test("a stored post without content shows its excerpt and a placeholder", async ({ page }) => {
    await seedStoredPosts(page, [STORED_WITH_BODY, STORED_WITHOUT_BODY]);
    await open(page, "/blog/43/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(STORED_WITHOUT_BODY.title);
    const article = main(page).getByRole("article");
    await expect(article.getByText(STORED_WITHOUT_BODY.excerpt, { exact: true })).toBeVisible();
    await expect(article.getByText(PLACEHOLDER)).toBeVisible();
    await expect(article.getByRole("link", { name: "Back to all articles" })).toHaveAttribute("href", "/blog/");
  });
});

test.describe("article page", () => {
  test("shows the article with its hero, meta, author, body and notes", async ({ page }) => {
    await open(page, "/blog/1/");
    const article = main(page).getByRole("article");
    await expect(article.getByRole("img", { name: KEYHOLE.heroAlt })).toBeVisible();
    await expect.poll(() => isLoaded(article.getByRole("img", { name: KEYHOLE.heroAlt }))).toBe(true);
    await expect(article.getByText(KEYHOLE.category, { exact: true })).toBeVisible();
    await expect(article.getByText(KEYHOLE.date, { exact: true })).toBeVisible();
    await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(KEYHOLE.title);
    await expect(article.getByText(AUTHOR, { exact: true })).toBeVisible();
    await expect(article.getByText(AUTHOR_ROLE, { exact: true })).toBeVisible();

    await expect(article.getByRole("heading", { level: 2, name: "What is laparoscopic surgery?" })).toBeVisible();
    expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(2);
    await expect(
      article.getByRole("listitem").filter({ hasText: "Smaller wounds and usually less pain" }),
    ).toBeVisible();

    await expect(article.getByText(`Last reviewed: ${KEYHOLE.lastReviewed}`)).toBeVisible();
    const disclaimer = article.getByText(DISCLAIMER);
    await expect(disclaimer).toBeVisible();
    expect((await disclaimer.textContent())?.length).toBeLessThan(300);
  });

  test("body images are processed and fit the viewport", async ({ page }) => {
    await open(page, "/blog/1/");
    const image = main(page).getByRole("img", { name: /^Diagram of the small keyhole incisions/ });
    await expect(image).toHaveCount(1);
    await expect(page.locator(".gatsby-resp-image-wrapper").getByRole("img", { name: /^Diagram/ })).toHaveCount(1);
    // gatsby-remark-images puts the srcsets on the <source>s of a <picture> (AVIF, WebP, then JPEG).
    const srcsets = await image.evaluate((element) =>
      [...(element.closest("picture")?.querySelectorAll("source") ?? [])].map((source) => source.srcset),
    );
    expect(srcsets.length).toBeGreaterThan(0);
    for (const srcset of srcsets) expect(srcset.match(/ \d+w/g)?.length ?? 0).toBeGreaterThan(1);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => isLoaded(image)).toBe(true);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      /\/static\/.+\.(avif|webp|jpg)$/,
    );
    const { left, right, viewportWidth } = await image.evaluate((element) => ({
      ...element.getBoundingClientRect().toJSON(),
      viewportWidth: document.documentElement.clientWidth,
    }));
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(viewportWidth);
  });

  test("Back to all articles returns to the listing", async ({ page }) => {
    await open(page, "/blog/1/");
    await page.getByRole("link", { name: "Back to all articles" }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole("heading", { level: 1, name: blog.heading })).toBeVisible();
    await expectListing(page, ALL_TITLES);
  });

  for (const { article, previous, next } of [
    { article: KEYHOLE, previous: null, next: PANCREATIC },
    { article: PANCREATIC, previous: KEYHOLE, next: ROBOTIC },
    { article: ROBOTIC, previous: PANCREATIC, next: null },
  ]) {
    test(`article ${article.id} links to its neighbours`, async ({ page, isMobile }) => {
      test.skip(!isMobile, widthIndependent[1]);
      await open(page, `/blog/${article.id}/`);
      const pager = page.getByRole("navigation", { name: "More articles" });
      const expected = [
        ...(previous ? [{ label: "Previous article", target: previous }] : []),
        ...(next ? [{ label: "Next article", target: next }] : []),
      ];
      await expect(pager.getByRole("link")).toHaveCount(expected.length);
      for (const { label, target } of expected) {
        const link = pager.getByRole("link", { name: `${label} ${target.title}` });
        await expect(link).toHaveAttribute("href", `/blog/${target.id}/`);
      }
    });
  }

  test("following Next article opens the next one", async ({ page }) => {
    await open(page, "/blog/1/");
    await page
      .getByRole("navigation", { name: "More articles" })
      .getByRole("link", { name: /^Next article/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/2\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PANCREATIC.title);
  });

  test("has no horizontal scroll", async ({ page }) => {
    await open(page, "/blog/1/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(KEYHOLE.title);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
