import fs from "node:fs";
import matter from "gray-matter";
import paymentHi from "../content/hi/payment.json";
import payment from "../content/payment.json";
import schedule from "../content/schedule.json";
import { PAYMENT, TREATMENTS } from "../src/lib/content-model";
import {
  repeatedFactProblems,
  translationProblems,
  validateJsonFile,
  validateMarkdown,
  venueProblems,
  type ValidationContext,
} from "../src/lib/content-validation";
import { isStale, staleWarnings, todayInIndia } from "../src/lib/payment";
import { priceRange } from "../src/lib/structured-data";

/**
 * Money facts (issue 47): every bad input named in the issue fails naming the file and the field,
 * and a fact past its check-by date warns, with a fixed clock.
 */

const PAYMENT_FILE = "content/payment.json";
const TREATMENT_FILE = "content/treatments/laparoscopic-cholecystectomy/index.md";
const TODAY = "2026-11-28";
const context = (file: string): ValidationContext => ({
  file,
  today: TODAY,
  imageSize: () => ({ width: 4000, height: 4000 }),
});
const venueIds = schedule.venues.map((venue) => venue.id);

const treatment = matter(fs.readFileSync(TREATMENT_FILE, "utf8"));
const translated = matter(fs.readFileSync(TREATMENT_FILE.replace("index.md", "index.hi.md"), "utf8"));
type Estimate = Record<string, unknown>;
const estimates = treatment.data.estimates as Estimate[];

/** The operation's front matter with its first estimate changed. */
const withEstimate = (changes: Estimate) => ({
  ...treatment.data,
  estimates: [{ ...estimates[0], ...changes }, ...estimates.slice(1)],
});
const estimateProblems = (changes: Estimate) =>
  validateMarkdown(withEstimate(changes), treatment.content, context(TREATMENT_FILE), TREATMENTS);

/** payment.json with its first venue changed. */
const withVenue = (changes: Record<string, unknown>) => ({
  ...payment,
  venues: [{ ...payment.venues[0], ...changes }, ...payment.venues.slice(1)],
});

describe("the sample content", () => {
  it("passes every rule, in both languages and across files", () => {
    expect(validateJsonFile(PAYMENT, payment, context(PAYMENT_FILE))).toEqual([]);
    expect(
      translationProblems(PAYMENT, payment, paymentHi, {
        original: PAYMENT_FILE,
        translation: "content/hi/payment.json",
      }),
    ).toEqual([]);
    expect(venueProblems(PAYMENT.fields, payment, venueIds, PAYMENT_FILE)).toEqual([]);
    expect(validateMarkdown(treatment.data, treatment.content, context(TREATMENT_FILE), TREATMENTS)).toEqual([]);
    expect(venueProblems(TREATMENTS.fields, treatment.data, venueIds, TREATMENT_FILE)).toEqual([]);
  });

  it("states every amount as a range", () => {
    for (const estimate of estimates) expect(estimate.max).toBeGreaterThan(estimate.min as number);
  });
});

