import serif600 from "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2";

/**
 * One web font, for headings. Body text uses the phone's own interface font (Roboto on Android,
 * San Francisco on iPhones): made for those screens, already installed, nothing to fetch.
 *
 * The heading font is not fetched on a first visit, when a slow connection has the page's picture
 * and scripts to bring: headings use the installed serif then. Once the page has loaded and the
 * connection is idle, src/styles/font-cache.ts fetches the font into the browser's cache and notes that
 * it did; from the next page load on, a line in <head> sees the note and headings use the font,
 * which comes from the cache in time for the first paint, so nothing reflows.
 */
export const HEADING_FONT = { family: "Source Serif 4", weight: "600", url: serif600 } as const;

/**
 * Hindi text, body and headings: the Devanagari font the phone or computer already has (Android,
 * Windows, Apple, older Windows), which shapes conjuncts and vowel signs properly; then the Latin
 * stack for anything else. The heading web font has no Devanagari, and none is fetched for it.
 * Declared here, not in theme.ts, so gatsby-browser's font code does not pull the theme into
 * Gatsby's app chunk.
 */
export const DEVANAGARI_FONTS =
  '"Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", Mangal, system-ui, sans-serif';

/** Set on <html> before the first paint when the heading font is known to be in the cache. */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";
/** The local-storage note that the heading font has been fetched. */
export const WEB_FONTS_STORAGE_KEY = "webFontsCached";

const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

const FALLBACK_SERIF = 'Georgia, "Times New Roman", "Noto Serif", serif';

/**
 * The @font-face rule and the heading stack, written into <head> once by gatsby-ssr and never
 * touched again. They are kept out of Emotion on purpose: a style sheet the browser reads again
 * (Emotion's own hydration moves its <style> tags; the first-paint plugin prevents that)
 * starts its font faces out unloaded, so every heading would reflow to the fallback font and back.
 * "optional": should the cached font still be late, it is skipped for that page view, never swapped in.
 * Hindi text has no use for the font (it has no Devanagari): its headings use the installed
 * Devanagari stack, so the page never asks for the font. The stack is set where a `lang="hi"`
 * begins and inherited from there: a rule for every element (`:lang(hi)`) made each of the page's
 * elements test its language and carry the property itself, a third of the style work of a whole
 * Hindi page. `:root[lang|="hi"]` outranks `:root[data-web-fonts]` on the <html> of a Hindi page.
 */
export const fontFaceCss =
  `@font-face{font-family:"${HEADING_FONT.family}";font-style:normal;font-weight:${HEADING_FONT.weight};` +
  `font-display:optional;src:url(${HEADING_FONT.url}) format("woff2");unicode-range:${LATIN}}` +
  `:root{--font-heading:${FALLBACK_SERIF}}` +
  `:root[${WEB_FONTS_ATTRIBUTE}]{--font-heading:"${HEADING_FONT.family}",${FALLBACK_SERIF}}` +
  `:root[lang|="hi"],[lang|="hi"]{--font-heading:${DEVANAGARI_FONTS}}`;

/** Runs in <head> before anything renders; storage that cannot be read just means "not cached". */
export const webFontsFlagScript =
  `try{if(localStorage.getItem("${WEB_FONTS_STORAGE_KEY}")==="1")` +
  `document.documentElement.setAttribute("${WEB_FONTS_ATTRIBUTE}","")}catch(e){}`;
