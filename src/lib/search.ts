import MiniSearch, { type Options, type SearchResult } from "minisearch";

/**
 * Full-text search over the articles (DECISIONS.md 1), with MiniSearch. The build indexes every
 * published article and writes the index as a static file; the listing fetches it only once a
 * visitor starts searching, adds the posts stored in this browser, and searches on each keystroke.
 */

/** What is searched, most telling first. */
export const SEARCH_FIELDS = ["title", "headings", "category", "excerpt", "body"] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** What a result shows without fetching the article. */
const STORE_FIELDS = ["title", "excerpt", "category", "date", "readingTime"] as const;

/** One article as the index takes it: its text, and what a result shows. */
export type SearchDocument = { id: string } & Record<SearchField, string> &
  Record<(typeof STORE_FIELDS)[number], string>;

/** A result as the listing shows it: the article's stored fields and why it matched. */
export interface SearchHit {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  readingTime: string;
  /** Which fields the query's words were found in, most telling first. */
  fields: SearchField[];
  /** The article's words that matched (a typo or a prefix finds the real word). */
  terms: string[];
}

/**
 * Words too common to tell articles apart; leaving them out keeps the index small (every article
 * has them all) and does not change what a search finds.
 */
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can do does for from had has have he her his how i if in into is it its " +
    "me more most my no not of on or our she so some such than that the their them then there these they this " +
    "those to too up us was we were what when where which who why will with you your " +
    // Hindi's postpositions, auxiliaries and pronouns, for the Hindi edition's index.
    "का की के को में से पर है हैं था थी थे और या भी ही तो कि जो यह वह ये वे इस उस इन उन एक हो होता होती होते " +
    "कर करने किया जा जाता जाती जाते नहीं अपने अपनी अपना आप लिए तक साथ बाद"
  ).split(" "),
);

function processTerm(term: string): string | null {
  const lower = term.toLocaleLowerCase();
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : lower;
}

/** The same for building and for loading: a serialised index only loads with the options it was built with. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [...STORE_FIELDS],
  processTerm,
};

/** Title matches outrank body matches; one typo is forgiven in words of five letters or more. */
const QUERY_OPTIONS = {
  boost: { title: 5, headings: 2.5, category: 2, excerpt: 1.5, body: 1 },
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 1 : false),
  combineWith: "AND",
} as const;

type IndexObject = ReturnType<MiniSearch<SearchDocument>["toJSON"]>;

/**
 * The index as the static file holds it: MiniSearch's own plain object (its documented `toJSON` and
 * `loadJS` shape), except that each term's postings are the ids of the documents holding it, as
 * gaps from the one before ([3, 1, 4] for documents 3, 4 and 8), without how often each holds it.
 * That halves the file (about 200 kB gzipped at 1,000 articles instead of 900 kB); counts matter
 * little in articles this long, and the fields' boosts still put title matches first.
 */
interface PackedIndex extends Omit<IndexObject, "index"> {
  index: Array<[term: string, postings: Array<[fieldId: number, gaps: number[]]>]>;
}

/** The index of these documents, packed for the static file. */
export function buildSearchIndex(documents: readonly SearchDocument[]): string {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  const { index: terms, ...rest } = index.toJSON();
  const packed: PackedIndex = {
    ...rest,
    index: terms.map(([term, fields]) => [
      term,
      Object.entries(fields).map(([fieldId, documentCounts]): [number, number[]] => {
        const ids = Object.keys(documentCounts)
          .map(Number)
          .sort((a, b) => a - b);
        return [Number(fieldId), ids.map((id, position) => id - (ids[position - 1] ?? 0))];
      }),
    ]),
  };
  return JSON.stringify(packed);
}

/** An index from its static file. */
export function loadSearchIndex(json: string): MiniSearch<SearchDocument> {
  const { index: terms, ...rest } = JSON.parse(json) as PackedIndex;
  const index: IndexObject["index"] = terms.map(([term, postings]) => [
    term,
    Object.fromEntries(
      postings.map(([fieldId, gaps]) => {
        let id = 0;
        return [fieldId, Object.fromEntries(gaps.map((gap) => [(id += gap), 1]))];
      }),
    ),
  ]);
  return MiniSearch.loadJS<SearchDocument>({ ...rest, index }, INDEX_OPTIONS);
}

/** Adds documents the index does not hold yet: a built-in article wins on the same id (DECISIONS.md 6). */
export function addDocuments(index: MiniSearch<SearchDocument>, documents: readonly SearchDocument[]): void {
  for (const document of documents) {
    if (!index.has(document.id)) index.add(document);
  }
}

/** The articles matching `query`, best first, in `category` only when one is given. */
export function searchArticles(index: MiniSearch<SearchDocument>, query: string, category: string | null): SearchHit[] {
  if (!query.trim()) return [];
  return index
    .search(query, {
      ...QUERY_OPTIONS,
      filter: category ? (result) => result.category === category : undefined,
    })
    .map(toHit);
}

function toHit(result: SearchResult): SearchHit {
  const found = new Set(Object.values(result.match).flat());
  const text = (name: string) => String(result[name] ?? "");
  return {
    id: String(result.id),
    title: text("title"),
    excerpt: text("excerpt"),
    category: text("category"),
    date: text("date"),
    readingTime: text("readingTime"),
    fields: SEARCH_FIELDS.filter((field) => found.has(field)),
    terms: result.terms,
  };
}
