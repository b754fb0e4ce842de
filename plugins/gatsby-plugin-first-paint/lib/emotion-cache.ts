import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The two <style> elements that carry a built page's Emotion rules in its <head> (../gatsby-ssr.tsx):
 * the <Global> rules, and the scoped rules with their names in `data-names`. Neither carries
 * Emotion's own `data-emotion` attribute, so Emotion never moves them about.
 */
export const GLOBAL_STYLE_ID = "emotion-global";
export const SCOPED_STYLE_ID = "emotion-scoped";

/**
 * Emotion's cache options, the same on the server and in the browser. No stylis plugins: Emotion's
 * default prefixer writes `-webkit-box`, `-ms-flexbox` and the like beside every flex and grid rule,
 * for browsers Gatsby no longer supports (its default browserslist, ">0.25%, not dead"); the few a
 * supported browser still needs are written by hand where they are used (`-webkit-backdrop-filter`).
 * That is 6 kB of each page's CSS, 0.5-0.7 kB gzipped (docs/performance.md, "On a slow 3G phone").
 */
export const EMOTION_CACHE_OPTIONS = { key: "css", stylisPlugins: [] };

/**
 * The browser's Emotion cache, which takes the built page's rules as already inserted, where they
 * are. Emotion's own hydration moves its server-rendered <style> elements to the end of <head>,
 * once when it loads and once more as it adopts them; a moved style sheet is a new one to the
 * browser, which then restyles every element on the page: two full style recalculations on a
 * phone that is still busy starting the page (30-55 ms each with the CPU slowed 4x, on `/`).
 * Rules the page needs later (a part rendered only in the browser) are inserted as usual.
 */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache(EMOTION_CACHE_OPTIONS);
  const names = document.getElementById(SCOPED_STYLE_ID)?.dataset.names ?? "";
  for (const name of names.split(" ")) if (name) cache.inserted[name] = true;
  return cache;
}

/** Whether this page's global rules are already in its <head>, from the build. */
export const hasBuiltGlobalStyles = () =>
  typeof document !== "undefined" && document.getElementById(GLOBAL_STYLE_ID) !== null;
