import { HEADER_HEIGHT, navBreakpoint, shadows } from "./theme";

/** The marks the phone menu's links go to without JavaScript (src/components/layout/mobile-menu.tsx). */
export const MENU_OPEN = "menu";
export const MENU_CLOSED = "menu-closed";

/**
 * The page's styles for a browser that runs no JavaScript, in a <noscript> in <head>
 * (gatsby-ssr.tsx): they cost the page's scripts nothing, and apply in every browser that runs
 * none, while a browser whose scripts are only late never reads them. Controls that need a script
 * give way to ones that do not; the stand-ins carry `hidden` otherwise.
 * - The phone menu opens as the address's target (`#menu`, a hidden mark before it) instead of a
 *   popover, which nothing would close when a link is followed: choosing a section changes the
 *   target and closes it; the cross goes to `#menu-closed`, another mark, so the page stays put.
 * - Services is a link to the section all its entries lead to, not a list that would stay open.
 * - The blog's search box, which cannot search, gives way to a line saying what to do; the
 *   contact form, with nothing configured, says it cannot send.
 */
export const withoutScriptsCss = `header .menu-toggle,header [popovertarget="services-menu"],html form[role="search"]{display:none}
header .menu-link[hidden],header .services-link[hidden]{display:inline-flex}
header:has(#${MENU_OPEN}:target) .menu-link.open,header:not(:has(#${MENU_OPEN}:target)) .menu-link.close{display:none}
#${MENU_OPEN}:target~#mobile-menu{display:block;position:fixed;inset:${HEADER_HEIGHT} 0 auto;width:auto;margin:0;box-shadow:${shadows.raised}}
.no-script[hidden]{display:block}
${navBreakpoint}{header .menu-link[hidden],#${MENU_OPEN}:target~#mobile-menu{display:none}}`;
