import { BLOG_CATEGORIES } from "../src/constants";
import { categoryFromSlug, legacyCategory, queryFromSearch, searchFromQuery } from "../src/lib/blog-filters";
import { categorySlug } from "../src/lib/paths";

describe("the search text in the address", () => {
  it("round-trips through the query string, trimmed", () => {
    const search = searchFromQuery("  keyhole surgery ");
    expect(search).toBe("?q=keyhole+surgery");
    expect(queryFromSearch(search)).toBe("keyhole surgery");
  });

  it("is empty when there is none", () => {
    expect(searchFromQuery("   ")).toBe("");
    expect(queryFromSearch("")).toBe("");
    expect(queryFromSearch("?other=1")).toBe("");
  });
});

describe("categories in addresses", () => {
  it("each category has a slug that finds it again, in any case", () => {
    for (const category of BLOG_CATEGORIES) {
      expect(categorySlug(category)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(categoryFromSlug(categorySlug(category).toUpperCase())).toBe(category);
    }
    expect(categoryFromSlug(null)).toBeNull();
  });

  it("an old ?category= link names its category; an unknown one names none", () => {
    const [first] = BLOG_CATEGORIES;
    expect(legacyCategory(`?q=liver&category=${categorySlug(first)}`)).toBe(first);
    expect(legacyCategory("?category=astrology")).toBeNull();
    expect(legacyCategory("?q=liver")).toBeNull();
  });
});
