/**
 * The offline page's list of the pages saved on this device, read from the worker's cache. Runs as
 * the offline page's one inline script (the page ships none of Gatsby's: see gatsby/offline-worker.ts),
 * so it is written for `Function.prototype.toString`: no imports, no helpers, promises not async.
 */
export function listSavedPages(options: { cache: string; list: string; empty: string }): void {
  const list = document.getElementById(options.list);
  const empty = document.getElementById(options.empty);
  if (!list || !empty || !("caches" in window)) return;
  void caches
    .open(options.cache)
    .then((cache) =>
      cache.keys().then((requests) =>
        Promise.all(
          requests.map((request) =>
            cache
              .match(request)
              .then((response) => (response ? response.text() : ""))
              .then((html) => {
                const url = new URL(request.url);
                const title = new DOMParser().parseFromString(html, "text/html").title;
                return { href: url.pathname + url.search, title: title || url.pathname };
              }),
          ),
        ),
      ),
    )
    .then((pages) => {
      pages.sort((a, b) => a.title.localeCompare(b.title));
      for (const page of pages) {
        const link = document.createElement("a");
        link.href = page.href;
        link.textContent = page.title;
        const item = document.createElement("li");
        item.append(link);
        list.append(item);
      }
      list.hidden = pages.length === 0;
      empty.hidden = pages.length > 0;
    });
}

/** The offline page's inline script: `listSavedPages` with its options. */
export function savedPagesScript(options: Parameters<typeof listSavedPages>[0]): string {
  return `(${listSavedPages.toString()})(${JSON.stringify(options)})`;
}
