import { LANGUAGES } from "../src/i18n/languages";
import { libraryGraph, type LibraryFacts } from "../src/lib/structured-data";
import { libraryPages, type LibraryPage } from "./e2e/content";

/**
 * The library pages' JSON-LD, built from the real front matter of content/conditions/ and
 * content/treatments/ in every language, as the templates hand it over.
 */

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const recovery = (entry: LibraryPage) => entry.data.recovery as Array<{ when: string; what: string }>;

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
            preparation: texts(entry.data.preparation),
            recovery: recovery(entry),
            dayOf: String(entry.data.dayOf),
          },
  };
  const [webPage] = libraryGraph(facts, "https://example.in");
  return webPage.about as unknown as Record<string, unknown>;
}

/** Clean text: no line break, no run of spaces, nothing at either end. */
const clean = (text: unknown) => typeof text === "string" && text.length > 0 && !/\n|\s{2}|^\s|\s$/.test(text);
/** The words of a text, however its YAML block broke its lines. */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe.each(LANGUAGES)("library pages' JSON-LD (%s)", (lang) => {
  const pages = libraryPages(lang);
  const operations = libraryPages(lang, "treatments");

  it("reads every page of both kinds", () => {
    expect(pages.length).toBeGreaterThan(operations.length);
    expect(operations.length).toBeGreaterThan(0);
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

  it.each(operations.map((entry) => [entry.path, entry] as const))(
    "%s lists its checklist and recovery stages apart, as clean text",
    (_path, entry) => {
      const procedure = about(entry);
      // Every checklist item its own text, none run into the next.
      const preparation = procedure.preparation as unknown[];
      expect(preparation).toHaveLength(texts(entry.data.preparation).length);
      texts(entry.data.preparation).forEach((item, index) => {
        expect(clean(preparation[index])).toBe(true);
        expect(words(String(preparation[index]))).toEqual(words(item));
      });
      // One text a stage, its words as written, on one line.
      const followup = procedure.followup as unknown[];
      expect(followup).toHaveLength(recovery(entry).length);
      recovery(entry).forEach((stage, index) => {
        const said = followup[index];
        expect(clean(said)).toBe(true);
        expect(words(String(said))).toEqual([...words(stage.when), "–", ...words(stage.what)]);
      });
      expect(clean(procedure.howPerformed)).toBe(true);
      expect(words(String(procedure.howPerformed))).toEqual(words(String(entry.data.dayOf)));
    },
  );
});
