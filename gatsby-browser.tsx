import type { GatsbyBrowser } from "gatsby";
import { DEFAULT_LANGUAGE, pathLanguage } from "./src/i18n/languages";
import { wrapPageInLanguage } from "./src/i18n/wrap-page";
import { cacheWebFontsWhenIdle } from "./src/styles/font-cache";

/** Changing the blog's filters updates the URL; the reader stays where they are on the page. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const state = routerProps.location.state as { keepScroll?: boolean } | null;
  const samePage = prevRouterProps?.location.pathname === routerProps.location.pathname;
  return !(samePage && (state?.keepScroll || routerProps.location.search !== prevRouterProps?.location.search));
};

/** The heading font is fetched for later page loads once this one is done (src/styles/fonts.ts). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // Hindi pages set every heading in the phone's own Devanagari font: nothing to fetch for them.
  if (pathLanguage(window.location.pathname) === DEFAULT_LANGUAGE) cacheWebFontsWhenIdle();
};

/** Every page in its language: the strings and alternates gatsby-node gave it (src/i18n/). */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPageInLanguage;
