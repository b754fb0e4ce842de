import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { LANGUAGES, localisedPath, type Lang } from "../../src/i18n/languages";
import { resolveSchedule } from "../../src/hooks/use-schedule";
import { venueFeesShown, weekText } from "../../src/i18n/schedule-text";
import { STRINGS } from "../../src/i18n/strings";
import { SCHEDULE, withSharedFacts } from "../../src/lib/content-model";
import { PAYMENT_PATH, SECOND_OPINION_PATH, VISIT_PATH } from "../../src/lib/paths";
import { displayDate } from "../../src/lib/date-display";

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

/** The articles written in a language: index.md in English, index.hi.md in Hindi. */
function readArticles(lang: Lang): Article[] {
  return fs
    .readdirSync(BLOG_DIR)
    .map((folder) => path.join(BLOG_DIR, folder, lang === "en" ? "index.md" : `index.${lang}.md`))
    .filter((file) => fs.existsSync(file))
    .map((file) => matter(fs.readFileSync(file, "utf8")))
    .filter(({ data }) => data.draft !== true)
    .map(({ data, content }) => ({
      id: String(data.id),
      title: String(data.title),
      category: String(data.category),
      date: displayDate(isoDate(data.date), lang),
      lastReviewed: displayDate(isoDate(data.lastReviewed), lang),
      excerpt: String(data.excerpt),
      description: String(data.description ?? data.excerpt),
      heroAlt: String(data.heroAlt),
      author: String(data.author),
      body: content,
      published: Date.parse(`${isoDate(data.date)}T00:00:00Z`),
    }));
}

/** Published articles, newest first (the listing's order). */
export const ARTICLES: readonly Article[] = readArticles("en").sort((a, b) => b.published - a.published);

/** Published Hindi articles, newest first. */
export const HINDI_ARTICLES: readonly Article[] = readArticles("hi").sort((a, b) => b.published - a.published);

/** The published article with this id (the tests pick articles by id, which does not change on edits). */
export function articleById(id: string): Article {
  const found = ARTICLES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No published article with id ${id} in content/blog/`);
  return found;
}

/** Published articles in a category, newest first. */
export function inCategory(category: string): Article[] {
  return ARTICLES.filter((candidate) => candidate.category === category);
}

/** The lower-case words (six letters or more) of a text, as a search box takes them. */
const wordsOf = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{M}]{6,}/gu) ?? [];

/** Whether two words differ by at most one letter (added, dropped or changed). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

/** A search for `word` could find `text`: it has the word, a word starting with it, or one a typo away. */
function couldMatch(word: string, text: string): boolean {
  return wordsOf(text).some((other) => other.startsWith(word) || oneEditApart(word, other));
}

const headingsOf = (body: string) =>
  body
    .split("\n")
    .filter((line) => line.startsWith("#"))
    .join(" ");

/**
 * A word that only this article's body text has: not its title, excerpt, category or headings,
 * and nothing like it (a word starting with it, or one letter off) in any other article. A search
 * for it finds this article alone, in its text.
 */
export function bodyOnlyWord(
  chosen: Article,
  articles: readonly Article[] = ARTICLES,
  accept: (word: string) => boolean = () => true,
): string {
  const own = [chosen.title, chosen.excerpt, chosen.category, headingsOf(chosen.body)].join(" ");
  const lang = HINDI_ARTICLES.includes(chosen) ? "hi" : "en";
  const others = [
    ...articles
      .filter((other) => other.id !== chosen.id)
      .map((other) => [other.title, other.excerpt, other.category, other.body].join(" ")),
    // The search finds library pages too.
    ...libraryPages(lang).map((page) => page.words),
  ];
  const text = chosen.body
    .split("\n")
    .filter((line) => !line.startsWith("#"))
    .join(" ")
    .replace(/\]\([^)]*\)/g, "]");
  const found = wordsOf(text).find(
    (word) =>
      word.length >= 8 && accept(word) && !couldMatch(word, own) && others.every((other) => !couldMatch(word, other)),
  );
  if (!found) throw new Error(`Article ${chosen.id}'s body has no word of its own to search for`);
  return found;
}

/** `word` with one letter changed in the middle: a typo a search still forgives. */
export function withTypo(word: string): string {
  const at = Math.floor(word.length / 2);
  return `${word.slice(0, at)}${word[at] === "x" ? "z" : "x"}${word.slice(at + 1)}`;
}

/**
 * The schedule as each language's pages show it (content/schedule.json, with the Hindi file's text
 * on Hindi pages), each venue's phone given, and its week in the page's words.
 */
