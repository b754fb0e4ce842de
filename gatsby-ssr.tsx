import type { GatsbySSR } from "gatsby";
import { isValidElement } from "react";
import { firstInHead, holdFirstPaintUntil } from "./plugins/gatsby-plugin-first-paint/lib/head";
import { IconsDrawn, type IconName } from "./src/components/ui/icon";
import { IconSprite } from "./src/components/ui/icon-sprite";
import { ICON_NAMES } from "./src/lib/icon-paths";
import { basePath, localisedPath, pathLanguage } from "./src/i18n/languages";
import { wrapPageInLanguage } from "./src/i18n/wrap-page";
import { HOME_SECTIONS } from "./src/lib/home-sections";
import { popoverLinksScript } from "./src/lib/popover-links";
import { storedPostHeadScript } from "./src/lib/unknown-page";
import { fontFaceCss, webFontsFlagScript } from "./src/styles/fonts";
import { PRINT_CSS } from "./src/styles/print";
import { withoutScriptsCss } from "./src/styles/without-scripts";

/** The main landmark's id (src/components/layout/layout.tsx): the header is parsed before it. */
const MAIN_ID = "main";
/** The home page's section after the hero (src/lib/home-sections.ts). */
const AFTER_HERO_ID = HOME_SECTIONS[1]?.id;

/** The pages every unknown address is answered with (src/pages/404.tsx). */
const isNotFoundPage = (pathname: string) => /^\/404(\.html|\/)?$/.test(pathname);

/** The icons each page draws, kept by its path (pages are rendered two at a time) until its sprite is written. */
const iconsByPath = new Map<string, Set<IconName>>();

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const drawn = new Set<IconName>();
  iconsByPath.set(pathname, drawn);
  return <IconsDrawn.Provider value={drawn}>{element}</IconsDrawn.Provider>;
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  setHeadComponents([
    // No first paint until the header has been parsed: on a slow connection the browser otherwise
    // painted half a navigation bar, which then jumped as its last links arrived (a layout shift the
    // stability gate caught under load). On a home page, not before the section after the hero
    // either: the hero's text is centred beside the portrait, so a hero painted before its last
    // lines and its portrait had arrived moved as they came (on /hi/ at desktop width, 3 loads in
    // 10 of the stability gate).
    ...holdFirstPaintUntil(basePath(pathname) === "/" && AFTER_HERO_ID ? [MAIN_ID, AFTER_HERO_ID] : [MAIN_ID]),
    // Before anything renders: headings use the web font only when it is already cached.
    <script key="web-fonts" dangerouslySetInnerHTML={{ __html: webFontsFlagScript }} />,
    // A link chosen in an open menu closes it before React has hydrated the header.
    <script key="popover-links" dangerouslySetInnerHTML={{ __html: popoverLinksScript }} />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss }} />,
    // Paper: pages print as A4 leaflets, without a script (src/styles/print.ts).
    <style key="print" dangerouslySetInnerHTML={{ __html: PRINT_CSS }} />,
    // Without JavaScript, controls that need it give way to ones that do not (src/styles/without-scripts.ts).
    <noscript key="without-scripts">
      <style dangerouslySetInnerHTML={{ __html: withoutScriptsCss }} />
    </noscript>,
    // At a stored post's address the page shows its loading view and title from the first paint,
    // never "not found" (src/lib/unknown-page.ts).
    ...(isNotFoundPage(pathname) ? [firstInHead("stored-post", storedPostHeadScript)] : []),
  ]);
};

const isOtherFeed = (props: { type?: string; href?: string }, ownFeed: string) =>
  props.type === "application/rss+xml" && props.href !== ownFeed;

/**
 * Each page's icon sprite, and its head without other languages' feeds (gatsby-plugin-feed names
 * every feed on every page; a page names its own language's).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPreBodyComponents,
  replacePreBodyComponents,
}) => {
  // The page's sprite, once the page has been rendered: the icons it drew, in the table's order.
  const drawn = iconsByPath.get(pathname) ?? new Set();
  iconsByPath.delete(pathname);
  replacePreBodyComponents([
    <IconSprite key="icons" names={ICON_NAMES.filter((name) => drawn.has(name))} />,
    ...getPreBodyComponents(),
  ]);
  const ownFeed = localisedPath(pathLanguage(pathname), "/rss.xml");
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) =>
        !(isValidElement<{ type?: string; href?: string }>(component) && isOtherFeed(component.props, ownFeed)),
    ),
  );
};

/** Every page in its language: the strings and alternates gatsby-node gave it (src/i18n/). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPageInLanguage;
