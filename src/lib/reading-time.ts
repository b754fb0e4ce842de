import { format } from "../i18n/format";

/**
 * English's reading-time label (en.ts `postCard.readingTime`), for callers without a dictionary at
 * hand; kept here rather than imported so the English dictionary stays out of the browser's scripts.
 */
const ENGLISH_TEMPLATE = "{count} min read";

/**
 * "8 min read", from remark's whole-minute estimate (never less than one minute). `template` is the
 * page language's `strings.postCard.readingTime` ("पढ़ने में {count} मिनट"); English without one.
 */
export function readingTimeLabel(minutes: number, template: string = ENGLISH_TEMPLATE): string {
  return format(template, { count: Math.max(1, Math.round(minutes)) });
}

const WORDS_PER_MINUTE = 200;

/** The same estimate for HTML that did not come through remark (local-storage posts). */
export function minutesToRead(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
