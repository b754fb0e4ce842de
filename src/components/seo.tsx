import { useEffect, useState, type ComponentType } from "react";
import type { SeoProps } from "./seo-head";
import { isFirstHydration } from "./ui/hydration-boundary";

export type { SeoImage, SeoProps } from "./seo-head";

type Head = ComponentType<SeoProps>;

/**
 * react-helmet, the head's tags and the JSON-LD builders, in the browser in a chunk of their own
 * (7 kB gzipped). The server render writes each page's head into its HTML
 * (gatsby-plugin-react-helmet); in the browser the head changes only after client-side navigation
 * or when a page changes its own title (a stored post), so the chunk loads then. The condition is
 * spelt out here so that webpack, which replaces `process.env.BUILD_STAGE` with the stage's name,
 * leaves the other branch out of the bundle; the server render and the unit tests take `require`.
 */
let loadedHead: Head | null =
  process.env.BUILD_STAGE === "build-javascript" || process.env.BUILD_STAGE === "develop"
    ? null
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
      (require("./seo-head") as typeof import("./seo-head")).default;

const loadHead = (): Promise<Head> => import("./seo-head").then((module) => (loadedHead = module.default));

/**
 * The head of every page (see `loadedHead`). In the browser, Helmet renders only in an update this
 * component's own effect starts, once the chunk is there; not through `lazy` and `Suspense`.
 * react-helmet registers its tags as it starts to render (componentWillMount, through
 * react-side-effect), and React may throw a render away without unmounting what it started: a
 * sibling suspends, a navigation is interrupted, or (with `lazy`) the retry that shows the loaded
 * chunk is paused and started again for something more urgent. Such a ghost kept a page's tags in
 * the head of every page after it. A state update from an effect or a settled promise renders in
 * one go, and nothing in it suspends.
 */
export function Seo(props: SeoProps) {
  const onServer = typeof window === "undefined";
  // What the built page's head already says, when this mounts while that page first hydrates.
  const [built] = useState(() => (!onServer && isFirstHydration() ? JSON.stringify(props) : null));
  const changed = built !== JSON.stringify(props);
  const [Head, setHead] = useState<Head | null>(null);

  useEffect(() => {
    if (!changed || Head) return;
    let current = true;
    const show = (head: Head) => current && setHead(() => head);
    if (loadedHead) show(loadedHead);
    else
      loadHead().then(show, (error: unknown) => {
        // The head stays as it is (the page itself works); say why.
        console.error("The page's head could not be updated: its code did not load.", error);
      });
    return () => {
      current = false;
    };
  }, [changed, Head]);

  if (onServer) {
    const ServerHead = loadedHead!;
    return <ServerHead {...props} />;
  }
  // Helmet renders nothing into the page, so hydrating nothing in its place matches the HTML.
  return changed && Head ? <Head {...props} /> : null;
}