describe("bad input stops the build, naming the file and the field", () => {
  it("min above max", () => {
    expect(estimateProblems({ min: 90000, max: 80000 })).toEqual([
      `${TREATMENT_FILE}: field "estimates[1].max" (80000) is less than "min" (90000)`,
    ]);
  });

  it.each([
    ["min", { min: -1 }],
    ["max", { max: -5 }],
  ])("a negative amount (%s)", (field, changes) => {
    expect(estimateProblems(changes)).toEqual([
      expect.stringContaining(`${TREATMENT_FILE}: field "estimates[1].${field}" must be a whole number of 0 or more`),
    ]);
  });

  it("an estimate naming a venue the schedule does not have", () => {
    expect(
      venueProblems(TREATMENTS.fields, withEstimate({ venue: "city-hospital" }), venueIds, TREATMENT_FILE),
    ).toEqual([
      expect.stringContaining(
        `${TREATMENT_FILE}: field "estimates[1].venue" is "city-hospital", which is not a venue's id in content/schedule.json`,
      ),
    ]);
  });

  it("a venue entry naming a venue the schedule does not have", () => {
    expect(venueProblems(PAYMENT.fields, withVenue({ venue: "city-hospital" }), venueIds, PAYMENT_FILE)).toEqual([
      expect.stringContaining(`${PAYMENT_FILE}: field "venues[1].venue" is "city-hospital", which is not a venue's id`),
    ]);
  });

  it("a scheme taken by a venue that payment.json does not describe", () => {
    const schemes = [...payment.venues[0]!.schemes!, "mukhyamantri-yojana"];
    expect(validateJsonFile(PAYMENT, withVenue({ schemes }), context(PAYMENT_FILE))).toEqual([
      expect.stringContaining(
        `${PAYMENT_FILE}: field "venues[1].schemes[${schemes.length}]" is "mukhyamantri-yojana", which is not a scheme this file describes`,
      ),
    ]);
  });

  it("a verifiedOn in the future, in payment.json and in an estimate; today itself is fine", () => {
    expect(validateJsonFile(PAYMENT, withVenue({ verifiedOn: "2026-11-29" }), context(PAYMENT_FILE))).toEqual([
      expect.stringContaining(`${PAYMENT_FILE}: field "venues[1].verifiedOn" (2026-11-29) is in the future`),
    ]);
    const scheme = { ...payment.schemes[0], verifiedOn: "2027-01-01" };
    expect(
      validateJsonFile(PAYMENT, { ...payment, schemes: [scheme, ...payment.schemes.slice(1)] }, context(PAYMENT_FILE)),
    ).toEqual([
      expect.stringContaining(`${PAYMENT_FILE}: field "schemes[1].verifiedOn" (2027-01-01) is in the future`),
    ]);
    expect(estimateProblems({ verifiedOn: "2026-12-01" })).toEqual([
      expect.stringContaining(`${TREATMENT_FILE}: field "estimates[1].verifiedOn" (2026-12-01) is in the future`),
    ]);
    expect(estimateProblems({ verifiedOn: TODAY })).toEqual([]);
  });

  it.each(["2026-02-30", "02/11/2026", "last week"])("a verifiedOn that is not a real date: %s", (date) => {
    expect(
      validateJsonFile(
        PAYMENT,
        { ...payment, cashless: { ...payment.cashless, verifiedOn: date } },
        context(PAYMENT_FILE),
      ),
    ).toEqual([
      expect.stringContaining(`${PAYMENT_FILE}: field "cashless.verifiedOn" is not a date in the form YYYY-MM-DD`),
    ]);
    expect(estimateProblems({ verifiedOn: date })).toEqual([
      expect.stringContaining(
        `${TREATMENT_FILE}: field "estimates[1].verifiedOn" is not a date in the form YYYY-MM-DD`,
      ),
    ]);
  });

  it("a missing Hindi text in content/hi/payment.json", () => {
    const [first, ...rest] = paymentHi.schemes;
    const hi = { ...paymentHi, schemes: [{ ...first, forWhom: "" }, ...rest] };
    expect(
      translationProblems(PAYMENT, payment, hi, { original: PAYMENT_FILE, translation: "content/hi/payment.json" }),
    ).toEqual([`content/hi/payment.json: field "schemes[1].forWhom" is missing: translate it from ${PAYMENT_FILE}`]);
  });

  it("a missing Hindi text in an operation's estimate", () => {
    const hindiFile = TREATMENT_FILE.replace("index.md", "index.hi.md");
    const [first, ...rest] = translated.data.estimates as Estimate[];
    const front = { ...translated.data, estimates: [{ ...first, excludes: "" }, ...rest] };
    expect(validateMarkdown(front, translated.content, context(hindiFile), TREATMENTS)).toEqual([
      `${hindiFile}: field "estimates[1].excludes" is missing or empty`,
    ]);
  });

  it("a Hindi estimate whose shared facts differ from the English one, or that is left out", () => {
    const files = { original: TREATMENT_FILE, translation: TREATMENT_FILE.replace("index.md", "index.hi.md") };
    expect(repeatedFactProblems(TREATMENTS, treatment.data, translated.data, files)).toEqual([]);
    const [first, ...rest] = translated.data.estimates as Estimate[];
    const cheaper = { ...translated.data, estimates: [{ ...first, max: 60000 }, ...rest] };
    expect(repeatedFactProblems(TREATMENTS, treatment.data, cheaper, files)).toEqual([
      expect.stringContaining(`${files.translation}: field "estimates" is`),
    ]);
    const { estimates: _left, ...without } = translated.data;
    expect(repeatedFactProblems(TREATMENTS, treatment.data, without, files)).toEqual([
      expect.stringContaining(`${files.translation}: field "estimates" is null`),
    ]);
  });
});

describe("facts past their check-by date", () => {
  it("turn stale the day after staleAfterDays have passed", () => {
    // Checked on 1 January: day 180 is 30 June, the last day it holds.
    expect(isStale("2026-01-01", 180, "2026-06-29")).toBe(false);
    expect(isStale("2026-01-01", 180, "2026-06-30")).toBe(false);
    expect(isStale("2026-01-01", 180, "2026-07-01")).toBe(true);
    expect(isStale("2026-01-01", 180, "2027-01-01")).toBe(true);
  });

  it("warn naming the file, the field and the date, and only those past it", () => {
    const data = { ...payment, cashless: { ...payment.cashless, verifiedOn: "2026-01-01" } };
    expect(staleWarnings(PAYMENT_FILE, PAYMENT.fields, data, 180, "2026-06-30")).toEqual([]);
    expect(staleWarnings(PAYMENT_FILE, PAYMENT.fields, data, 180, "2026-07-01")).toEqual([
      `${PAYMENT_FILE}: field "cashless.verifiedOn" was checked with the hospital on 2026-01-01, more than 180 days ago; check it again and update the date`,
    ]);
    const old = withEstimate({ verifiedOn: "2025-12-01" });
    expect(staleWarnings(TREATMENT_FILE, TREATMENTS.fields, old, 180, "2026-07-01")).toEqual([
      expect.stringContaining(
        `${TREATMENT_FILE}: field "estimates[1].verifiedOn" was checked with the hospital on 2025-12-01`,
      ),
    ]);
  });

  it("read today in India's calendar", () => {
    // 20:00 in London on 31 December is 01:30 on 1 January in India.
    expect(todayInIndia(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
  });
});

describe("priceRange for the structured data", () => {
  it("spans a venue's consultation fees", () => {
    expect(priceRange({ firstVisit: 800, followUp: 500 })).toBe("₹500–₹800");
    expect(priceRange({ firstVisit: 800 })).toBe("₹800");
    expect(priceRange({ firstVisit: null, followUp: null })).toBeUndefined();
  });
});
