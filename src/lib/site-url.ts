/** The site's origin without a trailing slash, so `${siteUrl}${path}` never doubles a slash. */
export function normaliseSiteUrl(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+/.test(trimmed)) {
    throw new Error(`The site URL must start with http:// or https://, got "${url}"`);
  }
  return trimmed;
}

/** An absolute URL for a path on the site ("/blog/1/" -> "https://example.in/blog/1/"). */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${normaliseSiteUrl(siteUrl)}/${path.replace(/^\/+/, "")}`;
}
