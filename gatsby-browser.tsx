import type { GatsbyBrowser } from "gatsby";
import { cacheWebFontsWhenIdle } from "./src/lib/web-fonts";

/** Changing the blog's filters updates the URL; the reader stays where they are on the page. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const state = routerProps.location.state as { keepScroll?: boolean } | null;
  const samePage = prevRouterProps?.location.pathname === routerProps.location.pathname;
  return !(samePage && (state?.keepScroll || routerProps.location.search !== prevRouterProps?.location.search));
};

/** The heading font is fetched for later page loads once this one is done (src/styles/fonts.ts). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  cacheWebFontsWhenIdle();
};
