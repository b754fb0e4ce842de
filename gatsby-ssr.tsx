import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { GatsbySSR } from "gatsby";
import { basePath, localisedPath, pathLanguage } from "./src/i18n/languages";
import { wrapPageInLanguage } from "./src/i18n/wrap-page";
import { isValidElement } from "react";
import { IconSprite } from "./src/components/ui/icon-sprite";
import { deferredLayoutScript } from "./src/lib/deferred-layout";
import { HOME_SECTIONS } from "./src/lib/home-sections";
import { storedPostHeadScript } from "./src/lib/unknown-page";
import { GLOBAL_STYLE_ID, SCOPED_STYLE_ID } from "./src/styles/emotion-cache";
import { fontFaceCss, webFontsFlagScript } from "./src/styles/fonts";

/**
 * Emotion's styles go into <head> as one block per page instead of <style> tags scattered through
 * <body> (invalid HTML, and more work for a slow phone's parser). A cache in "compat" mode collects
 * the CSS while the page renders; the browser's cache takes the block's rules as inserted when the
 * page hydrates (src/styles/emotion-cache.ts). Pages render two at a time, so each page's cache is
 * kept by its path.
 */
const cachesByPath = new Map<string, EmotionCache>();

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const cache = createCache({ key: "css" });
  cache.compat = true;
  cachesByPath.set(pathname, cache);
  return <CacheProvider value={cache}>{element}</CacheProvider>;
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents, setPreBodyComponents }) => {
  setPreBodyComponents([<IconSprite key="icons" />]);
  setHeadComponents([
    // No first paint until the header has been parsed (the platform's render blocking): on a slow
    // connection the browser otherwise painted half a navigation bar, which then jumped as its
    // last links arrived (a layout shift the stability gate caught under load).
    <link key="expect-main" rel="expect" href="#main" {...{ blocking: "render" }} />,
    // On a home page, not before the section after the hero either: the hero's text is centred
    // beside the portrait, so a hero painted before its last lines and its portrait had arrived
    // moved as they came (on /hi/ at desktop width, 3 loads in 10 of the stability gate).
    ...(basePath(pathname) === "/"
      ? [<link key="expect-hero" rel="expect" href={`#${HOME_SECTIONS[1]?.id}`} {...{ blocking: "render" }} />]
      : []),
    // Before anything renders: headings use the web font only when it is already cached.
    <script key="web-fonts" dangerouslySetInnerHTML={{ __html: webFontsFlagScript }} />,
    // Before anything renders: the parts below the first screen may be laid out later.
    <script key="deferred-layout" dangerouslySetInnerHTML={{ __html: deferredLayoutScript }} />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss }} />,
  ]);
  const cache = cachesByPath.get(pathname);
  cachesByPath.delete(pathname);
  if (!cache) return;
  // Scoped rules carry their class (.css-<name>); the rest are <Global>'s, which the browser keeps
  // from this block instead of rendering them again (src/styles/global.tsx).
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  const scoped = rules.filter(([name, css]) => css.includes(`.css-${name}`));
  const globals = rules.filter(([name, css]) => !css.includes(`.css-${name}`));
  setHeadComponents([
    <style
      key="emotion-global"
      id={GLOBAL_STYLE_ID}
      dangerouslySetInnerHTML={{ __html: globals.map(([, css]) => css).join("") }}
    />,
    <style
      key="emotion-scoped"
      id={SCOPED_STYLE_ID}
      data-names={scoped.map(([name]) => name).join(" ")}
      dangerouslySetInnerHTML={{ __html: scoped.map(([, css]) => css).join("") }}
    />,
  ]);
};

/**
 * gatsby-plugin-image adds a style sheet and a reveal script to every page for its <GatsbyImage>.
 * This site renders the plugin's images with ContentImage (src/components/ui/content-image.tsx),
 * which needs neither, so they are left out.
 */
const GATSBY_IMAGE_HEAD_KEYS = new Set([
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
]);

const isOtherFeed = (props: { type?: string; href?: string }, ownFeed: string) =>
  props.type === "application/rss+xml" && props.href !== ownFeed;

/** The pages every unknown address is answered with (src/pages/404.tsx). */
const isNotFoundPage = (pathname: string) => /^\/404(\.html|\/)?$/.test(pathname);

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const ownFeed = localisedPath(pathLanguage(pathname), "/rss.xml");
  const kept = getHeadComponents().filter(
    (component) =>
      !(isValidElement(component) && GATSBY_IMAGE_HEAD_KEYS.has(String(component.key))) &&
      // gatsby-plugin-feed names every feed on every page; a page names its own language's.
      !(isValidElement<{ type?: string; href?: string }>(component) && isOtherFeed(component.props, ownFeed)),
  );
  // First in <head>, before the <title>: at a stored post's address the page shows its loading
  // view and title from the first paint, never "not found" (src/lib/unknown-page.ts).
  const first = isNotFoundPage(pathname)
    ? [<script key="stored-post" dangerouslySetInnerHTML={{ __html: storedPostHeadScript }} />]
    : [];
  replaceHeadComponents([...first, ...kept]);
};

/** Every page in its language: the strings and alternates gatsby-node gave it (src/i18n/). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPageInLanguage;
