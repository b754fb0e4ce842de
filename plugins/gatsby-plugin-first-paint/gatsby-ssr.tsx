import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { GatsbySSR } from "gatsby";
import { isValidElement, type ReactElement } from "react";
import { EMOTION_CACHE_OPTIONS, GLOBAL_STYLE_ID, SCOPED_STYLE_ID } from "./lib/emotion-cache";
import { EXPECT_KEY, GATSBY_IMAGE_HEAD_KEYS, isFirstInHead } from "./lib/head";
import { withSharedPagePathScript } from "./lib/page-path";
import { tricksOff } from "./lib/switches";

/** The tricks switched off for a measurement (lib/switches.ts); none in a real build. */
const off = tricksOff();

/**
 * Emotion's styles go into <head> as one block per page instead of <style> tags scattered through
 * <body> (invalid HTML, and more work for a slow phone's parser). A cache in "compat" mode collects
 * the CSS while the page renders (`cache.compat`, `cache.inserted`: Emotion's internals, README
 * "Emotion's cache"); the browser's cache takes the block's rules as inserted when the page
 * hydrates (lib/emotion-cache.ts). Pages render two at a time, so each page's cache is kept by its
 * path.
 */
const cachesByPath = new Map<string, EmotionCache>();

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  // Switched off, gatsby-plugin-emotion writes Emotion's own <style> tags through <body>.
  if (off.has("emotion-blocks")) return element;
  const cache = createCache(EMOTION_CACHE_OPTIONS);
  cache.compat = true;
  cachesByPath.set(pathname, cache);
  return <CacheProvider value={cache}>{element}</CacheProvider>;
};

/** The page's Emotion rules, as two <style> elements; none if the page had no cache. */
function emotionStyles(pathname: string) {
  const cache = cachesByPath.get(pathname);
  cachesByPath.delete(pathname);
  if (!cache) return [];
  // Scoped rules carry their class (.css-<name>); the rest are <Global>'s, which the browser keeps
  // from this block instead of rendering them again (hasBuiltGlobalStyles).
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  const scoped = rules.filter(([name, css]) => css.includes(`.css-${name}`));
  const globals = rules.filter(([name, css]) => !css.includes(`.css-${name}`));
  return [
    <style
      key="emotion-global"
      id={GLOBAL_STYLE_ID}
      dangerouslySetInnerHTML={{ __html: globals.map(([, css]) => css).join("") }}
    />,
    <style
      key="emotion-scoped"
      id={SCOPED_STYLE_ID}
      data-names={scoped.map(([name]) => name).join(" ")}
      dangerouslySetInnerHTML={{ __html: scoped.map(([, css]) => css).join("") }}
    />,
  ];
}

/**
 * The head elements left out: gatsby-plugin-image's, and for a measurement the render-blocking
 * hints (lib/head.tsx), which the site puts in its own head.
 */
function isLeftOut(component: ReactElement) {
  const key = String(component.key);
  return (
    (!off.has("image-head") && GATSBY_IMAGE_HEAD_KEYS.has(key)) ||
    (off.has("render-blocking") && key.startsWith(EXPECT_KEY))
  );
}

/**
 * Here, not in onRenderBody, because Gatsby sorts every <meta> to the top of <head> between the two
 * hooks (README, "First in <head>"): a script marked firstInHead goes before them all, and the
 * Emotion rules go last, where the site's own head elements were before them. Gatsby's page-path
 * script becomes one script shared by every page (lib/page-path.ts).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents(withSharedPagePathScript(getPostBodyComponents(), pathname));
  const kept = getHeadComponents().filter((component) => !(isValidElement(component) && isLeftOut(component)));
  replaceHeadComponents([
    ...kept.filter(isFirstInHead),
    ...kept.filter((component) => !isFirstInHead(component)),
    ...emotionStyles(pathname),
  ]);
};
