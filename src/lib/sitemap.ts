import { basePath, DEFAULT_LANGUAGE, LANGUAGE_INFO, type Lang } from "../i18n/languages";
import { OFFLINE_PATH } from "./offline";
import { absoluteUrl } from "./site-url";

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, when the page's content last changed. */
  lastmod?: string | null;
  /** The page in each language it exists in, itself included. */
  alternates?: Partial<Record<Lang, string>>;
}

/**
 * Pages search engines should list: not the 404 page, nor the offline page (what the service worker
 * shows when a page cannot be reached), nor the shell of a client-only route (`[...id]`).
 */
export function isIndexablePath(path: string): boolean {
  const base = basePath(path);
  return !/^\/(404|dev-404-page)(\/|\.html|$)/.test(base) && base !== OFFLINE_PATH && !path.includes("[");
}

/**
 * The hreflang alternates of a page in more than one language: each language's address, and
 * x-default (the English page) for readers of any other language. None for a page in one language.
 */
export function hreflangLinks(
  siteUrl: string,
  alternates: Partial<Record<Lang, string>> = {},
): Array<{ hreflang: string; href: string }> {
  const pairs = Object.entries(alternates) as Array<[Lang, string]>;
  if (pairs.length < 2) return [];
  const links = pairs.map(([lang, path]) => ({ hreflang: LANGUAGE_INFO[lang].tag, href: absoluteUrl(siteUrl, path) }));
  const fallback = alternates[DEFAULT_LANGUAGE];
  return fallback ? [...links, { hreflang: "x-default", href: absoluteUrl(siteUrl, fallback) }] : links;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .filter((entry) => isIndexablePath(entry.path))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(({ path, lastmod, alternates }) => {
      const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
      const links = hreflangLinks(siteUrl, alternates).map(
        ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      );
      return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>${modified}${links.join("")}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}
