import type { Post } from "./posts";
import { isArticleUrl } from "./article-html";
import type { Lang } from "../i18n/languages";
import { shownDates } from "./date-display";
import { readDate } from "./dates";
import { minutesToRead, readingTimeLabel } from "./reading-time";

/** Removes anything that could run from stored HTML; supplied by the browser side (DOMPurify). */
export type Sanitise = (html: string) => string;

type Warn = (message: string) => void;

const REQUIRED_TEXT = ["title", "excerpt", "date", "category"] as const;

/** One stored entry as a Post, or the reason it cannot be one. */
function toPost(entry: unknown, sanitise: Sanitise, lang: Lang): Post | string {
  if (!entry || typeof entry !== "object" || Array.isArray(entry)) return "it is not an object";
  const record = entry as Record<string, unknown>;

  const { id } = record;
  const validId =
    (typeof id === "number" && Number.isInteger(id) && id > 0) || (typeof id === "string" && /^[\w-]+$/.test(id));
  if (!validId) return `"id" must be a positive whole number or a simple text id`;

  for (const field of REQUIRED_TEXT) {
    if (typeof record[field] !== "string" || (record[field] as string).trim() === "") return `"${field}" must be text`;
  }
  // Kept as YYYY-MM-DD whichever way it was written, so stored posts sort and show like built-in ones.
  const date = readDate(record.date as string);
  if (!date) return `"date" must be a real calendar date, written YYYY-MM-DD or as "May 10, 2025"`;

  for (const field of ["image", "readingTime", "content", "author"] as const) {
    if (record[field] !== undefined && record[field] !== null && typeof record[field] !== "string") {
      return `"${field}" must be text`;
    }
  }
  const image = typeof record.image === "string" && record.image.trim() !== "" ? record.image.trim() : null;
  if (image && !isArticleUrl(image)) return `"image" must be an https: or site-relative URL`;

  const html = typeof record.content === "string" ? sanitise(record.content) : "";
  const title = (record.title as string).trim();
  return {
    id: String(id),
    title,
    excerpt: (record.excerpt as string).trim(),
    date,
    category: (record.category as string).trim(),
    readingTime:
      typeof record.readingTime === "string" && record.readingTime.trim()
        ? record.readingTime.trim()
        : readingTimeLabel(minutesToRead(html || (record.excerpt as string))),
    image: image ? { kind: "url", src: image, alt: "" } : null,
    html,
    author: typeof record.author === "string" && record.author.trim() ? record.author.trim() : null,
    lastReviewed: null,
    source: "local",
    shownDates: shownDates({ date }, lang),
  };
}

/**
 * Posts from the stored `blogPosts` value, their dates written for a page in `lang`. Nothing here throws: bad JSON, a value that is not a
 * list, and entries with missing or mistyped fields are skipped with a warning.
 */
export function parseLocalPosts(
  raw: string | null,
  sanitise: Sanitise,
  warn: Warn = console.warn,
  lang: Lang = "en",
): Post[] {
  if (raw === null || raw.trim() === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    warn("Ignoring stored blog posts: the saved value is not valid JSON.");
    return [];
  }
  if (!Array.isArray(parsed)) {
    warn("Ignoring stored blog posts: the saved value is not a list.");
    return [];
  }
  const posts: Post[] = [];
  parsed.forEach((entry, index) => {
    const result = toPost(entry, sanitise, lang);
    if (typeof result === "string") warn(`Skipping stored blog post at position ${index}: ${result}.`);
    else posts.push(result);
  });
  return posts;
}