export function scheduleIn(lang: Lang) {
  const english = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../content/schedule.json"), "utf8"));
  const practice = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../content/practice.json"), "utf8"));
  const data =
    lang === "en"
      ? english
      : withSharedFacts(
          SCHEDULE,
          english,
          JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../content/${lang}/schedule.json`), "utf8")),
        );
  const schedule = resolveSchedule({ ...data, feesShown: venueFeesShown(data.venues, lang) }, practice);
  return {
    ...schedule,
    week: (venue: (typeof schedule.venues)[number]) =>
      weekText(venue, STRINGS[lang].schedule).join(STRINGS[lang].schedule.listSeparator),
  };
}

/**
 * The patient library's pages in a language, as visitors see them: read from
 * content/conditions/<slug>/index.md and content/treatments/<slug>/index.md (index.hi.md in Hindi).
 */
export interface LibraryPage {
  kind: "conditions" | "treatments";
  slug: string;
  /** The page's address in its language. */
  path: string;
  title: string;
  description: string;
  reviewedBy: string;
  /** As the page shows them. */
  lastReviewed: string;
  nextReview: string;
  /** The front matter, as written. */
  data: Record<string, unknown>;
  body: string;
  /** Every word of the page's text, for choosing search words. */
  words: string;
}

const LIBRARY_KINDS = ["conditions", "treatments"] as const;

/** Every text inside a front-matter value. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(textsOf)
        : [];

export function libraryPages(lang: Lang, kind?: LibraryPage["kind"]): LibraryPage[] {
  return LIBRARY_KINDS.filter((each) => !kind || each === kind).flatMap((each) => {
    const folder = path.resolve(__dirname, "../../content", each);
    return fs
      .readdirSync(folder)
      .map((slug) => path.join(folder, slug, lang === "en" ? "index.md" : `index.${lang}.md`))
      .filter((file) => fs.existsSync(file))
      .map((file) => matter(fs.readFileSync(file, "utf8")))
      .map(({ data, content }) => ({
        kind: each,
        slug: String(data.slug),
        path: `${lang === "en" ? "" : `/${lang}`}/${each}/${String(data.slug)}/`,
        title: String(data.title),
        description: String(data.description),
        reviewedBy: String(data.reviewedBy),
        lastReviewed: displayDate(isoDate(data.lastReviewed), lang),
        nextReview: displayDate(isoDate(data.nextReview), lang),
        data,
        body: content,
        words: [...textsOf(data), content].join(" "),
      }))
      .sort((a, b) => a.title.localeCompare(b.title));
  });
}

/** The first page of a kind (A to Z): the one the gates look at. */
export function firstLibraryPage(kind: LibraryPage["kind"], lang: Lang = "en"): LibraryPage {
  const [first] = libraryPages(lang, kind);
  if (!first) throw new Error(`No page in content/${kind}/ in ${lang}`);
  return first;
}

/**
 * A word (eight letters or more) only this library page has: nothing like it in any article or
 * any other library page of its language, so a search for it finds this page alone.
 */
export function libraryOnlyWord(chosen: LibraryPage, lang: Lang): string {
  const articles = lang === "en" ? ARTICLES : HINDI_ARTICLES;
  const others = [
    ...articles.map((other) => [other.title, other.excerpt, other.category, other.body].join(" ")),
    ...libraryPages(lang)
      .filter((other) => other.path !== chosen.path)
      .map((other) => other.words),
  ];
  const found = wordsOf(chosen.words).find(
    (word) => word.length >= 8 && others.every((other) => !couldMatch(word, other)),
  );
  if (!found) throw new Error(`${chosen.path} has no word of its own to search for`);
  return found;
}

/**
 * One page of each kind of the library, in each language, and each language's index of one kind:
 * the routes the quality gates (axe, layout stability, the JavaScript budget) look at.
 */
export const LIBRARY_GATE_ROUTES: readonly string[] = [
  firstLibraryPage("conditions").path,
  firstLibraryPage("treatments").path,
  "/conditions/",
  firstLibraryPage("conditions", "hi").path,
  firstLibraryPage("treatments", "hi").path,
  "/hi/treatments/",
];

/** A page's address in each language. */
const inEachLanguage = (page: string): readonly string[] => LANGUAGES.map((lang) => localisedPath(lang, page));
/** The fees page in each language: the routes the quality gates look at. */
export const PAYMENT_GATE_ROUTES = inEachLanguage(PAYMENT_PATH);
/** A patient's visit on one page, in each language: the routes the quality gates look at. */
export const VISIT_GATE_ROUTES = inEachLanguage(VISIT_PATH);
/** The second-opinion page in each language: the routes the quality gates look at. */
export const SECOND_OPINION_GATE_ROUTES = inEachLanguage(SECOND_OPINION_PATH);
/** The pages beyond the home pages and the blog, in each language: every gate covers them all. */
export const PAGE_GATE_ROUTES: readonly string[] = [
  ...LIBRARY_GATE_ROUTES,
  ...PAYMENT_GATE_ROUTES,
  ...VISIT_GATE_ROUTES,
  ...SECOND_OPINION_GATE_ROUTES,
];
/** Every kind of built page in each language: the routes of the per-page gates (budget, stability). */
export const GATE_ROUTES: readonly string[] = [
  "/",
  "/blog/",
  "/blog/1/",
  "/hi/",
  "/hi/blog/",
  "/hi/blog/1/",
  ...PAGE_GATE_ROUTES,
];
