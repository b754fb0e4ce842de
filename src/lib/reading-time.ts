/** "8 min read", from remark's whole-minute estimate (never less than one minute). */
export function readingTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
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
