import { listingPath } from "./paths";

/** What gatsby-node gives each listing page, and what its query and navigation read. */
export interface ListingContext {
  /** null on the All pages. */
  category: string | null;
  /** 1-based. */
  currentPage: number;
  pageCount: number;
  skip: number;
  limit: number;
}

/** How many pages `total` articles fill at `pageSize` a page; an empty blog still has its first page. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new Error(`page size must be a whole number ≥ 1, not ${pageSize}`);
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Every listing page: All, then each category in the given order, each split into pages of
 * `pageSize` articles. `articleCategories` holds each article's category, one entry per article.
 */
export function listingPages(
  categories: readonly string[],
  articleCategories: readonly string[],
  pageSize: number,
): Array<ListingContext & { path: string }> {
  const groups: Array<[string | null, number]> = [
    [null, articleCategories.length],
    ...categories.map((category): [string, number] => [
      category,
      articleCategories.filter((candidate) => candidate === category).length,
    ]),
  ];
  return groups.flatMap(([category, total]) => {
    const count = pageCount(total, pageSize);
    return Array.from({ length: count }, (_, index) => ({
      path: listingPath(category, index + 1),
      category,
      currentPage: index + 1,
      pageCount: count,
      skip: index * pageSize,
      limit: pageSize,
    }));
  });
}

/**
 * The page numbers a page's navigation shows: the first, the last, and those within `radius` of the
 * current one, with null where a run is left out ("1 … 4 5 6 … 84"). A gap of one page shows the
 * page instead, since "…" would take as much room. The list stays short at any page count, so the
 * listing's weight does not grow with the blog.
 */
export function pageWindow(current: number, count: number, radius = 1): Array<number | null> {
  const shown = new Set<number>([1, count]);
  for (let page = current - radius; page <= current + radius; page += 1) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) out.push(null);
    out.push(page);
  });
  return out;
}
