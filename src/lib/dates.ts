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

/** True for a real calendar date written as YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDate(value: unknown): boolean {
  const text = dateText(value);
  if (text === undefined || !ISO_DATE.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}
