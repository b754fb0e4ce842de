import practiceText from "../../content/hi/practice.json";
import visitText from "../../content/hi/your-visit.json";
import practiceEn from "../../content/practice.json";
import visitEn from "../../content/your-visit.json";
import { localisedPath, type Lang } from "../../src/i18n/languages";
import { format } from "../../src/i18n/format";
import { weekText } from "../../src/i18n/schedule-text";
import { STRINGS } from "../../src/i18n/strings";
import { telHref } from "../../src/lib/contact-links";
import { PRACTICE, VISIT, withSharedFacts } from "../../src/lib/content-model";
import { VISIT_PATH } from "../../src/lib/paths";
import { whatsappUrl } from "../../src/lib/whatsapp";
import { libraryPages, scheduleIn } from "./content";
import { expect, gotoHydrated, test, widthIndependent } from "./fixtures";
import { main } from "./locators";

/**
 * A patient's visit on one page (issue 48, DECISIONS.md 22): /your-visit/ in both languages, with
 * the practice's phone and WhatsApp, the desk and ABHA Scan & Share where a venue offers it, the
 * checklist, the day, each venue, the languages and the operations' checklists; the links to it;
 * reading it without JavaScript. Every expectation comes from content/.
 */
test.skip(...widthIndependent);

const LANGS = ["en", "hi"] as const;
const VISIT_IN = { en: visitEn, hi: withSharedFacts(VISIT, visitEn, visitText) } as const;
const PRACTICE_IN = { en: practiceEn, hi: withSharedFacts(PRACTICE, practiceEn, practiceText) } as const;

/** The schedule's venue facts the page shows, by venue id (content/schedule.json, Hindi text on Hindi pages). */
function venuesIn(lang: Lang) {
  return scheduleIn(lang).venues as ReadonlyArray<
    ReturnType<typeof scheduleIn>["venues"][number] & {
      directions?: string;
      parking?: string;
      access?: string;
      abhaScanShare?: boolean;
    }
  >;
}

test("the sample content has a venue with ABHA Scan & Share and one without", () => {
  const offers = venuesIn("en").map((venue) => Boolean(venue.abhaScanShare));
  expect(offers).toContain(true);
  expect(offers).toContain(false);
});

for (const lang of LANGS) {
  const path = localisedPath(lang, VISIT_PATH);
  const visit = VISIT_IN[lang];
  const practice = PRACTICE_IN[lang];
  const text = STRINGS[lang].visit;

  test(`${path}: booking, the desk, what to bring, the day, each venue, languages and the operations`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: visit.title })).toBeVisible();
    await expect(main(page).getByText(visit.intro)).toBeVisible();

    const book = main(page).getByRole("region", { name: text.book });
    await expect(book.getByText(visit.booking)).toBeVisible();
    await expect(book.getByRole("link", { name: practice.phones.booking })).toHaveAttribute(
      "href",
      telHref(practice.phones.booking),
    );
    await expect(book.getByRole("link", { name: practice.whatsapp.number })).toHaveAttribute(
      "href",
      whatsappUrl(practice.whatsapp.number, practice.whatsapp.greeting),
    );

    const desk = main(page).getByRole("region", { name: text.registration });
    await expect(desk.getByText(visit.registration)).toBeVisible();
    const abhaVenues = venuesIn(lang).filter((venue) => venue.abhaScanShare);
    await expect(desk.getByText(visit.abha)).toBeVisible();
    await expect(desk).toContainText(
      format(text.abhaAt, {
        venues: abhaVenues.map((venue) => venue.name).join(STRINGS[lang].schedule.listSeparator),
      }),
    );
    for (const venue of venuesIn(lang).filter((each) => !each.abhaScanShare)) {
      await expect(desk).not.toContainText(venue.name);
    }

    const bring = main(page).getByRole("region", { name: text.bring });
    const items = bring.getByRole("listitem");
    await expect(items).toHaveCount(visit.bring.length);
    for (const [index, item] of visit.bring.entries()) {
      await expect(items.nth(index)).toContainText(item.text);
      if ("note" in item && item.note) await expect(items.nth(index)).toContainText(item.note);
      const link = "link" in visitEn.bring[index]! ? (visitEn.bring[index] as { link?: string }).link : undefined;
      if (link) {
        await expect(items.nth(index).getByRole("link", { name: item.text })).toHaveAttribute(
          "href",
          localisedPath(lang, link),
        );
      }
    }

    const day = main(page).getByRole("region", { name: text.onTheDay });
    await expect(day.getByText(visit.arrive)).toBeVisible();
    await expect(day.getByText(visit.waiting)).toBeVisible();

    const where = main(page).getByRole("region", { name: text.venues, exact: true });
    for (const venue of venuesIn(lang)) {
      const card = where.getByRole("region", { name: venue.name });
      await expect(card).toContainText(venue.address);
      await expect(card).toContainText(
        weekText(venue, STRINGS[lang].schedule).join(STRINGS[lang].schedule.listSeparator),
      );
      for (const fact of [venue.directions, venue.parking, venue.access])
        if (fact) await expect(card).toContainText(fact);
    }

    const languages = main(page).getByRole("region", { name: text.languages });
    for (const language of visit.languages) await expect(languages).toContainText(language);

    const operations = main(page).getByRole("region", { name: text.operations });
    await expect(operations.getByText(visit.preparation)).toBeVisible();
    const treatments = libraryPages(lang, "treatments");
    await expect(operations.getByRole("link")).toHaveCount(treatments.length);
    for (const treatment of treatments) {
      await expect(operations.getByRole("link", { name: treatment.title, exact: true })).toHaveAttribute(
        "href",
        `${treatment.path}#preparation`,
      );
    }
  });

  test(`${lang}: the footer and the booking dialog link to the page, and the link lands on it`, async ({ page }) => {
    await gotoHydrated(page, localisedPath(lang, "/"));
    await expect(page.getByRole("contentinfo").getByRole("link", { name: text.link })).toHaveAttribute("href", path);
    await page.getByRole("button", { name: STRINGS[lang].common.bookAppointment }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: text.link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: visit.title })).toBeVisible();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    const path = localisedPath(lang, VISIT_PATH);
    test(`${path} reads whole, nothing wider than the screen`, async ({ page }) => {
      const visit = VISIT_IN[lang];
      const text = STRINGS[lang].visit;
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: visit.title })).toBeVisible();
      for (const name of [text.book, text.registration, text.bring, text.onTheDay, text.languages, text.operations]) {
        await expect(main(page).getByRole("region", { name }).getByRole("heading", { level: 2 })).toBeVisible();
      }
      await expect(main(page).getByRole("region", { name: text.bring }).getByRole("listitem").last()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
    });
  }
});
