import { navigate } from "gatsby";
import { useCallback, useEffect, useState } from "react";
import { useLanguage } from "../i18n/context";
import { localisedPath } from "../i18n/languages";
import { legacyCategory, queryFromSearch, searchFromQuery } from "../lib/blog-filters";
import { listingPath } from "../lib/paths";
import { useHydrated } from "./use-hydrated";

/** What a listing page knows of its address (Gatsby's `location`). */
interface ListingLocation {
  pathname: string;
  search: string;
  /** A new one for every move of the router: a link, Back, Forward. */
  key?: string;
}

/**
 * A listing page's search text lives in its address (`?q=…`), so a search can be shared and
 * survives reload and Back. Typing changes the text at once and rewrites the address in place
 * (`history.replaceState`): a navigation per keystroke would ask the server for the page's data
 * each time and hold the text back until it answered. A submitted search is a navigation of its
 * own, so Back returns to what was there before. Until hydration the page shows its articles, as
 * the built HTML does.
 */
export function useSearchQuery({ pathname, search, key }: ListingLocation) {
  const hydrated = useHydrated();
  const lang = useLanguage();
  const [query, setTyped] = useState(() => queryFromSearch(search));

  // The router moved (a link, Back, Forward, a submitted search): the address is the truth again.
  useEffect(() => {
    setTyped(queryFromSearch(search));
  }, [search, key]);

  const setQuery = useCallback(
    (next: string, { replace = false } = {}) => {
      setTyped(next);
      const target = `${pathname}${searchFromQuery(next)}`;
      // The router's own state (its key, the scroll to keep) stays with the entry.
      if (replace) window.history.replaceState(window.history.state, "", target);
      else void navigate(target, { state: { keepScroll: true } });
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

  return { query: hydrated ? query : "", setQuery };
}
