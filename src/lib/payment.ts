import type { Fields } from "./content-model";
import { isRecord } from "./content-model";
import { dateText, isIsoDate } from "./dates";
import { addDays, indiaClock } from "./schedule";

/**
 * Facts about money that go stale (DECISIONS.md 20): insurer lists, scheme rules and estimates carry
 * the day they were checked with the hospital (`verifiedOn`), and content/payment.json says how long
 * such a check holds (`staleAfterDays`).
 */

/** Today in India's calendar, YYYY-MM-DD: the day the build or the CMS runs. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaClock(now).date;
}

/**
 * Whether a fact checked on `verifiedOn` is older than `staleAfterDays` on `today`: checked on
 * 1 January with 180 days, it holds to 30 June (day 180) and is stale from 1 July (day 181).
 */
export function isStale(verifiedOn: string, staleAfterDays: number, today: string): boolean {
  return addDays(verifiedOn, staleAfterDays) < today;
}

/** Every `verifiedOn` in a file, with its field's path ("venues[1].verifiedOn"), found by the model. */
export function verifiedDates(fields: Fields, data: unknown, path = ""): Array<{ path: string; date: string }> {
  if (!isRecord(data)) return [];
  return Object.entries(fields).flatMap(([key, field]) => {
    const at = path ? `${path}.${key}` : key;
    const value = data[key];
    if (key === "verifiedOn" && field.kind === "date" && isIsoDate(value)) {
      return [{ path: at, date: String(dateText(value)) }];
    }
    if (field.kind === "object") return verifiedDates(field.fields, value, at);
    if (field.kind === "list" && field.of.kind === "object" && Array.isArray(value)) {
      const { fields: itemFields } = field.of;
      return value.flatMap((item, index) => verifiedDates(itemFields, item, `${at}[${index + 1}]`));
    }
    return [];
  });
}

/**
 * The build's warnings for a file's facts past their check-by date, naming the file, the field and
 * the date. A warning, never a stop: a stale insurer list must not hold back an article.
 */
export function staleWarnings(
  file: string,
  fields: Fields,
  data: unknown,
  staleAfterDays: number,
  today: string,
): string[] {
  return verifiedDates(fields, data)
    .filter(({ date }) => isStale(date, staleAfterDays, today))
    .map(
      ({ path, date }) =>
        `${file}: field "${path}" was checked with the hospital on ${date}, more than ${staleAfterDays} days ago; check it again and update the date`,
    );
}
