import type { TreatmentFront } from "../lib/content-model";
import { displayDate } from "../lib/date-display";
import { format } from "./format";
import type { Lang } from "./languages";
import { feeText } from "./schedule-text";
import type { Strings } from "./strings";

/**
 * An operation's estimates in words, in a page's language: "₹55,000 to ₹85,000", "2 days",
 * "Checked with the hospital on 2 November 2026". The build writes them into the operation's page
 * context (gatsby/library.ts), so no operation page carries the formatters; the fees page and the
 * CMS preview call them too.
 */
export type Estimate = NonNullable<TreatmentFront["estimates"]>[number];

/** An estimate as an operation's page shows it. */
export interface ShownEstimate {
  venue: string;
  room: string;
  amount: string;
  stay: string;
  includes: string;
  excludes: string;
  checked: string;
}

/** An estimate's range in rupees: "₹55,000 to ₹85,000". */
export function rangeText(estimate: Pick<Estimate, "min" | "max">, lang: Lang, strings: Strings["payment"]): string {
  return format(strings.range, { min: feeText(estimate.min, lang), max: feeText(estimate.max, lang) });
}

/** Each estimate in words; `venueName` gives a venue's name in the language by its id. */
export function shownEstimates(
  estimates: readonly Estimate[],
  venueName: (id: string) => string,
  lang: Lang,
  strings: Strings["payment"],
): ShownEstimate[] {
  return estimates.map((estimate) => ({
    venue: venueName(estimate.venue),
    room: estimate.room,
    amount: rangeText(estimate, lang, strings),
    stay: format(strings.stayDays, { days: estimate.stayDays }),
    includes: estimate.includes,
    excludes: estimate.excludes,
    checked: format(strings.checked, { date: displayDate(String(estimate.verifiedOn).slice(0, 10), lang) }),
  }));
}
