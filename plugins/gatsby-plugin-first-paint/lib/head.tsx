import { isValidElement, type ReactElement, type ReactNode } from "react";

/** The keys of the render-blocking hints (a prefix). */
export const EXPECT_KEY = "expect-";

/**
 * No first paint until the elements with these ids have been parsed (the platform's render
 * blocking, `<link rel="expect" blocking="render">`): on a slow connection the browser otherwise
 * paints what has arrived so far, which then moves as the rest comes. The site says which ids, and
 * puts the links among its own head elements (gatsby-ssr.tsx).
 */
export const holdFirstPaintUntil = (ids: readonly string[]): ReactElement[] =>
  ids.map((id) => <link key={`${EXPECT_KEY}${id}`} rel="expect" href={`#${id}`} {...{ blocking: "render" }} />);

const FIRST_IN_HEAD = "first-in-head:";

/**
 * An inline script that the plugin puts first in <head>, before the <title> and every <meta>
 * (gatsby-ssr.tsx, onPreRenderHTML): for a script that must run before the title is read.
 */
export const firstInHead = (key: string, script: string): ReactElement => (
  <script key={`${FIRST_IN_HEAD}${key}`} dangerouslySetInnerHTML={{ __html: script }} />
);

export const isFirstInHead = (component: ReactNode): boolean =>
  isValidElement(component) && String(component.key).startsWith(FIRST_IN_HEAD);

/**
 * gatsby-plugin-image adds a style sheet and a reveal script to every page for its <GatsbyImage>.
 * This site renders the plugin's images as plain <picture>s (src/components/ui/content-image.tsx),
 * which need neither, so they are left out (README, "gatsby-plugin-image's head").
 */
export const GATSBY_IMAGE_HEAD_KEYS: ReadonlySet<string> = new Set([
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
]);
