/**
 * Dates written for people, in the page's language. The browser's first date format loads its locale
 * data in one piece (a 90-100 ms task with the CPU slowed 4x), so built pages carry their articles'
 * dates formatted at build time (`shownDates`) and load this module only for search results, stored
 * posts and CMS previews.
 */
import { LANGUAGE_INFO, type Lang } from "../i18n/languages";
import { dateText, dateValue } from "./dates";

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

/** An article's dates as its pages show them: what `shownDates` holds in GraphQL. */
export interface ShownDates {
  date: string;
  lastReviewed: string | null;
}

/**
 * An article's dates (as its front matter holds them, or a stored post's) formatted for its pages:
 * at build time for built-in articles (gatsby-node's createResolvers).
 */
export function shownDates(frontmatter: { date: unknown; lastReviewed?: unknown }, lang: Lang): ShownDates {
  const date = dateText(frontmatter.date) ?? "";
  const lastReviewed = dateText(frontmatter.lastReviewed);
  return { date: displayDate(date, lang), lastReviewed: lastReviewed ? displayDate(lastReviewed, lang) : null };
}
