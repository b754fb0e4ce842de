import type { GatsbyNode } from "gatsby";
import { rangeText } from "../src/i18n/estimate-text";
import type { Lang } from "../src/i18n/languages";
import { feeShown, venueFeesShown, venueSummaries, weekText } from "../src/i18n/schedule-text";
import { STRINGS } from "../src/i18n/strings";
import { isUnset, LIBRARY, MARKDOWN } from "../src/lib/content-model";
import { contentTypeDefs, frontmatterTypeName, libraryFieldName } from "../src/lib/content-schema";
import { displayDate, shownDates } from "../src/lib/date-display";
import { dateText } from "../src/lib/dates";

/**
 * The content model (src/lib/content-model.ts) as GraphQL types: a field the pages need is non-null,
 * so a missing value fails the build instead of rendering as nothing, and images are `File`s that
 * gatsby-plugin-image can process.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

/**
 * A field written for people in the language a query asks for (`verifiedOnShown(lang: $lang)`), at
 * build time. A page that formatted dates or rupees itself would carry Intl's formatters, and a phone's
 * first use of one loads its locale's data in a long task while the page hydrates.
 */
function shown<Source>(show: (source: Source, lang: Lang) => string | null, type = "String!") {
  return { type, args: { lang: "String!" }, resolve: (source: Source, { lang }: { lang: Lang }) => show(source, lang) };
}

/** A `verifiedOn` (or any date field) as the page shows it: "2 November 2026". */
const dateShown = (field: string) =>
  shown((source: Record<string, unknown>, lang) => displayDate(dateText(source[field]) ?? "", lang));

/** A fee in rupees ("₹800"), or null where the content sets none. */
const feeFieldShown = (field: string) =>
  shown((source: Record<string, number | null | undefined>, lang) => feeShown(source[field], lang), "String");

type ScheduleSource = {
  fields: { lang: Lang };
  venues: Parameters<typeof venueSummaries>[0] & Parameters<typeof venueFeesShown>[0];
};

/**
 * An article's dates as its pages show them, in its language (src/lib/date-display.ts); the
 * schedule's week in words in its language (src/i18n/schedule-text.ts): the hospital's, and each
 * venue's, named; the fees, estimates and dates the practice's pages print (`…Shown(lang: $lang)`).
 * The footer and the booking dialog on every page print these, so the code that writes them stays
 * out of every page's JavaScript.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    // What it costs (src/pages/fees-and-insurance.tsx, src/pages/second-opinion.tsx, privacy.tsx).
    PaymentJsonVenues: { verifiedOnShown: dateShown("verifiedOn") },
    PaymentJsonSchemes: { verifiedOnShown: dateShown("verifiedOn") },
    PaymentJsonCashless: { verifiedOnShown: dateShown("verifiedOn") },
    LibraryFrontmatterEstimates: {
      verifiedOnShown: dateShown("verifiedOn"),
      rangeShown: shown((estimate: { min: number; max: number }, lang) =>
        rangeText(estimate, lang, STRINGS[lang].payment),
      ),
    },
    SecondOpinionJson: { feeShown: feeFieldShown("fee") },
    PrivacyJson: { lastUpdatedShown: dateShown("lastUpdated") },
    ScheduleJson: {
      // Each venue's fees in the file's own language (the home page's static query cannot ask for one).
      feesShown: { resolve: ({ fields, venues }: ScheduleSource) => venueFeesShown(venues, fields.lang) },
      week: {
        resolve: ({ fields, venues }: ScheduleSource) => {
          const strings = STRINGS[fields.lang].schedule;
          const [hospital] = venues;
          return {
            hospital: hospital ? weekText(hospital, strings).join(strings.listSeparator) : "",
            venues: venueSummaries(venues, strings),
          };
        },
      },
    },
    // An optional front-matter field left empty ("" or []) reads as not set, as a left-out one does.
    ...Object.fromEntries(
      MARKDOWN.map((model) => [
        frontmatterTypeName(model),
        Object.fromEntries(
          Object.entries(model.fields)
            .filter(([, field]) => field.optional)
            .map(([name]) => [
              name,
              { resolve: (source: Record<string, unknown>) => (isUnset(source[name]) ? null : source[name]) },
            ]),
        ),
      ]),
    ),
    MarkdownRemark: {
      // A library page's front matter under its kind's name, null on the other kinds' pages.
      ...Object.fromEntries(
        LIBRARY.map((model) => [
          libraryFieldName(model.folder),
          {
            resolve: (source: { fields?: { collection?: string }; frontmatter: unknown }) =>
              source.fields?.collection === model.folder ? source.frontmatter : null,
          },
        ]),
      ),
      shownDates: {
        resolve: (source: { fields: { lang: Lang }; frontmatter: { date: unknown; lastReviewed?: unknown } }) =>
          shownDates(source.frontmatter, source.fields.lang),
      },
    },
  });
};
