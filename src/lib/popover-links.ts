/**
 * An inline script in every page's <head>: a link chosen in an open menu (a popover: the phone's
 * menu, the Services list) closes it, from the first paint on. React does the same once the header
 * has hydrated; on a slow connection that is seconds later, and the menu would stay open over the
 * section the link went to. The booking dialog (a popover where the browser lacks invoker commands)
 * stays open: its links call, open a map or WhatsApp, or go to another page.
 */
export const popoverLinksScript = `"popover" in HTMLElement.prototype &&
document.addEventListener("click", function (event) {
  var link = event.target instanceof Element && event.target.closest("a[href]");
  var popover = link && link.closest("[popover]:not(dialog)");
  if (popover && popover.matches(":popover-open")) popover.hidePopover();
});`;
