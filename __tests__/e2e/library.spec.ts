import fs from "node:fs";
import path from "node:path";
import practice from "../../content/practice.json";
import practiceHi from "../../content/hi/practice.json";
import library from "../../content/library.json";
import libraryHi from "../../content/hi/library.json";
import servicesJson from "../../content/services.json";
import { LANGUAGES, type Lang } from "../../src/i18n/languages";
import { STRINGS } from "../../src/i18n/strings";
import { format } from "../../src/i18n/format";
import { ARTICLES, HINDI_ARTICLES, libraryOnlyWord, libraryPages, type LibraryPage } from "./content";
import { expect, test, widthIndependent } from "./fixtures";

/**
 * The patient library (/conditions/, /treatments/ and their pages, in every language), read as a
 * patient would: every page's fixed structure, its two tiers of help, its review line, its links,
 * its head, and how the rest of the site leads to it. Expectations come from content/.
 */

const PRACTICE = { en: practice, hi: practiceHi } as const;
const INDEX = { en: library, hi: libraryHi } as const;
const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);

/** The headings a kind's pages list under "On this page", in their order. */
function sectionHeadings(kind: LibraryPage["kind"], lang: Lang): string[] {
  const { sections } = STRINGS[lang].library;
  return kind === "conditions"
    ? [
        sections.whatItIs,
        sections.symptoms,
        sections.whenToGetHelp,
        sections.causes,
        sections.tests,
        sections.treatment,
        sections.living,
        sections.faq,
      ]
    : [
        sections.why,
        sections.preparation,
        sections.dayOf,
        sections.recovery,
        sections.risks,
        sections.home,
        sections.whenToCall,
        sections.cost,
        sections.faq,
      ];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

test.describe("every library page reads on its kind's fixed structure", () => {
  test.skip(...widthIndependent);
  for (const lang of LANGUAGES) {
    for (const kind of ["conditions", "treatments"] as const) {
      // One test per kind and language, page after page: each visit is short.
      test(`every page of ${prefix(lang)}/${kind}/`, async ({ page }) => {
        for (const entry of libraryPages(lang, kind)) {
          const text = STRINGS[lang].library;
          await page.goto(entry.path);
          const main = page.getByRole("main");
          await expect(main.getByRole("heading", { level: 1 })).toHaveText(entry.title);
          await expect(main.getByText(entry.description, { exact: true })).toBeVisible();
          const otherNames = main.locator("p").filter({ hasText: new RegExp(`^${text.otherNames}:`) });
          for (const name of strings(entry.data.otherNames)) await expect(otherNames).toContainText(name);

          // "On this page" lists the structure's headings, in order, each a link to its section.
          const contents = main.getByRole("navigation", { name: text.contents });
          const headings = sectionHeadings(entry.kind, lang);
          await expect(contents.getByRole("link")).toHaveText(headings);
          for (const [index, heading] of headings.entries()) {
            const target = await contents.getByRole("link").nth(index).getAttribute("href");
            await expect(page.locator(`${target} > h2`)).toHaveText(heading);
          }

          // The two tiers: the emergency department now, with the hospital's emergency line; a doctor soon.
          const emergency = main.getByRole("note").filter({ hasText: text.emergency });
          for (const sign of strings(entry.data.emergency)) await expect(emergency).toContainText(sign);
          const phone = practice.phones.emergency;
          await expect(emergency.getByRole("link", { name: phone })).toHaveAttribute(
            "href",
            `tel:${phone.replace(/[^\d+]/g, "")}`,
          );
          const soon = main.getByRole("note").filter({ hasText: text.soon });
          for (const sign of strings(entry.data.soon)) await expect(soon).toContainText(sign);
          // Told apart by more than words: a different colour.
          const colours = await Promise.all(
            [emergency, soon].map((tier) => tier.evaluate((element) => getComputedStyle(element).backgroundColor)),
          );
          expect(colours[0]).not.toBe(colours[1]);

          // Every question patients ask, answered.
          for (const { question } of entry.data.faq as Array<{ question: string }>) {
            await expect(main.getByRole("heading", { level: 3, name: question, exact: true })).toBeVisible();
          }

          // The review line and the disclaimer close the page.
          await expect(main).toContainText(
            format(text.reviewed, { name: entry.reviewedBy, date: entry.lastReviewed, next: entry.nextReview }),
          );
          await expect(main).toContainText(PRACTICE[lang].articleDisclaimer);

          // Breadcrumbs: home, the kind's index, the page.
          const trail = page.getByRole("navigation", { name: STRINGS[lang].breadcrumb.label });
          await expect(trail.getByRole("listitem")).toHaveText([
            STRINGS[lang].breadcrumb.home,
            text[entry.kind],
            entry.title,
          ]);
          await expect(trail.getByRole("link", { name: text[entry.kind] })).toHaveAttribute(
            "href",
            `${prefix(lang)}/${entry.kind}/`,
          );
        }
      });
    }
  }
});

test.describe("the structure's lists", () => {
  test.skip(...widthIndependent);
  test("a condition shows its symptoms, tests and operations; an operation its checklist, timeline and risks", async ({
    page,
  }) => {
    for (const entry of libraryPages("en")) {
      await page.goto(entry.path);
      const main = page.getByRole("main");
      if (entry.kind === "conditions") {
        await expect(main.locator("#symptoms li")).toHaveText(strings(entry.data.symptoms));
        const tests = entry.data.tests as Array<{ name: string }>;
        await expect(main.locator("#tests dt")).toHaveText(tests.map((each) => each.name));
        const operations = strings(entry.data.treatments);
        await expect(main.locator("#treatment li a")).toHaveCount(operations.length);
        for (const slug of operations)
          await expect(main.locator(`#treatment a[href="/treatments/${slug}/"]`)).toBeVisible();
      } else {
        await expect(main.locator("#preparation li")).toHaveText(strings(entry.data.preparation));
        const stages = entry.data.recovery as Array<{ when: string }>;
        await expect(main.locator("#recovery li strong")).toHaveText(stages.map((stage) => stage.when));
        const risks = entry.data.risks as Array<{ name: string }>;
        await expect(main.locator("#risks dt")).toHaveText(risks.map((risk) => risk.name));
      }
    }
  });
});

test.describe("links between the library, the articles and the services", () => {
  test.skip(...widthIndependent);
  for (const lang of LANGUAGES) {
    test(`an operation lists the conditions that link to it; pages list their related articles (${lang})`, async ({
      page,
    }) => {
      const pages = libraryPages(lang);
      const articles = lang === "en" ? ARTICLES : HINDI_ARTICLES;
      for (const operation of pages.filter((entry) => entry.kind === "treatments")) {
        const linking = pages.filter((entry) => strings(entry.data.treatments).includes(operation.slug));
        await page.goto(operation.path);
        const section = page.getByRole("region", { name: STRINGS[lang].library.conditionsItTreats });
        if (linking.length === 0) {
          await expect(section).toHaveCount(0);
          continue;
        }
        await expect(section.getByRole("link")).toHaveCount(linking.length);
        for (const condition of linking) {
          await expect(section.locator(`a[href="${condition.path}"]`)).toContainText(condition.title);
        }
      }
      for (const entry of pages.filter((each) => (each.data.articles as unknown[] | undefined)?.length)) {
        await page.goto(entry.path);
        const related = page.getByRole("region", { name: STRINGS[lang].library.relatedArticles });
        for (const id of entry.data.articles as number[]) {
          const article = articles.find((each) => each.id === String(id));
          if (article) await expect(related.getByRole("link", { name: article.title })).toBeVisible();
        }
      }
    });

    test(`an article lists the library pages that name it (${lang})`, async ({ page }) => {
      const pages = libraryPages(lang);
      const articles = lang === "en" ? ARTICLES : HINDI_ARTICLES;
      for (const article of articles) {
        const naming = pages.filter((entry) =>
          (entry.data.articles as number[] | undefined)?.includes(Number(article.id)),
        );
        await page.goto(`${prefix(lang)}/blog/${article.id}/`);
        const section = page.getByRole("region", { name: STRINGS[lang].library.onArticle });
        if (naming.length === 0) {
          await expect(section).toHaveCount(0);
          continue;
        }
        for (const entry of naming) {
          await expect(section.locator(`a[href="${entry.path}"]`)).toContainText(entry.title);
        }
      }
    });
  }

  test("each service's Learn More links to its conditions and operations", async ({ page }) => {
    await page.goto("/#services");
    const pages = libraryPages("en");
    for (const service of servicesJson) {
      const card = page
        .locator("#services article")
        .filter({ has: page.getByRole("heading", { name: service.title }) });
      await card.locator("summary").click();
      const on = pages.filter((entry) => strings(entry.data.services).includes(service.slug));
      const links = card.locator(".details a");
      await expect(links).toHaveCount(on.length);
      for (const entry of on) await expect(card.locator(`a[href="${entry.path}"]`)).toHaveText(entry.title);
    }
  });

  for (const lang of LANGUAGES) {
    test(`the home page's services section and the footer lead to both indexes (${lang})`, async ({ page }) => {
      const text = STRINGS[lang].library;
      await page.goto(`${prefix(lang)}/`);
      for (const kind of ["conditions", "treatments"] as const) {
        const href = `${prefix(lang)}/${kind}/`;
        await expect(
          page
            .locator("#services")
            .getByRole("navigation", { name: text.heading })
            .getByRole("link", { name: text[kind] }),
        ).toHaveAttribute("href", href);
        await expect(page.locator("footer").getByRole("link", { name: text[kind] })).toHaveAttribute("href", href);
      }
    });
  }
});

test.describe("the index pages", () => {
  test.skip(...widthIndependent);
  for (const lang of LANGUAGES) {
    for (const kind of ["conditions", "treatments"] as const) {
      test(`${prefix(lang)}/${kind}/ lists every ${kind} page A to Z, with its summary`, async ({ page }) => {
        const content = INDEX[lang][kind];
        await page.goto(`${prefix(lang)}/${kind}/`);
        await expect(page).toHaveTitle(new RegExp(`^${content.heading}`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heading);
        await expect(page.getByText(content.lead, { exact: true })).toBeVisible();
        const pages = libraryPages(lang, kind);
        const cards = page.getByRole("main").getByRole("listitem").getByRole("link");
        await expect(cards.getByRole("heading", { level: 2 })).toHaveText(pages.map((entry) => entry.title));
        for (const entry of pages) {
          const card = page.getByRole("main").locator(`a[href="${entry.path}"]`);
          await expect(card.getByRole("heading")).toHaveText(entry.title);
          await expect(card).toContainText(entry.description);
        }
        const other = kind === "conditions" ? "treatments" : "conditions";
        await expect(
          page.getByRole("main").getByRole("link", { name: STRINGS[lang].library[other], exact: true }),
        ).toHaveAttribute("href", `${prefix(lang)}/${other}/`);
      });
    }
  }
});

test.describe("the head of a library page", () => {
  test.skip(...widthIndependent);
  for (const lang of LANGUAGES) {
    test(`title, description, canonical, picture, hreflang and JSON-LD on every page (${lang})`, async ({ page }) => {
      for (const entry of libraryPages(lang)) {
        await page.goto(entry.path);
        await expect(page).toHaveTitle(new RegExp(`^${entry.title.replace(/[()]/g, "\\$&")}`));
        const head = page.locator("head");
        await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", entry.description);
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${practice.siteUrl}${entry.path}`);
        await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /\.jpg$/);
        await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
        // Reciprocal alternates: each language's page names the other.
        const counterpart = `${lang === "en" ? "/hi" : ""}/${entry.kind}/${entry.slug}/`;
        await expect(head.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute(
          "href",
          `${practice.siteUrl}${lang === "en" ? counterpart : entry.path}`,
        );
        await expect(head.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
          "href",
          `${practice.siteUrl}${lang === "en" ? entry.path : counterpart}`,
        );

        const graphs = (await head.locator('script[type="application/ld+json"]').allTextContents()).map(
          (json) => JSON.parse(json) as Record<string, unknown>,
        );
        const webPage = graphs.find((graph) => graph["@type"] === "MedicalWebPage")!;
        expect(webPage).toMatchObject({
          url: `${practice.siteUrl}${entry.path}`,
          name: entry.title,
          lastReviewed: new Date(String(entry.data.lastReviewed)).toISOString().slice(0, 10),
          reviewedBy: { name: entry.reviewedBy, "@id": `${practice.siteUrl}/#physician` },
        });
        const about = webPage.about as Record<string, unknown>;
        // Lists stay lists: each other name, checklist item and recovery stage its own text.
        expect(about.alternateName).toEqual(strings(entry.data.otherNames));
        if (entry.kind === "conditions") {
          expect(about["@type"]).toBe("MedicalCondition");
          expect((about.signOrSymptom as Array<{ name: string }>).map((sign) => sign.name)).toEqual(
            strings(entry.data.symptoms),
          );
          expect((about.possibleTreatment as unknown[]).length).toBe(strings(entry.data.treatments).length);
        } else {
          expect(about["@type"]).toBe("MedicalProcedure");
          expect(about.preparation).toEqual(strings(entry.data.preparation));
          expect(about.followup).toHaveLength((entry.data.recovery as unknown[]).length);
          expect(String(about.howPerformed).length).toBeGreaterThan(40);
        }
        const trail = graphs.find((graph) => graph["@type"] === "BreadcrumbList")!;
        expect((trail.itemListElement as Array<{ name: string }>).map((item) => item.name)).toEqual([
          STRINGS[lang].breadcrumb.home,
          STRINGS[lang].library[entry.kind],
          entry.title,
        ]);
      }
    });
  }

  test("the sitemap lists every library page and index with its alternates", () => {
    const sitemap = fs.readFileSync(path.resolve(__dirname, "../../public/sitemap.xml"), "utf8");
    for (const entry of libraryPages("en")) {
      const url = sitemap.split("<url>").find((block) => block.includes(`<loc>${practice.siteUrl}${entry.path}</loc>`));
      expect(url, entry.path).toBeDefined();
      expect(url).toContain(`hreflang="hi-IN" href="${practice.siteUrl}/hi${entry.path}"`);
      expect(url).toContain(
        `<lastmod>${new Date(String(entry.data.lastReviewed)).toISOString().slice(0, 10)}</lastmod>`,
      );
    }
    for (const route of ["/conditions/", "/treatments/", "/hi/conditions/", "/hi/treatments/"]) {
      expect(sitemap).toContain(`<loc>${practice.siteUrl}${route}</loc>`);
    }
  });
});

