import { navigate } from "gatsby";
import { useCallback } from "react";
import { filtersFromSearch, NO_FILTERS, searchFromFilters, type BlogFilters } from "../lib/blog-filters";
import { useHydrated } from "./use-hydrated";

/**
 * The listing's filters live in the URL (`?q=…&category=…`), so a filtered view can be shared and
 * survives reload and Back. Until hydration the page shows everything, as the built HTML does.
 */
export function useBlogFilters(pathname: string, search: string) {
  const hydrated = useHydrated();
  const filters = hydrated ? filtersFromSearch(search) : NO_FILTERS;

  const setFilters = useCallback(
    (next: BlogFilters, { replace = false } = {}) => {
      void navigate(`${pathname}${searchFromFilters(next)}`, { replace, state: { keepScroll: true } });
    },
    [pathname],
  );
  return { filters, setFilters };
}
