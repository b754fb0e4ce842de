import practice from "../../content/practice.json";
import visitText from "../../content/hi/your-visit.json";
import visitEn from "../../content/your-visit.json";
import type { Page } from "@playwright/test";
import { format } from "../../src/i18n/format";
import { localisedPath, type Lang } from "../../src/i18n/languages";
import { STRINGS } from "../../src/i18n/strings";
import { VISIT, withSharedFacts } from "../../src/lib/content-model";
import { VISIT_PATH } from "../../src/lib/paths";
import { absoluteUrl } from "../../src/lib/site-url";
import { articleById, firstLibraryPage, HINDI_ARTICLES } from "./content";
import { expect, gotoHydrated, hydratedElement, test } from "./fixtures";
import { main } from "./locators";

/**
 * Share and print (issue 48, DECISIONS.md 22). Every article and library page, and /your-visit/,
 * has a Share control: a WhatsApp link that works without JavaScript, the phone's share sheet where
 * the browser has one, and "Copy link", each with the page's own address in its language. Each
 * prints as a leaflet on A4, through Chromium's PDF output: no navigation, the page's address on
 * it, checklists as boxes to tick, and /your-visit/ on one sheet. Expectations come from content/.
 */

const VISIT_IN = { en: visitEn, hi: withSharedFacts(VISIT, visitEn, visitText) } as const;
const hindiArticle = HINDI_ARTICLES.find((article) => article.id === "1")!;

/** A page of each kind with a Share control, in each language, with its title. */
const SHARED: ReadonlyArray<{ path: string; title: string; lang: Lang; kind: string }> = [
  { path: "/blog/1/", title: articleById("1").title, lang: "en", kind: "article" },
  { path: "/hi/blog/1/", title: hindiArticle.title, lang: "hi", kind: "article" },
  ...(["conditions", "treatments"] as const).flatMap((kind) =>
    (["en", "hi"] as const).map((lang) => {
      const page = firstLibraryPage(kind, lang);
      return { path: page.path, title: page.title, lang, kind };
    }),
  ),
  ...(["en", "hi"] as const).map((lang) => ({
    path: localisedPath(lang, VISIT_PATH),
    title: VISIT_IN[lang].title,
    lang,
    kind: "visit",
  })),
];

const shareGroup = (page: Page, lang: Lang) => main(page).getByRole("group", { name: STRINGS[lang].share.label });

/** The message WhatsApp is handed: the title, then the page's absolute address. */
const whatsappHref = (title: string, path: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${title}\n${absoluteUrl(practice.siteUrl, path)}`)}`;

test.describe("share", () => {
  // The controls are the same at every width.
  test.skip(({ isMobile }) => !isMobile, "checked at phone width");

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    for (const { path, title, lang } of SHARED) {
      test(`${path}: a WhatsApp link with the title and the address, and no control that needs a script`, async ({
        page,
      }) => {
        const text = STRINGS[lang].share;
        await page.goto(path);
        const group = shareGroup(page, lang);
        const whatsapp = group.getByRole("link", { name: text.whatsappName });
        await expect(whatsapp).toBeVisible();
        await expect(whatsapp).toHaveAttribute("href", whatsappHref(title, path));
        await expect(whatsapp).toHaveAttribute("target", "_blank");
        // Share and Copy link need the page's script: without it they are not offered.
        await expect(group.getByRole("button")).toHaveCount(0);
      });
    }
  });

  for (const { path, title, lang } of SHARED.filter((each) => each.kind !== "visit")) {
    test(`${path}: the phone's share sheet gets the title and the address; Copy link copies it`, async ({
      page,
      context,
    }) => {
      const text = STRINGS[lang].share;
      const url = absoluteUrl(practice.siteUrl, path);
      // A browser with a share sheet, as on a phone: the call is recorded.
      await page.addInitScript(() => {
        const calls: ShareData[] = [];
        Object.assign(window, { __shared: calls });
        Object.defineProperty(Navigator.prototype, "share", {
          configurable: true,
          value: (data: ShareData) => {
            calls.push(data);
            return Promise.resolve();
          },
        });
      });
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await gotoHydrated(page, path);
      const group = shareGroup(page, lang);
      await hydratedElement(group);
      await group.getByRole("button", { name: text.share }).click();
      expect(await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)).toEqual([
        { title, url },
      ]);

      await group.getByRole("button", { name: text.copy }).click();
      await expect(main(page).getByRole("status").filter({ hasText: text.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      // The link still goes to WhatsApp with the same message.
      await expect(group.getByRole("link", { name: text.whatsappName })).toHaveAttribute(
        "href",
        whatsappHref(title, path),
      );
    });
  }

  test("without a share sheet in the browser, only WhatsApp and Copy link are offered", async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const { path, lang } = SHARED[0]!;
    await gotoHydrated(page, path);
    const group = shareGroup(page, lang);
    await hydratedElement(group);
    await expect(group.getByRole("button", { name: STRINGS[lang].share.copy })).toBeVisible();
    await expect(group.getByRole("button", { name: STRINGS[lang].share.share })).toHaveCount(0);
  });
});

/** The number of pages of a PDF that Chromium wrote: its page objects (not the page tree's /Pages). */
const pdfPages = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

test.describe("print", () => {
  // Paper is the same whatever the screen: printed once, from the desktop project.
  test.skip(({ isMobile }) => isMobile, "printed from the desktop project");

  for (const { path, lang, kind } of SHARED) {
    test(`${path} prints as a leaflet: no navigation or site chrome, its title and its address`, async ({ page }) => {
      const url = absoluteUrl(practice.siteUrl, path);
      const strings = STRINGS[lang];
      await gotoHydrated(page, path);
      const pdf = await page.pdf({ format: "A4" });
      const pages = pdfPages(pdf);
      if (kind === "visit") expect(pages, `${path} on one A4 sheet`).toBe(1);
      else expect(pages).toBeGreaterThanOrEqual(1);

      // What the PDF shows is what print media shows: read it as text and boxes.
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      await expect(page.getByRole("complementary", { name: strings.contactBar.label })).toBeHidden();
      await expect(page.getByRole("navigation")).toHaveCount(0);
      await expect(page.getByRole("button")).toHaveCount(0);
      await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
      await expect(main(page).getByText(`${strings.share.printedFrom} ${url}`)).toBeVisible();
      if (kind === "conditions" || kind === "treatments") {
        const library = firstLibraryPage(kind, lang);
        await expect(
          main(page).getByText(
            format(strings.library.reviewed, {
              name: library.reviewedBy,
              date: library.lastReviewed,
              next: library.nextReview,
            }),
          ),
        ).toBeVisible();
      }
      // Each checklist's items print with an empty box to tick.
      const checklist = kind === "visit" ? strings.visit.bring : kind === "treatments" ? "preparation" : undefined;
      if (checklist) {
        const list =
          kind === "visit"
            ? main(page).getByRole("region", { name: checklist }).getByRole("list")
            : main(page).locator("#preparation ul");
        const boxes = await list
          .getByRole("listitem")
          .evaluateAll((items) => items.map((item) => getComputedStyle(item, "::before").borderTopStyle));
        expect(boxes.length).toBeGreaterThan(0);
        expect(boxes.every((style) => style === "solid")).toBe(true);
      }
    });
  }
});
