import type { GatsbyBrowser } from "gatsby";
import { DEFAULT_LANGUAGE, pathLanguage } from "./src/i18n/languages";
import { wrapPageInLanguage } from "./src/i18n/wrap-page";
import { SKIP_WAITING, WORKER_PATH } from "./src/lib/offline";
import { cacheWebFontsWhenIdle } from "./src/styles/font-cache";

/** Changing the blog's filters updates the URL; the reader stays where they are on the page. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) => {
  const state = routerProps.location.state as { keepScroll?: boolean } | null;
  const samePage = prevRouterProps?.location.pathname === routerProps.location.pathname;
  return !(samePage && (state?.keepScroll || routerProps.location.search !== prevRouterProps?.location.search));
};

/** Whether content/practice.json keeps pages for offline reading (gatsby/offline-worker.ts). */
declare const SITE_OFFLINE_WORKER: boolean;

/**
 * Once this page is done: the heading font is fetched for later page loads (src/styles/fonts.ts),
 * and the service worker that keeps pages for reading offline is registered (src/service-worker/).
 * Switched off in content, no worker is registered, and the build's sw.js removes an earlier one.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // Hindi pages set every heading in the phone's own Devanagari font: nothing to fetch for them.
  if (pathLanguage(window.location.pathname) === DEFAULT_LANGUAGE) cacheWebFontsWhenIdle();
  if (typeof SITE_OFFLINE_WORKER === "undefined" || !SITE_OFFLINE_WORKER || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(WORKER_PATH)
      // A page loaded whole after a deploy (Gatsby reloads when it finds a new build) looks for the
      // new build's worker once it has loaded: fetched while the page still loads, the new worker
      // may find the old one busy with the page's requests and wait behind it (in Chromium,
      // indefinitely).
      .then(async (registration) => {
        if (!registration.active) return;
        await registration.update();
        if (registration.installing || registration.waiting) askToTakeOver(registration);
      })
      .catch(() => {
        // Not allowed here (a private window, a blocked worker), or offline: the site works as
        // without one, or with the worker it has.
      });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
};

/**
 * A new build's worker skips waiting by itself, but Chromium can leave it waiting for good when a
 * request of the page starts the old worker again while it hands over. Asked again, it takes over:
 * every second while it installs or waits, for ten seconds.
 */
function askToTakeOver(registration: ServiceWorkerRegistration) {
  let asked = 0;
  const timer = window.setInterval(() => {
    registration.waiting?.postMessage(SKIP_WAITING);
    if (++asked >= 10 || !(registration.installing || registration.waiting)) window.clearInterval(timer);
  }, 1000);
}

/** Every page in its language: the strings and alternates gatsby-node gave it (src/i18n/). */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPageInLanguage;
