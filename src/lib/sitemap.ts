import { absoluteUrl } from "./site-url";

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, when the page's content last changed. */
  lastmod?: string | null;
}

/** Pages search engines should list: not the 404 page, nor the shell of a client-only route (`[...id]`). */
export function isIndexablePath(path: string): boolean {
  return !/^\/(404|dev-404-page)(\/|\.html|$)/.test(path) && !path.includes("[");
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .filter((entry) => isIndexablePath(entry.path))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(({ path, lastmod }) => {
      const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
      return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>${modified}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}
