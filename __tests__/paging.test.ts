import { listingPages, pageCount, pageWindow } from "../src/lib/paging";
import { listingPath } from "../src/lib/paths";

describe("pageCount", () => {
  it("fills pages of the given size, with one page for an empty blog", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(1000, 12)).toBe(84);
  });

  it("refuses a page size that is not a whole number of at least one", () => {
    expect(() => pageCount(3, 0)).toThrow(/page size/);
    expect(() => pageCount(3, 2.5)).toThrow(/page size/);
  });
});

describe("listingPath", () => {
  it("gives All and each category its first page and numbered later pages", () => {
    expect(listingPath(null)).toBe("/blog/");
    expect(listingPath(null, 2)).toBe("/blog/page/2/");
    expect(listingPath("Cancer Care")).toBe("/blog/category/cancer-care/");
    expect(listingPath("Cancer Care", 3)).toBe("/blog/category/cancer-care/page/3/");
  });
});

describe("listingPages", () => {
  const categories = ["Alpha", "Beta", "Gamma"];
  // 25 generated articles: 20 Alpha, 5 Beta, none Gamma.
  const articles = [...Array(20).fill("Alpha"), ...Array(5).fill("Beta")];

  it("pages All, then every category, each with its slice of articles", () => {
    const pages = listingPages(categories, articles, 10);
    expect(pages.map((page) => page.path)).toEqual([
      "/blog/",
      "/blog/page/2/",
      "/blog/page/3/",
      "/blog/category/alpha/",
      "/blog/category/alpha/page/2/",
      "/blog/category/beta/",
      "/blog/category/gamma/",
    ]);
    const last = pages[2];
    expect(last).toMatchObject({ category: null, currentPage: 3, pageCount: 3, skip: 20, limit: 10 });
    expect(pages.find((page) => page.path === "/blog/category/alpha/page/2/")).toMatchObject({
      category: "Alpha",
      skip: 10,
      pageCount: 2,
    });
  });

  it("every article is on exactly one All page", () => {
    const pages = listingPages(categories, articles, 7).filter((page) => page.category === null);
    const covered = pages.flatMap((page) =>
      Array.from({ length: Math.min(page.limit, articles.length - page.skip) }, (_, i) => page.skip + i),
    );
    expect(covered).toEqual(articles.map((_, index) => index));
  });
});

describe("pageWindow", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the first, the last and the current page's neighbours, with gaps", () => {
    expect(pageWindow(42, 84)).toEqual([1, null, 41, 42, 43, null, 84]);
    expect(pageWindow(1, 84)).toEqual([1, 2, null, 84]);
    expect(pageWindow(84, 84)).toEqual([1, null, 83, 84]);
  });

  it("shows a single left-out page rather than a gap", () => {
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, null, 9]);
  });

  it("stays short at any size, so the listing's weight does not grow", () => {
    for (const count of [10, 100, 1000]) {
      for (const current of [1, Math.ceil(count / 2), count]) {
        expect(pageWindow(current, count).length).toBeLessThanOrEqual(7);
      }
    }
  });
});
