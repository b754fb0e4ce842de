import paymentText from "../../content/hi/payment.json";
import payment from "../../content/payment.json";
import type { Lang } from "../../src/i18n/languages";
import { localisedPath } from "../../src/i18n/languages";
import { format } from "../../src/i18n/format";
import { feeText } from "../../src/i18n/schedule-text";
import { STRINGS } from "../../src/i18n/strings";
import { PAYMENT, withSharedFacts } from "../../src/lib/content-model";
import { displayDate } from "../../src/lib/date-display";
import { PAYMENT_PATH } from "../../src/lib/paths";
import { libraryPages, scheduleIn } from "./content";
import { expect, gotoHydrated, test, widthIndependent } from "./fixtures";
import { main } from "./locators";

/**
 * What it costs and who pays (issue 47): /fees-and-insurance/ in both languages with its tables and
 * the day each list was checked, the estimates on each operation's page, the links to the page, and
 * reading it all without JavaScript. Every expectation comes from content/.
 */
test.skip(...widthIndependent);

const PAYMENT_IN = { en: payment, hi: withSharedFacts(PAYMENT, payment, paymentText) } as const;
const LANGS = ["en", "hi"] as const;

interface Estimate {
  venue: string;
  min: number;
  max: number;
  room: string;
  stayDays: number;
  includes: string;
  excludes: string;
  verifiedOn: string;
}

/** Every operation with estimates, in a language, with its page's address. */
const operationsWithEstimates = (lang: Lang) =>
  libraryPages(lang, "treatments")
    .map((page) => ({ ...page, estimates: (page.data.estimates ?? []) as Estimate[] }))
    .filter((page) => page.estimates.length > 0);

function wordsIn(lang: Lang) {
  const text = STRINGS[lang].payment;
  const venues = scheduleIn(lang).venues;
  return {
    text,
    venueName: (id: string) => venues.find((venue) => venue.id === id)!.name,
    checked: (date: string) => format(text.checked, { date: displayDate(date, lang) }),
    range: (estimate: Estimate) =>
      format(text.range, { min: feeText(estimate.min, lang), max: feeText(estimate.max, lang) }),
  };
}

test("every operation with estimates is in the sample content, in both languages", () => {
  for (const lang of LANGS) expect(operationsWithEstimates(lang).length).toBeGreaterThan(0);
});

