import type { Page } from "@playwright/test";
import { blogHi, homeHi, practiceHi, testimonialsHi } from "../helpers/hindi-content";
import practice from "../../content/practice.json";
import { BLOG_CATEGORIES } from "../../src/constants";
import { format } from "../../src/i18n/format";
import { LANGUAGE_INFO, type Lang } from "../../src/i18n/languages";
import { STRINGS } from "../../src/i18n/strings";
import { listingPath, PAYMENT_PATH } from "../../src/lib/paths";
import { ARTICLES, bodyOnlyWord, HINDI_ARTICLES } from "./content";
import {
  answerWhatsapp,
  carouselTakenOver,
  collectAlerts,
  expect,
  gotoHydrated,
  hydratedElement,
  test,
  widthIndependent,
} from "./fixtures";
import { parseXml } from "./xml";

/** The Hindi edition: every kind of page at its /hi/ address, in Hindi, paired with its English page. */
const SITE = practice.siteUrl;
const hi = STRINGS.hi;
const category = HINDI_ARTICLES[0]!.category;

/** Each kind of page in English and in Hindi. */
const PAIRS: Array<[english: string, hindi: string]> = [
  ["/", "/hi/"],
  ["/blog/", "/hi/blog/"],
  [listingPath(category), `/hi${listingPath(category)}`],
  [PAYMENT_PATH, `/hi${PAYMENT_PATH}`],
  ["/your-visit/", "/hi/your-visit/"],
  ...HINDI_ARTICLES.filter((article) => ARTICLES.some((english) => english.id === article.id)).map(
    (article): [string, string] => [`/blog/${article.id}/`, `/hi/blog/${article.id}/`],
  ),
];
/** The Hindi pages checked for Hindi text: each pair's, and pages without structured data to compare. */
const HINDI_ROUTES = [...PAIRS.map(([, hindi]) => hindi), "/hi/second-opinion/"];

/**
 * Latin-script words a Hindi page may show outside brackets: what is written the same in every
 * language (the e-mail address, the site's address) is taken out before the check, so this list
 * stays for names of things that have no Hindi form.
 */
const LATIN_ALLOWED = new Set<string>([]);

/**
 * The Latin-script words a reader sees on the page (text, and the labels screen readers read:
 * aria-label, alt, title, placeholder), outside round brackets (where the English medical term
 * stands beside the Hindi one), outside anything marked as another language (the switch to English),
 * and apart from e-mail and web addresses.
 */
async function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const skip = (element: Element | null) =>
      Boolean(element?.closest("script, style, template, [hidden], [lang]:not([lang^='hi'])"));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skip(node.parentElement)) texts.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      if (skip(element)) continue;
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return (
      texts
        .join(" \n ")
        .replace(/\([^()]*\)/g, " ")
        .replace(/\S+@\S+\.\S+/g, " ")
        .replace(/https?:\/\/\S+|www\.\S+/g, " ")
        .match(/[A-Za-z]{2,}/g) ?? []
    );
  });
}

async function hreflangs(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute("hreflang") ?? "", node.getAttribute("href") ?? ""]),
    );
  return Object.fromEntries(links);
}

test.describe("every Hindi page is in Hindi", () => {
  test.skip(...widthIndependent);
  for (const route of HINDI_ROUTES) {
    test(`${route} is Devanagari, with no English interface label`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_INFO.hi.tag);
      // Hydrated: what React renders later is checked too (the status lines, the search box).
      await expect
        .poll(() => page.locator("main").evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react"))))
        .toBe(true);
      await expect(page.locator("main")).toContainText(/\p{Script=Devanagari}{3}/u);
      const latin = (await latinWords(page)).filter((word) => !LATIN_ALLOWED.has(word));
      expect(latin, `Latin-script words on ${route}`).toEqual([]);
    });
  }

  test("the Hindi home page shows the Hindi content", async ({ page }) => {
    await page.goto("/hi/");
    await expect(page.getByRole("heading", { level: 1, name: practiceHi.name })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: homeHi.services.heading })).toBeAttached();
    await expect(page).toHaveTitle(practiceHi.siteTitle);
  });

  test("the Hindi blog lists the Hindi articles with Hindi dates", async ({ page }) => {
    await page.goto("/hi/blog/");
    await expect(page.getByRole("heading", { level: 1, name: blogHi.heading })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(HINDI_ARTICLES.length);
    for (const article of HINDI_ARTICLES) {
      const card = page.getByRole("article").filter({ hasText: article.title });
      await expect(card).toContainText(article.date);
      await expect(card).toContainText(hi.categories[article.category as (typeof BLOG_CATEGORIES)[number]]);
    }
  });

  for (const article of HINDI_ARTICLES) {
    test(`Hindi article ${article.id} reads in Hindi`, async ({ page }) => {
      await page.goto(`/hi/blog/${article.id}/`);
      await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
      await expect(page.locator("article")).toContainText(article.date);
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    });
  }
});

