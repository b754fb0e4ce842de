import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { GatsbySSR } from "gatsby";

/**
 * Emotion's styles go into <head> as one block per page instead of <style> tags scattered through
 * <body> (invalid HTML, and more work for a slow phone's parser). A cache in "compat" mode collects
 * the CSS while the page renders; the browser's default Emotion cache (key "css") adopts the block
 * when the page hydrates. Pages render two at a time, so each page's cache is kept by its path.
 */
const cachesByPath = new Map<string, EmotionCache>();

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const cache = createCache({ key: "css" });
  cache.compat = true;
  cachesByPath.set(pathname, cache);
  return <CacheProvider value={cache}>{element}</CacheProvider>;
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  const cache = cachesByPath.get(pathname);
  cachesByPath.delete(pathname);
  if (!cache) return;
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === "string")
    .join("");
  setHeadComponents([
    <style
      key="emotion"
      data-emotion={`css ${Object.keys(cache.inserted).join(" ")}`}
      dangerouslySetInnerHTML={{ __html: css }}
    />,
  ]);
};
