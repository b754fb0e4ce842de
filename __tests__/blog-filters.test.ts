import {
  categoryFromSlug,
  categorySlug,
  filterPosts,
  filtersFromSearch,
  NO_FILTERS,
  searchFromFilters,
} from "../src/lib/blog-filters";

const posts = [
  {
    id: "1",
    title: "Keyhole Surgery for the Liver",
    excerpt: "Small cuts, quicker recovery.",
    category: "Surgical Techniques",
  },
  {
    id: "2",
    title: "Pancreatic Cancer: Warning Signs",
    excerpt: "Painless jaundice matters.",
    category: "Cancer Care",
  },
  { id: "3", title: "Robotic Surgery", excerpt: "How laparoscopic and robotic compare.", category: "Innovation" },
];

describe("filterPosts", () => {
  it("shows everything without filters", () => {
    expect(filterPosts(posts, NO_FILTERS)).toHaveLength(3);
  });

  it("matches the title, excerpt and category without regard to case", () => {
    expect(filterPosts(posts, { query: "PANCREATIC", category: null }).map((p) => p.id)).toEqual(["2"]);
    expect(filterPosts(posts, { query: "laparoscopic", category: null }).map((p) => p.id)).toEqual(["3"]);
    expect(filterPosts(posts, { query: "cancer care", category: null }).map((p) => p.id)).toEqual(["2"]);
  });

  it("applies the search and the category together", () => {
    expect(filterPosts(posts, { query: "surgery", category: "Innovation" }).map((p) => p.id)).toEqual(["3"]);
    expect(filterPosts(posts, { query: "pancreatic", category: "Innovation" })).toEqual([]);
  });

  it("ignores surrounding spaces in the search", () => {
    expect(filterPosts(posts, { query: "  robotic ", category: null }).map((p) => p.id)).toEqual(["3"]);
  });
});

describe("filters in the URL", () => {
  it("writes and reads the same filters", () => {
    const search = searchFromFilters({ query: "keyhole surgery", category: "Cancer Care" });
    expect(search).toBe("?q=keyhole+surgery&category=cancer-care");
    expect(filtersFromSearch(search)).toEqual({ query: "keyhole surgery", category: "Cancer Care" });
  });

  it("leaves the URL clean when nothing is filtered", () => {
    expect(searchFromFilters(NO_FILTERS)).toBe("");
    expect(searchFromFilters({ query: "   ", category: null })).toBe("");
  });

  it("ignores an unknown category in a shared link", () => {
    expect(filtersFromSearch("?category=astrology&q=liver")).toEqual({ query: "liver", category: null });
  });

  it("turns category names into slugs and back", () => {
    expect(categorySlug("Surgical Techniques")).toBe("surgical-techniques");
    expect(categoryFromSlug("MEDICAL-RESEARCH")).toBe("Medical Research");
    expect(categoryFromSlug(null)).toBeNull();
  });
});
