import { useEffect, useState } from "react";

/**
 * False during the server render and the first client render, true after: what depends on the
 * browser (the URL's query, local storage) waits for it, so hydration matches the built HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
