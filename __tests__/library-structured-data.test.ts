import { LANGUAGES } from "../src/i18n/languages";
import { libraryGraph, type LibraryFacts } from "../src/lib/structured-data";
import { libraryPages, type LibraryPage } from "./e2e/content";

/**
 * The library pages' JSON-LD, built from the real front matter of content/conditions/ and
 * content/treatments/ in every language, as the templates hand it over.
 */

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** What the JSON-LD says a page is about. */
function about(entry: LibraryPage): Record<string, unknown> {
  const facts: LibraryFacts = {
    title: entry.title,
    otherNames: entry.data.otherNames as LibraryFacts["otherNames"],
    description: entry.description,
    path: entry.path,
    language: "en-IN",
    image: "https://example.in/p.jpg",
    lastReviewed: "2025-01-01",
    reviewedBy: entry.reviewedBy,
    breadcrumb: [],
    about:
      entry.kind === "conditions"
        ? { type: "condition", symptoms: texts(entry.data.symptoms), treatments: [] }
        : {
            type: "procedure",
            preparation: texts(entry.data.preparation).join(" "),
            followup: "",
            howPerformed: String(entry.data.dayOf),
          },
  };
  const [webPage] = libraryGraph(facts, "https://example.in");
  return webPage.about as unknown as Record<string, unknown>;
}

/** Clean text: no line break, no run of spaces, nothing at either end. */
const clean = (text: unknown) => typeof text === "string" && text.length > 0 && !/\n|\s{2}|^\s|\s$/.test(text);

describe.each(LANGUAGES)("library pages' JSON-LD (%s)", (lang) => {
  const pages = libraryPages(lang);

  it("reads every page of both kinds", () => {
    expect(pages.length).toBeGreaterThan(libraryPages(lang, "treatments").length);
  });

  it.each(pages.map((entry) => [entry.path, entry] as const))(
    "%s gives each other name as its own alternateName",
    (_path, entry) => {
      const names = texts(entry.data.otherNames);
      expect(names.length).toBeGreaterThan(0);
      expect(about(entry).alternateName).toEqual(names);
      for (const name of names) expect(clean(name)).toBe(true);
    },
  );
});
