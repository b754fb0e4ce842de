/**
 * Whether this page was served as built HTML, which React is now hydrating: Gatsby renders the page
 * into `<div id="___gatsby">` (cache-dir/default-html.js), which is empty where React renders from
 * nothing (development, a client-only page). False on the server.
 */
export const isServerRenderedPage = (): boolean =>
  typeof document !== "undefined" && Boolean(document.getElementById("___gatsby")?.firstElementChild);
