import { LANGUAGE_INFO, type Lang } from "../i18n/languages";

/** A date written YYYY-MM-DD, as content and stored posts give it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DISPLAY_OPTIONS: Intl.DateTimeFormatOptions = {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
  // Western digits in every language, as people in Kanpur write dates.
  numberingSystem: "latn",
};

const displayFormats = new Map<Lang, Intl.DateTimeFormat>();

function displayFormat(lang: Lang): Intl.DateTimeFormat {
  let format = displayFormats.get(lang);
  if (!format) {
    // English keeps the month-first form the site has always shown; other languages use their own.
    format = new Intl.DateTimeFormat(lang === "en" ? "en-US" : LANGUAGE_INFO[lang].tag, DISPLAY_OPTIONS);
    displayFormats.set(lang, format);
  }
  return format;
}

/**
 * A date as the site shows it: "May 10, 2025", in Hindi "10 मई 2025". Text that is not a date is
 * returned as it is.
 */
export function displayDate(value: string, lang: Lang = "en"): string {
  const time = dateValue(value);
  return Number.isNaN(time) ? value : displayFormat(lang).format(new Date(time));
}

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
