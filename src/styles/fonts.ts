import serif600 from "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2";

/**
 * One web font, for headings; it is what gives the site its voice, and gatsby-ssr preloads it so
 * it can be ready for the first paint. Body text uses the phone's own interface font (Roboto on
 * Android, San Francisco on iPhones): made for those screens, already installed, and nothing for a
 * slow connection to fetch before the page's picture and scripts.
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
export const fontFaceCss = [face("Source Serif 4", 600, serif600)].join("");
