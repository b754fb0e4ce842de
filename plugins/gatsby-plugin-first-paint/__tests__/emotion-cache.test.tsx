import { CacheProvider, css } from "@emotion/react";
import { render } from "@testing-library/react";
import { GLOBAL_STYLE_ID, SCOPED_STYLE_ID, browserEmotionCache, hasBuiltGlobalStyles } from "../lib/emotion-cache";
import { GlobalStyles } from "../../../src/styles/global";

/**
 * A built page's Emotion rules stay where the build wrote them: the browser cache takes them as
 * inserted, so hydration neither moves their <style> elements (the browser would restyle the whole
 * page) nor inserts them again. Rules the build did not write are inserted as usual.
 */
const built = css`
  color: rgb(1, 2, 3);
`;
const notBuilt = css`
  color: rgb(4, 5, 6);
`;

function writeBuiltHead() {
  document.head.innerHTML =
    `<style id="${GLOBAL_STYLE_ID}">body{margin:0}</style>` +
    `<style id="${SCOPED_STYLE_ID}" data-names="${built.name} other">.css-${built.name}{color:rgb(1, 2, 3);}</style>` +
    `<meta name="after" content="">`;
}

afterEach(() => {
  document.head.innerHTML = "";
});

test("the built rules are taken as inserted and their <style> elements stay where they are", () => {
  writeBuiltHead();
  const before = [...document.head.children];
  const cache = browserEmotionCache();
  expect(cache.inserted[built.name]).toBe(true);
  expect(cache.inserted.other).toBe(true);

  render(
    <CacheProvider value={cache}>
      <p css={built}>built</p>
    </CacheProvider>,
  );
  expect([...document.head.children]).toEqual(before);
});

test("a rule the build did not write is inserted after the built ones", () => {
  writeBuiltHead();
  const cache = browserEmotionCache();
  render(
    <CacheProvider value={cache}>
      <p css={notBuilt}>new</p>
    </CacheProvider>,
  );
  const added = document.head.lastElementChild!;
  expect(added.getAttribute("data-emotion")).toBe("css");
  expect(cache.inserted[notBuilt.name]).toBe(true);
  expect(document.getElementById(SCOPED_STYLE_ID)?.nextElementSibling?.getAttribute("name")).toBe("after");
});

test("the global rules render again only where the build did not write them", () => {
  expect(hasBuiltGlobalStyles()).toBe(false);
  render(<GlobalStyles />);
  const inserted = document.head.querySelectorAll("style[data-emotion]").length;
  expect(inserted).toBeGreaterThan(0);

  document.head.innerHTML = "";
  writeBuiltHead();
  expect(hasBuiltGlobalStyles()).toBe(true);
  const before = document.head.innerHTML;
  render(<GlobalStyles />);
  expect(document.head.innerHTML).toBe(before);
});
