import { BLOG_CATEGORIES, type BlogCategory } from "../constants";

/** What the blog listing is filtered by; `category` null means All. */
export interface BlogFilters {
  query: string;
  category: BlogCategory | null;
}

export const NO_FILTERS: BlogFilters = { query: "", category: null };

/** "Cancer Care" -> "cancer-care", the form a category takes in the URL. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function categoryFromSlug(slug: string | null): BlogCategory | null {
  if (!slug) return null;
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === slug.toLowerCase()) ?? null;
}

/** Filters from a URL's query string (`?q=laparoscopic&category=cancer-care`); unknown values are ignored. */
export function filtersFromSearch(search: string): BlogFilters {
  const params = new URLSearchParams(search);
  return { query: (params.get("q") ?? "").trim(), category: categoryFromSlug(params.get("category")) };
}

/** The query string for a set of filters, "" when nothing is filtered. */
export function searchFromFilters({ query, category }: BlogFilters): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set("q", query.trim());
  if (category) params.set("category", categorySlug(category));
  const search = params.toString();
  return search ? `?${search}` : "";
}

interface Filterable {
  title: string;
  excerpt: string;
  category: string;
}

/** Posts that match both the search text (title, excerpt or category, any case) and the category. */
export function filterPosts<T extends Filterable>(posts: readonly T[], { query, category }: BlogFilters): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return posts.filter(
    (post) =>
      (!category || post.category === category) &&
      (!needle || [post.title, post.excerpt, post.category].some((text) => text.toLocaleLowerCase().includes(needle))),
  );
}
