import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import type { SeoProps } from "./seo-head";
import { isFirstHydration } from "./ui/hydration-boundary";

export type { SeoImage, SeoProps } from "./seo-head";

/**
 * react-helmet, the head's tags and the JSON-LD builders, in the browser in a chunk of their own
 * (7 kB gzipped). The server render writes each page's head into its HTML
 * (gatsby-plugin-react-helmet); in the browser the head changes only after client-side navigation
 * or when a page changes its own title (a stored post), so the chunk loads then. The condition is
 * spelt out here so that webpack, which replaces `process.env.BUILD_STAGE` with the stage's name,
 * leaves the other branch out of the bundle; the server render and the unit tests take `require`.
 */
const SeoHead: ComponentType<SeoProps> =
  process.env.BUILD_STAGE === "build-javascript" || process.env.BUILD_STAGE === "develop"
    ? lazy(() => import("./seo-head"))
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      (require("./seo-head") as typeof import("./seo-head")).default;

/**
 * The head of every page (see `SeoHead`). In the browser, Helmet mounts only once this component
 * has: react-helmet registers its tags as it starts to render (componentWillMount, through
 * react-side-effect), and React may throw a render away (a sibling suspends, a navigation is
 * interrupted), never unmounting what it started. Such a ghost kept a page's tags in the head of
 * every page after it. A render started by this component's effect is never thrown away.
 */
export function Seo(props: SeoProps) {
  const onServer = typeof window === "undefined";
  // What the built page's head already says, when this mounts while that page first hydrates.
  const [built] = useState(() => (!onServer && isFirstHydration() ? JSON.stringify(props) : null));
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Helmet renders nothing into the page, so hydrating nothing in its place matches the HTML.
  if (onServer) return <SeoHead {...props} />;
  if (!mounted || built === JSON.stringify(props)) return null;
  return (
    <Suspense fallback={null}>
      <SeoHead {...props} />
    </Suspense>
  );
}