test.describe("reading a library page without JavaScript", () => {
  test.skip(...widthIndependent);
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGUAGES) {
    for (const kind of ["conditions", "treatments"] as const) {
      const [entry] = libraryPages(lang, kind);
      test(`${entry?.path}: every section, its picture and the contents' links work`, async ({ page }) => {
        await page.goto(entry!.path);
        const main = page.getByRole("main");
        for (const heading of sectionHeadings(kind, lang)) {
          await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
        }
        await main.getByRole("navigation", { name: STRINGS[lang].library.contents }).getByRole("link").last().click();
        await expect(page).toHaveURL(/#questions$/);
        await expect(main.locator("#questions h2")).toBeInViewport();
        await page.waitForLoadState("load");
        expect(
          await main.locator("picture img").evaluate((image) => (image as HTMLImageElement).naturalWidth),
        ).toBeGreaterThan(0);
      });
    }
  }
});

test.describe("searching the blog finds library pages", () => {
  test.skip(...widthIndependent);
  for (const lang of LANGUAGES) {
    for (const kind of ["conditions", "treatments"] as const) {
      const entry = libraryPages(lang, kind).at(-1)!;
      test(`a word only ${entry.path} has finds it, labelled as ${kind} (${lang})`, async ({ page }) => {
        const word = libraryOnlyWord(entry, lang);
        await page.goto(`${prefix(lang)}/blog/`);
        await page.getByRole("searchbox").fill(word);
        const results = page.getByRole("main").getByRole("listitem").getByRole("article");
        await expect(results).toHaveCount(1);
        await expect(results).toContainText(STRINGS[lang].library.kind[kind]);
        await results.getByRole("link", { name: entry.title }).click();
        await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.title);
      });
    }
  }
});
