import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { browserEmotionCache } from "./lib/emotion-cache";
import { isDiscardedHydration } from "./lib/react-errors";

let emotionCache: EmotionCache | undefined;

/** Set by gatsby-node.ts for a measurement (lib/switches.ts); `false` in a real build. */
declare const FIRST_PAINT_HYDRATION_TRANSITION_OFF: boolean;

/** Emotion takes the built page's style rules where they are (lib/emotion-cache.ts). */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => {
  emotionCache ??= browserEmotionCache();
  return <CacheProvider value={emotionCache}>{element}</CacheProvider>;
};

/**
 * Gatsby's own hydration, with one difference in what React reports. A part of the page that waits
 * to hydrate (src/components/ui/hydration-boundary.tsx) is rendered afresh when the address changes
 * before it has hydrated (a link to a #section, a search in the address): React cannot tell whether
 * the new location concerns it. The part shows its server-rendered HTML meanwhile, so the visitor
 * sees no change, and React's report of it (error 421) is logged as information. Anything else
 * React recovers from is reported as before.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const renderer = (element: ReactElement, root: Element) => {
    // As Gatsby decides (README, "Hydration"): a page built without HTML (development) is rendered,
    // not hydrated.
    if (!document.getElementById("gatsby-focus-wrapper")?.children.length) return createRoot(root).render(element);
    // As a transition, React hydrates the page in slices of about 5 ms and lets the browser handle
    // input in between, instead of one long task (README, "Hydration": on a page hydrated whole, such
    // as the fees tables, that task alone counted 400-600 ms of TBT on the slow profile). A tap
    // meanwhile hydrates what it lands on first; the controls work without React anyway.
    const hydrate = () => {
      hydrateRoot(root, element, {
        onRecoverableError: (error) => {
          if (isDiscardedHydration(error)) console.info("A part of the page was rendered afresh:", error);
          else if (typeof reportError === "function") reportError(error);
          else console.error(error);
        },
      });
    };
    if (typeof FIRST_PAINT_HYDRATION_TRANSITION_OFF !== "undefined" && FIRST_PAINT_HYDRATION_TRANSITION_OFF) hydrate();
    else startTransition(hydrate);
  };
  // Gatsby's type still describes ReactDOM.render; React 18 roots return nothing.
  return renderer as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
};
