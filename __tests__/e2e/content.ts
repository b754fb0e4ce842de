import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { displayDate } from "../../src/lib/dates";

/**
 * The built-in articles as visitors see them, read from content/blog/<folder>/index.md, so the
 * browser tests follow whatever staff write there (titles, categories, dates) instead of a copy.
 */
export interface Article {
  id: string;
  title: string;
  category: string;
  /** As the site shows it: "May 10, 2025". */
  date: string;
  lastReviewed: string;
  excerpt: string;
  /** The search-engine description: the front matter's, else the excerpt. */
  description: string;
  heroAlt: string;
  author: string;
  body: string;
  /** For ordering: the published date in milliseconds. */
  published: number;
}

const BLOG_DIR = path.resolve(__dirname, "../../content/blog");

/** A date as gray-matter gives it (a Date for unquoted YAML dates, else text) as YYYY-MM-DD. */
function isoDate(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

function readArticles(): Article[] {
  return fs
    .readdirSync(BLOG_DIR)
    .map((folder) => path.join(BLOG_DIR, folder, "index.md"))
    .filter((file) => fs.existsSync(file))
    .map((file) => matter(fs.readFileSync(file, "utf8")))
    .filter(({ data }) => data.draft !== true)
    .map(({ data, content }) => ({
      id: String(data.id),
      title: String(data.title),
      category: String(data.category),
      date: displayDate(isoDate(data.date)),
      lastReviewed: displayDate(isoDate(data.lastReviewed)),
      excerpt: String(data.excerpt),
      description: String(data.description ?? data.excerpt),
      heroAlt: String(data.heroAlt),
      author: String(data.author),
      body: content,
      published: Date.parse(`${isoDate(data.date)}T00:00:00Z`),
    }));
}

/** Published articles, newest first (the listing's order). */
export const ARTICLES: readonly Article[] = readArticles().sort((a, b) => b.published - a.published);

/** The published article with this id (the tests pick articles by id, which does not change on edits). */
export function articleById(id: string): Article {
  const found = ARTICLES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No published article with id ${id} in content/blog/`);
  return found;
}

/**
 * Titles the listing shows for a search and a category: the search text found, in any case, in an
 * article's title, excerpt or category (DECISIONS.md 1), newest first.
 */
export function matching(query: string, category?: string): string[] {
  const needle = query.trim().toLocaleLowerCase();
  return ARTICLES.filter(
    (candidate) =>
      (!category || candidate.category === category) &&
      [candidate.title, candidate.excerpt, candidate.category].some((text) =>
        text.toLocaleLowerCase().includes(needle),
      ),
  ).map((candidate) => candidate.title);
}

/** The word of an article's title or excerpt that the fewest articles match, for searching it out. */
export function distinctiveWord(chosen: Article, field: "title" | "excerpt" = "title"): string {
  const words = chosen[field].toLocaleLowerCase().match(/[a-z]{5,}/g) ?? [];
  if (words.length === 0) throw new Error(`Article ${chosen.id}'s ${field} has no word to search for`);
  return words.reduce((best, word) => (matching(word).length < matching(best).length ? word : best));
}