test.describe("the language switch", () => {
  /** Follows the header's switch to `lang`, named in that language, and lands on `path` in it. */
  async function switchTo(page: Page, lang: Lang, path: string) {
    const { tag, name } = LANGUAGE_INFO[lang];
    const link = page.getByRole("banner").locator(`a[hreflang="${tag}"]:visible`).first();
    await expect(link).toHaveText(name);
    await expect(link).toHaveAttribute("lang", tag);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", tag);
  }

  for (const [index, [english, hindi]] of PAIRS.entries()) {
    test(`leads from ${english} to ${hindi} and back`, async ({ page, isMobile }) => {
      // Every page at phone width; the desktop header's switch, which every page shares, once.
      test.skip(!isMobile && index > 0, "the desktop header's switch is checked on the first page");
      await page.goto(english);
      await switchTo(page, "hi", hindi);
      await switchTo(page, "en", english);
    });
  }
});

test.describe("search engines and link previews", () => {
  test.skip(({ isMobile }) => isMobile, "head metadata does not depend on the viewport");

  for (const [english, hindi] of PAIRS) {
    test(`${english} and ${hindi} name each other with absolute hreflang links`, async ({ openStatic }) => {
      const en = await openStatic(english);
      const hiPage = await openStatic(hindi);
      const expected = {
        [LANGUAGE_INFO.en.tag]: `${SITE}${english}`,
        [LANGUAGE_INFO.hi.tag]: `${SITE}${hindi}`,
        "x-default": `${SITE}${english}`,
      };
      expect(await hreflangs(en)).toEqual(expected);
      expect(await hreflangs(hiPage)).toEqual(expected);
      await expect(hiPage.locator('meta[property="og:locale"]')).toHaveAttribute("content", LANGUAGE_INFO.hi.ogLocale);
      await expect(hiPage.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
        "content",
        LANGUAGE_INFO.en.ogLocale,
      );
      await expect(en.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
        "content",
        LANGUAGE_INFO.hi.ogLocale,
      );
      await expect(hiPage.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}${hindi}`);
      const graphs = await hiPage.locator('script[type="application/ld+json"]').allTextContents();
      expect(graphs.join("\n")).toContain(`"inLanguage":"${LANGUAGE_INFO.hi.tag}"`);
      await en.context().close();
      await hiPage.context().close();
    });
  }

  test("the sitemap lists both languages, each page with its alternates", async ({ page }) => {
    const { urls } = await parseXml(page, "/sitemap.xml");
    for (const [english, hindi] of PAIRS) {
      const expected = {
        [LANGUAGE_INFO.en.tag]: `${SITE}${english}`,
        [LANGUAGE_INFO.hi.tag]: `${SITE}${hindi}`,
        "x-default": `${SITE}${english}`,
      };
      for (const route of [english, hindi]) {
        const entry = urls.find((url) => url.loc === `${SITE}${route}`);
        expect(entry?.alternates, route).toEqual(expected);
      }
    }
  });

  test("each language has its own feed of its own articles", async ({ page }) => {
    const english = await parseXml(page, "/rss.xml");
    expect(english.language).toBe(LANGUAGE_INFO.en.tag);
    expect(english.items.sort()).toEqual(ARTICLES.map((article) => `${SITE}/blog/${article.id}/`).sort());
    const hindi = await parseXml(page, "/hi/rss.xml");
    expect(hindi.language).toBe(LANGUAGE_INFO.hi.tag);
    expect(hindi.items.sort()).toEqual(HINDI_ARTICLES.map((article) => `${SITE}/hi/blog/${article.id}/`).sort());
  });
});

test.describe("Hindi search", () => {
  test.skip(...widthIndependent);
  test("a word from a Hindi article's body finds that article", async ({ page }) => {
    const article = HINDI_ARTICLES[0]!;
    const word = bodyOnlyWord(article, HINDI_ARTICLES, (candidate) => /^\p{Script=Devanagari}+$/u.test(candidate));
    await page.goto(`/hi/blog/?q=${encodeURIComponent(word)}`);
    const results = page.getByRole("article");
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText(article.title);
  });
});

test.describe("the specification's behaviours, in Hindi", () => {
  test.skip(...widthIndependent);
  test("the booking dialog opens in Hindi and closes with Escape", async ({ page }) => {
    await gotoHydrated(page, "/hi/");
    await page.getByRole("button", { name: hi.hero.schedule }).click();
    const dialog = page.getByRole("dialog", { name: practiceHi.bookingDialog.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: hi.bookingDialog.callNow })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the testimonials move to the next quote", async ({ page }) => {
    await gotoHydrated(page, "/hi/");
    const carousel = page.getByRole("region", { name: hi.testimonials.carousel });
    await carousel.scrollIntoViewIfNeeded();
    await carouselTakenOver(carousel);
    const slide = carousel.getByRole("group");
    await expect(slide).toHaveAccessibleName(
      format(hi.testimonials.slide, { number: 1, count: testimonialsHi.length }),
    );
    await expect(slide).toContainText(testimonialsHi[0]!.content);
    await expect(slide).toHaveAttribute("data-locked", "false");
    await carousel.getByRole("button", { name: hi.testimonials.next }).click();
    await expect(slide).toHaveAccessibleName(
      format(hi.testimonials.slide, { number: 2, count: testimonialsHi.length }),
    );
    await expect(slide).toContainText(testimonialsHi[1]!.name);
  });

  test("the contact form hands the patient's words to WhatsApp with Hindi labels, then thanks in Hindi", async ({
    page,
    context,
  }) => {
    await answerWhatsapp(context);
    await page.goto("/hi/#contact");
    const form = page.getByRole("form", { name: homeHi.contact.formTitle });
    await form.scrollIntoViewIfNeeded();
    await hydratedElement(form);
    const alerts = collectAlerts(page);
    await form.getByLabel(hi.contact.nameField).fill("आशा मेहता");
    await form.getByLabel(hi.contact.emailField, { exact: true }).fill("asha@example.com");
    await form.getByLabel(new RegExp(hi.contact.phoneField)).fill("+91 98765 43210");
    await form.getByLabel(hi.contact.messageField).fill("मेरे पिता को पित्त की पथरी है।");
    const [chat] = await Promise.all([
      page.waitForEvent("popup"),
      form.getByRole("button", { name: hi.contact.send }).click(),
    ]);
    const text = new URL(chat.url()).searchParams.get("text") ?? "";
    expect(text).toContain(practiceHi.whatsapp.greeting);
    expect(text).toContain("मेरे पिता को पित्त की पथरी है।");
    expect(text).toContain(hi.contact.whatsappPhone.replace("{phone}", "+91 98765 43210"));
    await expect.poll(() => alerts).toEqual([hi.contact.thanks]);
  });

  test("the category chips lead to the Hindi category pages", async ({ page }) => {
    await page.goto("/hi/blog/");
    const label = hi.categories[category as (typeof BLOG_CATEGORIES)[number]];
    await page.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/hi${listingPath(category)}$`));
    await expect(page.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("posts stored in the browser stay on the English listing", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        "blogPosts",
        JSON.stringify([
          {
            id: "stored-1",
            title: "A stored post",
            excerpt: "Kept in this browser.",
            date: "2025-06-01",
            category: "Patient Care",
          },
        ]),
      );
    });
    await page.goto("/blog/");
    await expect(page.getByRole("article").filter({ hasText: "A stored post" })).toBeVisible();
    await page.goto("/hi/blog/");
    // Hydrated, with the stored posts read: the English listing above shows them by then.
    await hydratedElement(page.getByRole("article").first());
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("article")).toHaveCount(HINDI_ARTICLES.length);
    await expect(page.getByText("A stored post")).toHaveCount(0);
  });
});
