import { LOADING_ARTICLE, STORED_POST_ATTRIBUTE, storedPostHeadScript, storedPostId } from "../src/lib/unknown-page";

describe("storedPostId", () => {
  it("reads the id from /blog/<id>, with or without the final slash", () => {
    expect(storedPostId("/blog/42/")).toBe("42");
    expect(storedPostId("/blog/42")).toBe("42");
    expect(storedPostId("/blog/my%20post/")).toBe("my post");
    expect(storedPostId("/blog/%E0%A4/")).toBe("%E0%A4");
  });

  it("names no post for any other unknown address", () => {
    for (const path of ["/blog/", "/blog/page/99/", "/blog/category/x/page/9/", "/no-such-page/", "/blogs/1/"]) {
      expect(storedPostId(path)).toBeNull();
    }
  });
});

describe("the 404 page's head script", () => {
  const run = (path: string) => {
    window.history.replaceState(null, "", path);
    document.documentElement.removeAttribute(STORED_POST_ATTRIBUTE);
    document.title = "Page not found";
    new Function(storedPostHeadScript)();
  };

  it("at a stored post's address, shows the loading view and title before anything paints", () => {
    run("/blog/42/");
    expect(document.documentElement.hasAttribute(STORED_POST_ATTRIBUTE)).toBe(true);
    expect(document.title).toBe(LOADING_ARTICLE);
  });

  it("elsewhere leaves the 404 view and title alone", () => {
    run("/blog/page/99/");
    expect(document.documentElement.hasAttribute(STORED_POST_ATTRIBUTE)).toBe(false);
    expect(document.title).toBe("Page not found");
  });
});
