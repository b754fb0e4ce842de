import { renderHook, waitFor } from "@testing-library/react";
import MiniSearch from "minisearch";
import { useArticleSearch } from "../src/hooks/use-article-search";
import { articleText } from "../src/lib/article-text";
import type { Post } from "../src/lib/posts";
import {
  addDocuments,
  buildSearchIndex,
  INDEX_OPTIONS,
  loadSearchIndex,
  searchArticles,
  type SearchDocument,
} from "../src/lib/search";

/** A generated article: filler text around whatever a test plants in its fields. */
function doc(id: number, fields: Partial<SearchDocument> = {}): SearchDocument {
  return {
    id: String(id),
    title: `Patient guide number ${id}`,
    headings: "Overview Recovery",
    category: "Patient Care",
    excerpt: "What to expect before and after an operation.",
    body: `Article ${id} explains preparation, anaesthesia, recovery and follow-up in plain words.`,
    date: "2025-01-01",
    readingTime: "5 min read",
    ...fields,
  };
}

const ids = (hits: { id: string }[]) => hits.map((hit) => hit.id);

describe("searching the articles", () => {
  const documents = [
    doc(1, { body: "Rarely, a pancreaticoduodenectomy is needed; surgeons call it the Whipple operation." }),
    doc(2, { title: "The Whipple operation explained" }),
    doc(3, { headings: "Whipple operation recovery" }),
    doc(4, { category: "Cancer Care", body: "Cholangiocarcinoma is a cancer of the bile duct." }),
    ...Array.from({ length: 40 }, (_, index) => doc(10 + index)),
  ];
  const index = loadSearchIndex(buildSearchIndex(documents));

  it("ranks a title match above a heading match above a body match", () => {
    expect(ids(searchArticles(index, "whipple", null))).toEqual(["2", "3", "1"]);
  });

  it("finds an article by a word that is only in its body, and says so", () => {
    const [hit, ...others] = searchArticles(index, "cholangiocarcinoma", null);
    expect(others).toEqual([]);
    expect(hit).toMatchObject({ id: "4", fields: ["body"], terms: ["cholangiocarcinoma"], category: "Cancer Care" });
  });

  it("forgives one typo in a longer word", () => {
    expect(ids(searchArticles(index, "wipple", null))).toEqual(["2", "3", "1"]);
    expect(ids(searchArticles(index, "cholangiocarcinomma", null))).toEqual(["4"]);
  });

  it("does not match short words loosely", () => {
    expect(searchArticles(index, "xq", null)).toEqual([]);
  });

  it("needs every word of the query, in any letter case", () => {
    expect(ids(searchArticles(index, "WHIPPLE Explained", null))).toEqual(["2"]);
    expect(searchArticles(index, "whipple cholangiocarcinoma", null)).toEqual([]);
  });

  it("searches one category when asked", () => {
    expect(ids(searchArticles(index, "cancer", "Cancer Care"))).toEqual(["4"]);
    expect(searchArticles(index, "whipple", "Cancer Care")).toEqual([]);
  });

  it("returns nothing for an empty query", () => {
    expect(searchArticles(index, "   ", null)).toEqual([]);
  });

  it("a result carries what the listing shows", () => {
    const [hit] = searchArticles(index, "whipple", null);
    expect(hit).toEqual({
      id: "2",
      title: "The Whipple operation explained",
      excerpt: documents[1]?.excerpt,
      category: "Patient Care",
      date: "2025-01-01",
      readingTime: "5 min read",
      fields: ["title"],
      terms: ["whipple"],
    });
  });
});

describe("the index file", () => {
  const documents = Array.from({ length: 60 }, (_, index) =>
    doc(index + 1, {
      body: `Shared words and a marker${index % 7} with gallbladder stones ${index % 3 ? "jaundice" : ""}.`,
    }),
  );

  it("finds what MiniSearch's own index finds, for every kind of query", () => {
    const packed = loadSearchIndex(buildSearchIndex(documents));
    const plain = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
    plain.addAll(documents);
    for (const query of ["gallbladder", "marker3", "jaundice stones", "gallblader", "guide"]) {
      const found = (engine: MiniSearch<SearchDocument>) =>
        searchArticles(engine, query, null)
          .map((hit) => hit.id)
          .sort();
      expect(found(packed)).toEqual(found(plain));
      expect(found(packed).length).toBeGreaterThan(0);
    }
  });

  it("leaves out words too common to tell articles apart", () => {
    const json = buildSearchIndex([doc(1, { body: "The operation and the recovery of the patient." })]);
    const terms = (JSON.parse(json) as { index: [string][] }).index.map(([term]) => term);
    expect(terms).toContain("operation");
    expect(terms).not.toContain("the");
    expect(terms).not.toContain("and");
  });
});

describe("stored posts in the index", () => {
  it("are found beside the built articles; a built article keeps its id", () => {
    const index = loadSearchIndex(buildSearchIndex([doc(1, { title: "Gallbladder stones" })]));
    addDocuments(index, [doc(1, { title: "An impostor about gallbladder" }), doc(7, { body: "Hernia repair." })]);
    addDocuments(index, [doc(7, { body: "Hernia repair." })]);
    expect(searchArticles(index, "gallbladder", null).map((hit) => hit.title)).toEqual(["Gallbladder stones"]);
    expect(ids(searchArticles(index, "hernia", null))).toEqual(["7"]);
  });
});

describe("articleText", () => {
  it("separates headings from the rest and drops Markdown syntax", () => {
    const text = articleText(
      "Intro with **bold** and a [link](https://example.org).\n\n## Recovery after surgery\n\n- Walk early\n- Eat `soft` food\n\n![A diagram](./d.jpg)",
    );
    expect(text.headings).toBe("Recovery after surgery");
    expect(text.body).toBe("Intro with bold and a link. Walk early Eat soft food");
  });
});

describe("useArticleSearch", () => {
  const post: Post = {
    id: "77",
    title: "Eating after surgery",
    excerpt: "Meals in the first weeks.",
    date: "2025-09-20",
    category: "Patient Care",
    readingTime: "1 min read",
    image: null,
    html: "<h2>First days</h2><p>Ask for the zephyrwort leaflet.</p>",
    author: null,
    lastReviewed: null,
    shownDates: { date: "September 20, 2025", lastReviewed: null },
    source: "local",
  };

  beforeEach(() => {
    const json = buildSearchIndex([doc(1, { body: "Gallbladder stones and zephyrwort are unrelated." })]);
    global.fetch = jest.fn().mockResolvedValue({ ok: true, text: async () => json });
  });

  it("fetches nothing until a search starts", () => {
    renderHook(() => useArticleSearch("/static/search/index.json", [], "", null));
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("searches stored posts that arrive after the index, by a word in their body", async () => {
    const { result, rerender } = renderHook(
      ({ stored }: { stored: Post[] }) => useArticleSearch("/static/search/index.json", stored, "zephyrwort", null),
      { initialProps: { stored: [] as Post[] } },
    );
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.hits.map((hit) => hit.id)).toEqual(["1"]);
    rerender({ stored: [post] });
    expect(result.current.hits.map((hit) => hit.id).sort()).toEqual(["1", "77"]);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});
