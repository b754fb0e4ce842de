import { Global, css } from "@emotion/react";
import { ANCHOR_SCROLL_OFFSET_PX } from "../constants";
import {
  LATER_ATTRIBUTE,
  LATER_CLASS,
  LATER_ESTIMATED_HEIGHT,
} from "../../plugins/gatsby-plugin-first-paint/lib/deferred-layout";
import { hasBuiltGlobalStyles } from "../../plugins/gatsby-plugin-first-paint/lib/emotion-cache";
import { CONTACT_BAR_HEIGHT, colors, fonts, fontSizes, lineHeights } from "./theme";

/** Room for the phone's call/WhatsApp bar (ContactBar), which is hidden from mq.md up. */
const belowContactBar = `calc(${CONTACT_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px))`;

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    /* Anchor targets stop 100 px below the top, clear of the sticky header, with or without JavaScript. */
    scroll-padding-top: ${ANCHOR_SCROLL_OFFSET_PX}px;
  }
  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }
  @media (max-width: 767.98px) {
    html {
      scroll-padding-bottom: ${belowContactBar};
    }
    body {
      padding-bottom: ${belowContactBar};
    }
  }
  @media print {
    body {
      padding-bottom: 0;
    }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.base};
    line-height: ${lineHeights.body};
    color: ${colors.text};
    background: ${colors.background};
    -webkit-font-smoothing: antialiased;
    overflow-x: hidden;
    /* A long unbroken word (a drug name, a URL, a careless title) wraps instead of widening the page,
       also inside flex and grid items, whose minimum width would otherwise be the word's. */
    overflow-wrap: anywhere;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${fonts.heading};
    color: ${colors.ink};
    line-height: ${lineHeights.tight};
    font-weight: 600;
    margin: 0;
  }
  /* Hindi pages: the installed Devanagari font (headings get it through --font-heading, src/styles/fonts.ts),
     and line heights with room for the vowel signs above and below the letters. */
  body:lang(hi) {
    font-family: ${fonts.devanagari};
    line-height: ${lineHeights.devanagari};
  }
  h1:lang(hi),
  h2:lang(hi),
  h3:lang(hi),
  h4:lang(hi) {
    line-height: ${lineHeights.devanagariTight};
  }
  p {
    margin: 0;
  }
  a {
    color: ${colors.primary};
  }
  img {
    max-width: 100%;
  }
  button,
  input,
  textarea,
  select {
    font: inherit;
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  /* Parts below the first screen skip their layout until they come near, while the page loads
     (plugins/gatsby-plugin-first-paint/lib/deferred-layout.ts). */
  html.${LATER_CLASS} [${LATER_ATTRIBUTE}] {
    content-visibility: auto;
    contain-intrinsic-size: auto ${LATER_ESTIMATED_HEIGHT};
  }
  @media print {
    html.${LATER_CLASS} [${LATER_ATTRIBUTE}] {
      content-visibility: visible;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/**
 * The site's global rules. A built page carries them in its <head>, where they stay for every page
 * the visitor reaches from it; rendering <Global> again there would insert them a second time and
 * restyle the whole page (plugins/gatsby-plugin-first-paint/lib/emotion-cache.ts). <Global> renders no element, so leaving it
 * out in the browser does not disturb hydration.
 */
export function GlobalStyles() {
  if (hasBuiltGlobalStyles()) return null;
  return <Global styles={globalStyles} />;
}
