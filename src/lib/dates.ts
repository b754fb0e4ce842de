const DISPLAY = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A date as the site shows it: "May 10, 2025". Text that is not a date is returned as it is. */
export function displayDate(value: string): string {
  const time = dateValue(value);
  return Number.isNaN(time) ? value : DISPLAY.format(new Date(time));
}

/** Milliseconds for a date written as "2025-05-10" or "May 10, 2025" (NaN when it is not a date). */
export function dateValue(value: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`);
  const parsed = Date.parse(`${value} UTC`);
  return Number.isNaN(parsed) ? Date.parse(value) : parsed;
}
