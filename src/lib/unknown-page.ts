/**
 * Every address without a built page gets the built 404.html (from `gatsby serve`, nginx or any
 * static host). At /blog/<id>/ that page shows the post this browser stored under the id
 * (DECISIONS.md 5), elsewhere the 404 view. There is no client-only route for stored posts: Gatsby
 * would list every built page under it in its app script (match-paths), which would grow with the blog.
 */
const STORED_POST_PATH = /^\/blog\/([^/]+)\/?$/;

/** The stored post's id an unknown address names (`/blog/42/` -> "42"), or null. */
export function storedPostId(pathname: string): string | null {
  const match = STORED_POST_PATH.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** The loading view's heading and the tab's title while storage is read. */
export const LOADING_ARTICLE = "Loading article…";

/** The attribute the head script puts on <html> at a stored post's address, before anything paints. */
export const STORED_POST_ATTRIBUTE = "data-stored-post";

/**
 * Runs first in 404.html's <head>: at a stored post's address it marks <html>, so the page's CSS
 * shows the loading view instead of the 404 view until the page hydrates, and titles the tab to match.
 */
export const storedPostHeadScript = `if(${STORED_POST_PATH}.test(location.pathname)){document.documentElement.setAttribute(${JSON.stringify(STORED_POST_ATTRIBUTE)},"");document.title=${JSON.stringify(LOADING_ARTICLE)}}`;
