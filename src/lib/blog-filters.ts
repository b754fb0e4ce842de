import { BLOG_CATEGORIES, type BlogCategory } from "../constants";
import { categorySlug } from "./paths";

/** The search text in a listing page's address (`?q=whipple`), trimmed; "" when there is none. */
export function queryFromSearch(search: string): string {
  return (new URLSearchParams(search).get("q") ?? "").trim();
}

/** The query string for a search, "" when there is none. */
export function searchFromQuery(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `?${new URLSearchParams({ q: trimmed }).toString()}` : "";
}

export function categoryFromSlug(slug: string | null): BlogCategory | null {
  if (!slug) return null;
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === slug.toLowerCase()) ?? null;
}

/**
 * The category of an address from before categories had their own pages (`/blog/?category=cancer-care`),
 * so links shared then still open the right articles; null when there is none or it is unknown.
 */
export function legacyCategory(search: string): BlogCategory | null {
  return categoryFromSlug(new URLSearchParams(search).get("category"));
}
