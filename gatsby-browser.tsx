import type { GatsbyBrowser } from "gatsby";

/** Changing the blog's filters updates the URL; the reader stays where they are on the page. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const state = routerProps.location.state as { keepScroll?: boolean } | null;
  const samePage = prevRouterProps?.location.pathname === routerProps.location.pathname;
  return !(samePage && (state?.keepScroll || routerProps.location.search !== prevRouterProps?.location.search));
};
