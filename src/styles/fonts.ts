import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2";
import inter600 from "@fontsource/inter/files/inter-latin-600-normal.woff2";
import serif600 from "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2";

/**
 * Fonts preloaded by gatsby-ssr: the heading face, whose late arrival would reflow the headings at
 * the top of every page. The body faces are left to load on their own, so they do not compete
 * with the page's largest picture for a slow connection.
 */
export const PRELOADED_FONTS = [serif600];

const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

const face = (family: string, weight: number, url: string) =>
  // "optional": a font that is not there in time is skipped for this page view instead of swapped
  // in later, so text never jumps on a slow connection; it is cached for the next page.
  `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:optional;` +
  `src:url(${url}) format("woff2");unicode-range:${LATIN}}`;

/**
 * The @font-face rules, written into <head> once by gatsby-ssr and never touched again. They are
 * kept out of Emotion on purpose: Emotion moves its server-rendered <style> tags when the page
 * hydrates, the browser re-reads a moved style sheet, and re-read font faces start out unloaded,
 * so every heading would reflow to the fallback font and back.
 */
export const fontFaceCss = [
  face("Inter", 400, inter400),
  face("Inter", 600, inter600),
  face("Source Serif 4", 600, serif600),
].join("");
