/// <reference lib="webworker" />

/**
 * The worker a build ships when reading offline is switched off in content (practice.json's
 * `offlineReading`): a visitor whose browser still has the site's worker gets this one on the next
 * visit (browsers check the worker's file on every navigation), which deletes every cache the site
 * made and unregisters itself. The pages of such a build register no worker.
 */
declare const self: ServiceWorkerGlobalScope;

self.addEventListener("install", () => {
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
