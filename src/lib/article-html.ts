/**
 * What an article's HTML may contain, wherever it comes from (a post in local storage, raw HTML in
 * a Markdown file): the markup an article needs and nothing that styles, frames, collects input
 * or escapes the article box.
 */

/** Tags an article may use. No style, form, input, iframe, object, embed, svg or math. */
export const ARTICLE_TAGS = [
  "h2", "h3", "h4", "h5", "h6", "p", "br", "hr",
  "ul", "ol", "li", "dl", "dt", "dd",
  "strong", "b", "em", "i", "s", "sub", "sup", "small", "abbr",
  "a", "img", "figure", "figcaption",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
  "blockquote", "code", "pre",
]; // prettier-ignore

/** Attributes an article may use: no style, class or id (the page's own rules could be borrowed). */
export const ARTICLE_ATTRIBUTES = ["href", "src", "alt", "title", "colspan", "rowspan", "scope", "start"];

/**
 * An `https:` URL, or a path on this site: one leading slash, never two, never a backslash
 * (browsers read `/\host` as another host).
 */
export function isArticleUrl(value: string): boolean {
  const url = value.trim();
  if (url.includes("\\")) return false;
  return /^https:\/\/[^/]/i.test(url) || /^\/(?!\/)/.test(url);
}

/** DOMPurify's URL test for href and src, the same rule as isArticleUrl. */
export const ARTICLE_URL_PATTERN = /^(?:https:\/\/[^/\\][^\\]*|\/(?![/\\])[^\\]*)$/i;

/** The options DOMPurify sanitises stored posts with. */
export const ARTICLE_SANITISE_OPTIONS = {
  ALLOWED_TAGS: ARTICLE_TAGS,
  ALLOWED_ATTR: ARTICLE_ATTRIBUTES,
  ALLOWED_URI_REGEXP: ARTICLE_URL_PATTERN,
  // Plain values, not URLs: DOMPurify would otherwise test them against the URL pattern.
  ADD_URI_SAFE_ATTR: ["colspan", "rowspan", "scope", "start"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The part of DOMPurify this site uses, so the lib stays free of the browser-only package. */
interface Purifier {
  sanitize(html: string, options: typeof ARTICLE_SANITISE_OPTIONS): string;
  addHook(entry: "afterSanitizeAttributes", hook: (node: Element) => void): void;
}

/**
 * A sanitiser for stored posts. Images load without a referrer and lazily; links open in the same
 * tab without telling the other site where the reader came from.
 */
export function articleSanitiser(purifier: Purifier): (html: string) => string {
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "IMG") {
      // DOMPurify lets data: URLs through on images whatever the URL pattern says.
      if (!isArticleUrl(node.getAttribute("src") ?? "")) node.removeAttribute("src");
      node.setAttribute("referrerpolicy", "no-referrer");
      node.setAttribute("loading", "lazy");
    }
    if (node.tagName === "A" && node.hasAttribute("href")) node.setAttribute("rel", "noopener noreferrer");
  });
  return (html) => purifier.sanitize(html, ARTICLE_SANITISE_OPTIONS);
}
