import fs from "node:fs";

/**
 * Copies of the not-found page at other paths (`/hi/404.html`) name themselves `/404.html` to
 * Gatsby's browser runtime. Gatsby writes each page's path into its HTML as `window.pagePath=`
 * (cache-dir/static-entry.js), and on load moves the reader to that path unless it is a not-found
 * page (cache-dir/production-app.js): a copy that said `/hi/404.html` would take the reader away
 * from the address they asked for. Saying `/404.html`, the copy renders there, in the address's
 * language.
 */
const NOT_FOUND_PATH = "/404.html";

const pagePathScript = (pagePath: string) => `window.pagePath=${JSON.stringify(pagePath)}`;

/** Whether a built page names itself Gatsby's not-found page. */
export const namesItselfNotFound = (html: string): boolean => html.includes(pagePathScript(NOT_FOUND_PATH));

/** Whether `pagePath` is a copy of the not-found page at another path (`/hi/404.html`). */
export const isNotFoundCopy = (pagePath: string): boolean =>
  pagePath !== NOT_FOUND_PATH && pagePath.endsWith(NOT_FOUND_PATH);

/** Rewrites the built copy at `file`, built for `pagePath`, to name itself `/404.html`. */
export async function adoptNotFoundCopy(file: string, pagePath: string): Promise<void> {
  const html = await fs.promises.readFile(file, "utf8");
  // A build that did not render the page again left the copy already adopted.
  if (namesItselfNotFound(html)) return;
  const own = pagePathScript(pagePath);
  if (!html.includes(own)) {
    throw new Error(
      `${file} does not say its page path as Gatsby 5 writes it (${own}): see "The not-found copies" in plugins/gatsby-plugin-first-paint/README.md`,
    );
  }
  await fs.promises.writeFile(file, html.replace(own, pagePathScript(NOT_FOUND_PATH)));
}
