import { navigate } from "gatsby";
import { useCallback, useEffect } from "react";
import { useLanguage } from "../i18n/context";
import { localisedPath } from "../i18n/languages";
import { legacyCategory, queryFromSearch, searchFromQuery } from "../lib/blog-filters";
import { listingPath } from "../lib/paths";
import { useHydrated } from "./use-hydrated";

/**
 * A listing page's search text lives in its address (`?q=…`), so a search can be shared and
 * survives reload and Back. Until hydration the page shows its articles, as the built HTML does.
 */
export function useSearchQuery(pathname: string, search: string) {
  const hydrated = useHydrated();
  const lang = useLanguage();
  const query = hydrated ? queryFromSearch(search) : "";

  const setQuery = useCallback(
    (next: string, { replace = false } = {}) => {
      void navigate(`${pathname}${searchFromQuery(next)}`, { replace, state: { keepScroll: true } });
    },
    [pathname],
  );

  // An old `?category=` link opens that category's page (in the page's language), keeping its search.
  useEffect(() => {
    const category = legacyCategory(search);
    if (category) {
      const target = `${localisedPath(lang, listingPath(category))}${searchFromQuery(queryFromSearch(search))}`;
      void navigate(target, { replace: true });
    }
  }, [search, lang]);

  return { query, setQuery };
}
