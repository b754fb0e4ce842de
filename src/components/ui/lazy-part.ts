import { createElement, type ComponentType, type ReactElement } from "react";
import { isFirstHydration } from "./hydration-boundary";

/** A component whose code is a chunk of its own, fetched the first time it renders (or earlier). */
export interface LazyPart<P extends object> {
  (props: P): ReactElement;
  /** Fetches the part's code; resolves once it can render without waiting. */
  preload: () => Promise<void>;
}

/** Parts of the layout, on every page: `preloadParts` fetches them for every page. */
const layoutParts: Array<LazyPart<never>> = [];

/**
 * A part of a page whose code stays out of the page's JavaScript until the part is needed. Put it
 * in a `<HydrationBoundary idle={false}>`: on the first page it then keeps its server-rendered HTML,
 * and its chunk is fetched when the part comes near the viewport or the visitor reaches into it.
 *
 * Unlike `React.lazy`, a part whose code is already here renders at once, so pages that preload
 * their parts (see `preloadParts`) render whole, as on the server.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { inLayout = false }: { inLayout?: boolean } = {},
): LazyPart<P> {
  let Component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (loaded) => {
        Component = loaded;
      },
      (error: unknown) => {
        loading = undefined; // the next call tries again
        throw error;
      },
    ));
  function Part(props: P) {
    // Suspends the nearest boundary until the code is here, as React.lazy does. If it cannot be
    // fetched (the connection dropped), the part stays as it is: server-rendered HTML whose links,
    // forms and disclosures work without React.
    if (!Component)
      throw preload().catch((error: unknown) => {
        console.warn("A part of the page could not be loaded; it keeps working without scripts.", error);
        return new Promise<never>(() => {});
      });
    return createElement(Component, props);
  }
  Part.preload = preload;
  if (inLayout) layoutParts.push(Part as LazyPart<never>);
  return Part;
}

/**
 * Fetches a page's parts and the layout's before the page renders, except while the first page
 * hydrates: where React renders a page from nothing (on the server, after client-side navigation)
 * it renders whole and at once, and links to a section find it. Every page module calls it at its
 * top level, `await preloadParts(About, Contact)`, which makes Gatsby wait for the parts before it
 * renders the page (it imports page modules asynchronously, on the server and in the browser).
 */
export function preloadParts(...parts: ReadonlyArray<LazyPart<never>>): Promise<unknown> | undefined {
  return isFirstHydration() ? undefined : Promise.all([...layoutParts, ...parts].map((part) => part.preload()));
}
