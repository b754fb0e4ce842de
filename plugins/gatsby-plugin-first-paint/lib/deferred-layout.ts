/**
 * Layout below the first screen, later. On a first load a slow phone spends most of its busy time
 * on the browser's own work: styling and laying out every element of a long page, before the
 * visitor has seen more than its first screen. Parts marked with `data-later` (the home sections
 * below the hero, the footer) get `content-visibility: auto` while <html> has the class below: the
 * browser skips their style and layout until they come near the viewport, and the page has loaded.
 * They are then laid out one per idle moment, so that from then on the page is laid out as it would
 * have been anyway, and scrolling to a section lands where it should.
 *
 * A skipped part has only an estimated height, so anything that scrolls to a position needs the
 * real layout first. Everything is laid out at once:
 * - when the page opens at a #section, is reloaded, or is reached by Back or Forward (the browser
 *   or Gatsby then restores a scroll position): the class is never set;
 * - when a link with a # is followed (a click on it, before the browser scrolls), or the address's
 *   # changes;
 * - on client-side navigation, before Gatsby restores a scroll position (../gatsby-browser.tsx).
 * Without JavaScript nothing is skipped.
 */

/** The attribute that marks a part whose layout can wait. */
export const LATER_ATTRIBUTE = "data-later";
/** Set on <html> while marked parts may skip their layout. */
export const LATER_CLASS = "layout-later";
/** A marked part's height until it is laid out: room for a typical home section on a phone. */
export const LATER_ESTIMATED_HEIGHT = "1000px";

/** Props for an element whose layout can wait (spread onto it). */
export const layoutLater = { [LATER_ATTRIBUTE]: "" } as const;

/**
 * Runs in <head> before anything renders. Browsers without `content-visibility` lay out as usual.
 * After the load event, each idle callback lets one marked part be laid out, which the next frame
 * does; the next part waits for the idle time after that frame. Then the class goes.
 */
export const deferredLayoutScript =
  `(function(){var d=document.documentElement,c="${LATER_CLASS}",a="${LATER_ATTRIBUTE}";` +
  `var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];` +
  `if(location.hash||(n&&n.type!=="navigate")||!("contentVisibility" in d.style))return;d.classList.add(c);` +
  `var idle=window.requestIdleCallback||function(f){return setTimeout(f,50)};` +
  `function all(){d.classList.remove(c);removeEventListener("click",link,true);removeEventListener("hashchange",all)}` +
  `function link(e){var t=e.target;if(t&&t.closest&&t.closest('a[href*="#"]'))all()}` +
  `function next(){if(!d.classList.contains(c))return;var p=document.querySelector("["+a+"]");` +
  `if(!p)return all();p.removeAttribute(a);requestAnimationFrame(function(){idle(next)})}` +
  `addEventListener("click",link,true);addEventListener("hashchange",all);` +
  `addEventListener("load",function(){idle(next)})})()`;

/** Lays out every part now (client-side navigation; see above). */
export function layOutEverything() {
  document.documentElement.classList.remove(LATER_CLASS);
}
