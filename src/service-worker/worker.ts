/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import {
  builtBy,
  CACHES,
  isHashedAsset,
  isOutOfScope,
  isPageData,
  LIMITS,
  offlinePagePath,
  PAGE_TIMEOUT_SECONDS,
  SKIP_WAITING,
  withoutScripts,
} from "../lib/offline";

/**
 * The service worker (DECISIONS.md 23; docs/architecture.md, "Reading offline"). The build bundles
 * it and writes the offline pages' precache list into it (gatsby/offline-worker.ts).
 *
 * - Pages: network first, the copy saved on an earlier visit after PAGE_TIMEOUT_SECONDS, then the
 *   offline page in the address's language. An online visitor gets the current page.
 * - Gatsby's page data: network first with no timeout, in a cache of this build's own, so a page
 *   never starts with another build's data (Gatsby checks app-data.json's hash against the page's
 *   scripts, not each page's data).
 * - Hashed files (scripts, styles, fonts, pictures): cache first, within limits.
 * - A new deploy's worker takes over at once (skipWaiting, clientsClaim): the next navigation is
 *   the new build's, page and scripts and data.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };
/** The build's webpack compilation hash, written in by the build. */
declare const BUILD: string;

const dataCache = `${CACHES.dataPrefix}${BUILD}`;
/** The newest build the network has shown (app-data.json): this worker's own until a deploy. */
let newestBuild = BUILD;

void self.skipWaiting();
// Asked again by a page that finds this worker still waiting (gatsby-browser).
self.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * A saved page of another build (or one saved while a newer build was already out) shown without
 * its scripts: they would start with this build's page data. It reads and works as without JavaScript.
 */
const onlyThisBuildsScripts: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const html = await cachedResponse.clone().text();
    if (builtBy(html) === newestBuild && newestBuild === BUILD) return cachedResponse;
    return new Response(withoutScripts(html), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers: cachedResponse.headers,
    });
  },
};

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin(LIMITS.pages),
    onlyThisBuildsScripts,
  ],
});
registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && !isOutOfScope(url.pathname),
  pages,
);

/**
 * A newer build on the server: keep none of its data here. Its worker is fetched by the page Gatsby
 * then loads afresh, once loaded (gatsby-browser).
 */
const watchForNewBuild: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (new URL(request.url).pathname.endsWith("/app-data.json") && response.ok) {
      const { webpackCompilationHash } = (await response.clone().json()) as { webpackCompilationHash?: string };
      if (webpackCompilationHash && webpackCompilationHash !== BUILD) {
        newestBuild = webpackCompilationHash;
      }
    }
    return response;
  },
  cacheWillUpdate: async ({ response }) => (newestBuild === BUILD ? response : null),
};

registerRoute(
  ({ url }) => sameOrigin(url) && isPageData(url.pathname),
  new NetworkFirst({
    cacheName: dataCache,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin(LIMITS.data), watchForNewBuild],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && isHashedAsset(url.pathname),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ ...LIMITS.assets, purgeOnQuotaError: true }),
    ],
  }),
);

// Nothing from the network or a cache: a page gets the offline page in its language.
setCatchHandler(async ({ request, url }) => {
  if (request.mode === "navigate") return (await matchPrecache(offlinePagePath(url.pathname))) ?? Response.error();
  return Response.error();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    Promise.all([
      // The page's request starts while the worker wakes up.
      self.registration.navigationPreload?.enable(),
      dropOtherBuildsData(),
      saveOpenPages(event),
    ]),
  );
});

/** Page data of earlier builds would pair with this build's scripts: it goes. */
async function dropOtherBuildsData() {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(CACHES.dataPrefix) && name !== dataCache).map((name) => caches.delete(name)),
  );
}

/**
 * The page that registered the worker was fetched before it existed; it is saved now, as every
 * later page is on its way in, so the first page a visitor reads works offline too.
 */
async function saveOpenPages(event: ExtendableEvent) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  await Promise.all(
    windows.map(async (client) => {
      const url = new URL(client.url);
      url.hash = "";
      if (!sameOrigin(url) || isOutOfScope(url.pathname)) return;
      try {
        await pages.handle({ event, request: new Request(url.href) });
      } catch {
        // Offline already, or the page is gone: nothing to save.
      }
    }),
  );
}
