import { createElement, isValidElement, type ReactNode } from "react";

/**
 * Gatsby writes each page's path into its HTML as an inline script, `window.pagePath="/blog/1/"`
 * (cache-dir/static-entry.js: the post-body element `#gatsby-script-loader`), and its browser runtime
 * moves the reader to that path on load unless it is a not-found page (cache-dir/production-app.js).
 *
 * A script that differs on every page puts one more hash into the Content-Security-Policy, which
 * every response carries: for 51 pages 45 of its 52 hashes and 2.6 of its 3.2 kB, and a thousand
 * more hashes for a thousand articles. So the path goes into an attribute of that element, and the
 * script that reads it is the same on every page.
 *
 * Copies of the not-found page at other paths (`/hi/404.html`) say `/404.html`: a copy that said
 * its own path would take the reader away from the address they asked for. Saying `/404.html`, the
 * copy renders there, in the address's language.
 */
const SCRIPT_LOADER_ID = "gatsby-script-loader";
const PAGE_PATH_ATTRIBUTE = "data-page-path";
const NOT_FOUND_PATH = "/404.html";
/** Gatsby 5's script: the path as JSON, nothing else (no inline page data). */
const GATSBY_SCRIPT = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

/** The one script of every page. */
export const PAGE_PATH_SCRIPT = `window.pagePath=document.currentScript.getAttribute("${PAGE_PATH_ATTRIBUTE}")`;

/** Whether `pagePath` is a copy of the not-found page at another path (`/hi/404.html`). */
const isNotFoundCopy = (pagePath: string): boolean => pagePath !== NOT_FOUND_PATH && pagePath.endsWith(NOT_FOUND_PATH);

/** Whether a built page names itself Gatsby's not-found page. */
export const namesItselfNotFound = (html: string): boolean =>
  html.includes(`${PAGE_PATH_ATTRIBUTE}="${NOT_FOUND_PATH}"`);

function fail(pathname: string, what: string): never {
  throw new Error(`${pathname}: ${what} (see "The page path" in plugins/gatsby-plugin-first-paint/README.md)`);
}

/**
 * The page's post-body elements with Gatsby's page-path script replaced by the attribute and the
 * shared script. Stops the build, naming the page, if Gatsby no longer writes it as Gatsby 5 does.
 */
export function withSharedPagePathScript(components: ReactNode[], pathname: string): ReactNode[] {
  let replaced = 0;
  const result = components.map((component) => {
    if (!isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html?: string } }>(component)) return component;
    if (component.props.id !== SCRIPT_LOADER_ID) return component;
    const match = GATSBY_SCRIPT.exec(component.props.dangerouslySetInnerHTML?.__html ?? "");
    if (!match || JSON.parse(match[1]!) !== pathname) {
      fail(pathname, `#${SCRIPT_LOADER_ID} does not say the page path as Gatsby 5 writes it`);
    }
    replaced += 1;
    return createElement("script", {
      key: component.key,
      id: SCRIPT_LOADER_ID,
      [PAGE_PATH_ATTRIBUTE]: isNotFoundCopy(pathname) ? NOT_FOUND_PATH : pathname,
      dangerouslySetInnerHTML: { __html: PAGE_PATH_SCRIPT },
    });
  });
  if (replaced !== 1)
    fail(pathname, `expected one #${SCRIPT_LOADER_ID} among the post-body elements, found ${replaced}`);
  return result;
}
