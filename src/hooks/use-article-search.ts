import type MiniSearch from "minisearch";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Post } from "../lib/posts";
import type { SearchDocument, SearchHit } from "../lib/search";

export type SearchStatus = "idle" | "loading" | "ready" | "error";

/** A stored post as the index takes it: its HTML read as a browser reads it (it was sanitised when stored). */
function storedDocument(post: Post): SearchDocument {
  const body = new DOMParser().parseFromString(post.html, "text/html").body;
  const headings = [...body.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => heading.textContent ?? "");
  return {
    id: post.id,
    title: post.title,
    category: post.category,
    excerpt: post.excerpt,
    headings: headings.join(" "),
    body: body.textContent ?? "",
    date: post.date,
    readingTime: post.readingTime,
  };
}

interface Loaded {
  index: MiniSearch<SearchDocument>;
  lib: typeof import("../lib/search");
}

/**
 * Searching the articles. The index (a static file written by the build) and the search code are
 * fetched only when `start` is called (the search box gets focus or a query arrives in the URL),
 * never on page load. `stored` are this browser's stored posts, searched alongside.
 */
export function useArticleSearch(
  indexUrl: string,
  stored: readonly Post[],
  query: string,
  category: string | null,
): { status: SearchStatus; hits: SearchHit[]; start: () => void } {
  const [status, setStatus] = useState<SearchStatus>("idle");
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const started = useRef(false);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setStatus("loading");
    Promise.all([
      import("../lib/search"),
      fetch(indexUrl).then((response) => {
        if (!response.ok) throw new Error(`${indexUrl} answered ${response.status}`);
        return response.text();
      }),
    ])
      .then(([lib, json]) => {
        setLoaded({ index: lib.loadSearchIndex(json), lib });
        setStatus("ready");
      })
      .catch((error: unknown) => {
        console.warn("Search could not be loaded.", error);
        // A later focus or query tries again.
        started.current = false;
        setStatus("error");
      });
  }, [indexUrl]);

  useEffect(() => {
    if (query) start();
  }, [query, start]);

  const storedDocuments = useMemo(() => stored.map(storedDocument), [stored]);
  const hits = useMemo(() => {
    if (!loaded || !query) return [];
    // Stored posts join the index before it is searched, whichever arrived first (adding is idempotent).
    loaded.lib.addDocuments(loaded.index, storedDocuments);
    return loaded.lib.searchArticles(loaded.index, query, category);
  }, [loaded, storedDocuments, query, category]);
  return { status, hits, start };
}
