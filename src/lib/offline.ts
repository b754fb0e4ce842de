import { localisedPath, pathLanguage } from "../i18n/languages";
import type { Practice } from "./content-model";

/**
 * Reading offline (DECISIONS.md 23): the names and rules the service worker
 * (src/service-worker/worker.ts), the build (gatsby/offline-worker.ts), the offline page and the
 * registration share. Pure code: the worker bundles it too.
 */

/** Whether content/practice.json keeps pages for offline reading (absent or empty: yes). */
export function offlineReadingOn(practice: Pick<Practice, "offlineReading">): boolean {
  return practice.offlineReading !== false;
}

/** The worker's address, at the root so that its scope is the whole site. */
export const WORKER_PATH = "/sw.js";

/** What a page posts to a new build's worker it finds waiting: take over now. */
export const SKIP_WAITING = "skip-waiting";

/** The offline page's address in English; `offlinePagePath` gives each language's. */
export const OFFLINE_PATH = "/offline/";

/** The offline page in the language of an address: `/hi/…` gets the Hindi one. */
export function offlinePagePath(pathname: string): string {
  return localisedPath(pathLanguage(pathname), OFFLINE_PATH);
}

/** How long a page may take from the network before the copy saved on an earlier visit is shown. */
export const PAGE_TIMEOUT_SECONDS = 3;

/** The caches the worker keeps, besides Workbox's precache (the offline pages). */
export const CACHES = {
  /** Pages the visitor opened (HTML), network first; the offline page lists them. */
  pages: "pages",
  /** Gatsby's page data and app data of one build: `page-data-<webpack compilation hash>`. */
  dataPrefix: "page-data-",
  /** Files whose name changes with their content (scripts, styles, fonts, pictures), cache first. */
  assets: "assets",
} as const;

/** Limits on what the worker keeps. */
export const LIMITS = {
  pages: { maxEntries: 100, maxAgeSeconds: 60 * 24 * 3600 },
  data: { maxEntries: 200 },
  assets: { maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600 },
} as const;

/** Addresses the worker never touches: the CMS, which only staff open, and the worker itself. */
export function isOutOfScope(pathname: string): boolean {
  return pathname.startsWith("/admin/") || pathname === WORKER_PATH;
}

/** Gatsby's data: a page's `page-data.json`, `app-data.json` and the static queries' results. */
export function isPageData(pathname: string): boolean {
  return pathname.startsWith("/page-data/");
}

/**
 * A file whose name changes with its content: everything under `/static/` (pictures, fonts) and
 * webpack's `<name>-<hash>.js` and `.css` at the root (as the host headers make them immutable).
 */
export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith("/static/") || /^\/[^/]+-[0-9a-f]{16,}\.(js|css)$/.test(pathname);
}

/** Where a build's webpack compilation hash is written in each of its pages (Gatsby's scripts slice). */
export function builtBy(html: string): string | null {
  return /___webpackCompilationHash="([0-9a-f]+)"/.exec(html)?.[1] ?? null;
}

/** The attribute of the offline page's own script, the one script `withoutScripts` keeps. */
export const KEEP_SCRIPT_ATTRIBUTE = "data-offline";

/**
 * A page without its scripts (JSON-LD and the offline page's own script kept). A page saved from
 * another build would start that build's scripts with this build's page data; without them it reads
 * and works as it does with JavaScript off. Removing scripts never breaks the Content-Security-Policy.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (script, attributes: string) =>
    /type=["']?application\/ld\+json/i.test(attributes) || attributes.includes(KEEP_SCRIPT_ATTRIBUTE) ? script : "",
  );
}