for (const lang of LANGS) {
  const path = localisedPath(lang, PAYMENT_PATH);
  const content = PAYMENT_IN[lang];

  test(`${path}: the consultation fees and every estimate in tables, each row linking to its operation`, async ({
    page,
  }) => {
    const { text, venueName, range } = wordsIn(lang);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: content.title })).toBeVisible();

    const fees = main(page).getByRole("region", { name: text.fees });
    for (const venue of scheduleIn(lang).venues) {
      const row = fees.getByRole("row").filter({ has: page.getByRole("rowheader", { name: venue.name }) });
      await expect(row).toContainText(feeText(venue.fees.firstVisit!, lang));
      await expect(row).toContainText(feeText(venue.fees.followUp!, lang));
    }

    const estimates = main(page).getByRole("region", { name: text.estimates });
    const expected = operationsWithEstimates(lang).flatMap((operation) =>
      operation.estimates.map((estimate) => ({ operation, estimate })),
    );
    await expect(estimates.getByRole("row")).toHaveCount(expected.length + 1);
    for (const { operation, estimate } of expected) {
      const row = estimates
        .getByRole("row")
        .filter({ hasText: estimate.room })
        .filter({
          has: page.getByRole("link", { name: operation.title, exact: true }),
        });
      await expect(row.getByRole("link", { name: operation.title, exact: true })).toHaveAttribute(
        "href",
        operation.path,
      );
      await expect(row).toContainText(venueName(estimate.venue));
      await expect(row).toContainText(range(estimate));
      await expect(row).toContainText(format(text.stayDays, { days: estimate.stayDays }));
      await expect(row).toContainText(displayDate(estimate.verifiedOn, lang));
    }
    await expect(estimates.getByText(text.estimateNote)).toBeVisible();
  });

  test(`${path}: ways to pay, cashless insurance and its steps, the schemes, each list with its checked date`, async ({
    page,
  }) => {
    const { text, venueName, checked } = wordsIn(lang);
    await page.goto(path);
    for (const venue of content.venues) {
      const ways = main(page).getByRole("region", { name: `${text.ways}: ${venueName(venue.venue)}` });
      for (const way of venue.payments) await expect(ways.getByRole("listitem").filter({ hasText: way })).toBeVisible();
      await expect(ways.getByText(checked(venue.verifiedOn))).toBeVisible();

      const cashless = main(page).getByRole("region", { name: `${text.cashless}: ${venueName(venue.venue)}` });
      const insurers = "insurers" in venue ? (venue.insurers ?? []) : [];
      await expect(cashless.getByRole("listitem")).toHaveCount(insurers.length);
      for (const insurer of insurers)
        await expect(cashless.getByRole("listitem").filter({ hasText: insurer })).toBeVisible();
      if (insurers.length === 0) {
        await expect(cashless.getByText(format(text.noInsurers, { venue: venueName(venue.venue) }))).toBeVisible();
      }
      await expect(cashless.getByText(checked(venue.verifiedOn))).toBeVisible();
    }

    const cashless = main(page).getByRole("region", { name: text.cashless, exact: true });
    const steps = cashless.locator("ol").getByRole("listitem");
    await expect(steps).toHaveCount(content.cashless.steps.length);
    for (const [index, step] of content.cashless.steps.entries()) {
      await expect(steps.nth(index)).toContainText(step.title);
      await expect(steps.nth(index)).toContainText(step.text);
    }
    await expect(cashless.getByText(checked(content.cashless.verifiedOn)).last()).toBeVisible();

    const schemes = main(page).getByRole("region", { name: text.schemes, exact: true });
    const table = schemes.getByRole("table", { name: text.whichVenue });
    for (const scheme of content.schemes) {
      const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: scheme.name }) });
      for (const venue of content.venues) {
        const takes = "schemes" in venue && (venue.schemes ?? []).includes(scheme.id);
        await expect(row.getByRole("cell").nth(content.venues.indexOf(venue))).toHaveText(
          takes ? text.takes : text.notTaken,
        );
      }
      const card = schemes.getByRole("region", { name: scheme.name });
      await expect(card.getByText(scheme.forWhom)).toBeVisible();
      for (const item of scheme.bring) await expect(card.getByRole("listitem").filter({ hasText: item })).toBeVisible();
      if ("helpline" in scheme && scheme.helpline) {
        await expect(card.getByRole("link", { name: scheme.helpline })).toHaveAttribute(
          "href",
          `tel:${scheme.helpline}`,
        );
      }
      await expect(card.getByText(checked(scheme.verifiedOn))).toBeVisible();
    }
  });

  test(`${lang}: each operation's page shows its estimates, the plain line and the link to the page`, async ({
    page,
  }) => {
    const { text, venueName, checked, range } = wordsIn(lang);
    for (const operation of libraryPages(lang, "treatments")) {
      const estimates = (operation.data.estimates ?? []) as Estimate[];
      await page.goto(operation.path);
      const section = main(page).getByRole("region", { name: STRINGS[lang].library.sections.cost });
      for (const estimate of estimates) {
        const card = section.getByRole("region", { name: `${venueName(estimate.venue)}, ${estimate.room}` });
        await expect(card.getByText(range(estimate))).toBeVisible();
        await expect(card.getByText(format(text.stayDays, { days: estimate.stayDays }))).toBeVisible();
        await expect(card.getByText(estimate.includes)).toBeVisible();
        await expect(card.getByText(estimate.excludes)).toBeVisible();
        await expect(card.getByText(checked(estimate.verifiedOn))).toBeVisible();
      }
      await expect(section.getByText(estimates.length > 0 ? text.estimateNote : text.noEstimates)).toBeVisible();
      await expect(section.getByRole("link", { name: text.operationLink })).toHaveAttribute("href", path);
    }
  });

  test(`${lang}: the footer, the contact section and the booking dialog link to the page`, async ({ page }) => {
    const { text } = wordsIn(lang);
    await gotoHydrated(page, localisedPath(lang, "/"));
    await expect(page.getByRole("contentinfo").getByRole("link", { name: text.link })).toHaveAttribute("href", path);
    const contact = page.locator("#contact");
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByRole("link", { name: text.link })).toHaveAttribute("href", path);

    await page.getByRole("button", { name: STRINGS[lang].common.bookAppointment }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: text.link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: content.title })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    const path = localisedPath(lang, PAYMENT_PATH);
    test(`${path} reads whole at phone width: every table's rows as labelled cards, nothing wider than the screen`, async ({
      page,
    }) => {
      const { text } = wordsIn(lang);
      await page.goto(path);
      for (const name of [text.fees, text.estimates]) {
        const table = main(page).getByRole("region", { name }).getByRole("table");
        await expect(table).toBeVisible();
        for (const row of await table.locator("tbody tr").all()) {
          await expect(row).toBeVisible();
          const box = await row.boundingBox();
          expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
        }
      }
      // Each cell is named by its column on the card it sits on.
      const firstCell = main(page).getByRole("region", { name: text.estimates }).locator("tbody td").first();
      expect(await firstCell.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe(
        JSON.stringify(text.venue),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      const operation = libraryPages(lang, "treatments")[0]!;
      await page.goto(operation.path);
      await expect(
        main(page)
          .getByRole("region", { name: STRINGS[lang].library.sections.cost })
          .getByText(STRINGS[lang].payment.estimateNote),
      ).toBeVisible();
    });
  }
});
