/**
 * Reading dates as content and stored posts give them. Writing them for people is
 * src/lib/date-display.ts, which pages that only sort by date do not load.
 */

/** A date written YYYY-MM-DD, as content and stored posts give it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds for a date written as "2025-05-10" or "May 10, 2025" (NaN when it is not a date). */
export function dateValue(value: string): number {
  if (ISO_DATE.test(value)) return Date.parse(`${value}T00:00:00Z`);
  const parsed = Date.parse(`${value} UTC`);
  return Number.isNaN(parsed) ? Date.parse(value) : parsed;
}

/** A date value as YAML or JSON gives it (YAML turns unquoted dates into Date objects), as YYYY-MM-DD. */
export function dateText(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  return typeof value === "string" ? value : undefined;
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** "May 10, 2025", "Aug 2, 2025", "Sept 2, 2025": a month's name, whole or shortened, then the day and the year. */
const DISPLAY_DATE = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/;

/**
 * A stored post's date as YYYY-MM-DD, from either form SPEC.md and DECISIONS.md 6 allow: "2025-05-10",
 * or display text ("May 10, 2025", "Aug 2, 2025"). Undefined when it is not a real day
 * ("February 30, 2025", "Someday"): the browser's own parsing would roll the first over to March.
 */
export function readDate(value: string): string | undefined {
  const text = value.trim();
  if (isIsoDate(text)) return text;
  const match = DISPLAY_DATE.exec(text);
  if (!match) return undefined;
  const [, name = "", day = "", year = ""] = match;
  const lower = name.toLowerCase();
  // "Sept" is the one common short form longer than three letters.
  const month = MONTHS.findIndex((full) => full === lower || (lower.length >= 3 && full.startsWith(lower)));
  if (month < 0) return undefined;
  const iso = `${year}-${String(month + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** True for a real calendar date written as YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDate(value: unknown): boolean {
  const text = dateText(value);
  if (text === undefined || !ISO_DATE.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}
