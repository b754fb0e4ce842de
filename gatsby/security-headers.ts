import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES, localisedPath } from "../src/i18n/languages";
import type { Practice } from "../src/lib/content-model";
import { WORKER_PATH } from "../src/lib/offline";
import { formDelivery } from "../src/lib/form-delivery";
import { WHATSAPP_ORIGIN } from "../src/lib/whatsapp";

/**
 * The response headers a host must send, declared once. The build writes them as `public/_headers`
 * (Netlify, Cloudflare Pages) and into `deploy/out/nginx.conf` (from `deploy/nginx.conf.template`);
 * the browser tests serve the build through
 * nginx with a configuration made here too. Runs at build time only (Node), never in the browser.
 */

/** Headers for the paths matching `path`: `/*` is every response, `/static/*` a folder, else one file. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** What the policy must allow beyond the site itself. */
export interface PolicySources {
  /** sha256 hashes (base64) of every inline script the build wrote. */
  scriptHashes: string[];
  /** Origins the contact and newsletter forms send to (content/practice.json). */
  formOrigins: string[];
  /**
   * Where a form may go as a page rather than a request: WhatsApp, which the contact form opens in
   * a new tab without JavaScript when it hands messages to WhatsApp.
   */
  handOffOrigins?: string[];
}

/** The embedded map (src/lib/contact-links.ts mapsEmbedUrl) and the host it redirects to. */
export const MAP_FRAME_ORIGINS = ["https://maps.google.com", "https://www.google.com"];

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** The service worker's file: browsers check it for a new deploy on every navigation. */
export const NO_CACHE = "no-cache";

/** The Content-Security-Policy: as strict as the pages allow (see the README for how it was measured). */
export function contentSecurityPolicy({ scriptHashes, formOrigins, handOffOrigins = [] }: PolicySources): string {
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    // Gatsby's inline loader scripts, the web-font flag and the menus' link script, each by its hash.
    ["script-src", "'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
    // Emotion inserts its rules at run time and React writes style attributes: no hash can cover them.
    ["style-src", "'self'", "'unsafe-inline'"],
    // Posts in local storage may show https: images; placeholders may be data: URLs.
    ["img-src", "'self'", "data:", "https:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...formOrigins],
    ["form-action", "'self'", ...formOrigins, ...handOffOrigins],
    ["frame-src", ...MAP_FRAME_ORIGINS],
    ["manifest-src", "'self'"],
    // The service worker, from the site itself (src/service-worker/).
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The Git hosts' APIs the CMS at /admin/ commits through (Decap's github, gitlab, bitbucket backends). */
export const GIT_HOST_APIS = ["https://api.github.com", "https://gitlab.com", "https://api.bitbucket.org"];

/**
 * The policy of the CMS at /admin/, which only staff open: Decap's bundle evaluates code at run time
 * ('unsafe-eval'), shows chosen pictures as blob: URLs and talks to the Git host's API, or to
 * decap-server on the editor's own machine when the page itself is opened on localhost.
 */
export function adminContentSecurityPolicy(): string {
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...GIT_HOST_APIS, "http://localhost:*"],
    ["frame-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Headers every response carries. */
export function securityHeaders(sources: PolicySources): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(sources),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/**
 * The rules: security headers everywhere; hashed files (`/static/*` and the root's `name-<hash>.js`
 * files) immutable for a year; page data revalidated; the service worker's file checked every
 * time (`no-cache`). HTML is revalidated by the hosts' default
 * (and by nginx's fallback location), which `/*` must not repeat: hosts join the values of a header
 * set by two matching rules.
 */
export function headerRules(sources: PolicySources, hashedFiles: string[]): HeaderRule[] {
  return [
    { path: "/*", headers: securityHeaders(sources) },
    // After /*: its policy replaces the site's (netlifyHeaders detaches the earlier one).
    { path: "/admin/*", headers: { "Content-Security-Policy": adminContentSecurityPolicy() } },
    { path: "/page-data/*", headers: { "Cache-Control": REVALIDATE } },
    { path: WORKER_PATH, headers: { "Cache-Control": NO_CACHE } },
    { path: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
    ...hashedFiles.map((file) => ({ path: file, headers: { "Cache-Control": IMMUTABLE } })),
  ];
}

/** Whether every path `inner` matches is matched by `outer` too (`/*`, `/folder/*` or one file). */
function covers(outer: string, inner: string): boolean {
  return outer.endsWith("*") ? inner.startsWith(outer.slice(0, -1)) : outer === inner;
}

/**
 * The rules in the `_headers` format of Netlify and Cloudflare Pages. A header an earlier, wider
 * rule sets too is first detached (`! Name`): Cloudflare applies every matching rule and joins a
 * header's values, so /admin/ would get both policies and the stricter site one would block the
 * CMS. Netlify, which lets the more specific rule win, skips a line without a colon.
 */
export function netlifyHeaders(rules: HeaderRule[]): string {
  return rules
    .map(({ path: rulePath, headers }, index) => {
      const wider = rules.slice(0, index).filter((earlier) => covers(earlier.path, rulePath));
      const lines = Object.entries(headers).flatMap(([name, value]) => [
        ...(wider.some((earlier) => name in earlier.headers) ? [`  ! ${name}`] : []),
        `  ${name}: ${value}`,
      ]);
      return [rulePath, ...lines].join("\n");
    })
    .join("\n\n")
    .concat("\n");
}

export interface NginxOptions {
  /** The build folder on the server. */
  root: string;
  /** `listen` parameters, for example "443 ssl" or "9511". */
  listen: string;
  serverName: string;
}

/**
 * The rules as the inside of an nginx server block, each line indented by two spaces: what to serve,
 * the not-found pages, and each location's headers. nginx uses the headers of one location only (a
 * location's add_header replaces the server's), so each location repeats the `/*` headers; `always`
 * sends them on error responses (the 404 page) too.
 */
export function nginxSiteLines(rules: HeaderRule[]): string[] {
  const everywhere = rules.find((rule) => rule.path === "/*")?.headers ?? {};
  const addHeaders = (headers: Record<string, string>, indent: string) =>
    Object.entries({ ...everywhere, ...headers })
      .map(([name, value]) => `${indent}add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
      .join("\n");
  const location = (match: string, headers: Record<string, string>, body: string[] = []) =>
    [`  location ${match} {`, addHeaders(headers, "    "), ...body.map((line) => `    ${line}`), "  }"].join("\n");

  const locations = rules
    .filter((rule) => rule.path !== "/*")
    .map((rule) =>
      rule.path.endsWith("/*")
        ? location(`^~ ${rule.path.slice(0, -1)}`, rule.headers)
        : location(`= ${rule.path}`, rule.headers),
    );
  return [
    "  index index.html;",
    "  charset utf-8;",
    "  server_tokens off;",
    "  gzip on;",
    // nginx's default level (1) sends an article's HTML 1.6 kB larger than level 6 (15.7 kB against
    // 14.1): more than the first round trip holds on a slow connection. Level 6 is within 0.5% of 9.
    "  gzip_comp_level 6;",
    "  gzip_vary on;",
    "  gzip_types text/css application/javascript application/json image/svg+xml application/xml application/rss+xml application/manifest+json;",
    "  error_page 404 /404.html;",
    location("/", { "Cache-Control": REVALIDATE }, ["try_files $uri $uri/index.html =404;"]),
    // Unknown addresses in another language get that language's 404 page.
    ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) =>
      location(`${localisedPath(lang, "/")}`, { "Cache-Control": REVALIDATE }, [
        `error_page 404 ${localisedPath(lang, "/404.html")};`,
        "try_files $uri $uri/index.html =404;",
      ]),
    ),
    ...locations,
  ];
}

/** A whole server block serving the build with the rules (the browser tests' nginx). */
export function nginxServerBlock(rules: HeaderRule[], options: NginxOptions): string {
  return [
    "server {",
    `  listen ${options.listen};`,
    `  server_name ${options.serverName};`,
    `  root ${options.root};`,
    ...nginxSiteLines(rules),
    "}",
    "",
  ].join("\n");
}

/**
 * `deploy/nginx.conf.template` filled in: `{{server_name}}` with the site's host name, and the line
 * `{{site}}` with `nginxSiteLines`. Throws on a mark it does not know, so a typo in the template
 * fails the build instead of reaching nginx.
 */
export function fillNginxTemplate(template: string, rules: HeaderRule[], serverName: string): string {
  const SITE_LINE = /^[ \t]*\{\{site\}\}[ \t]*$/m;
  if (!SITE_LINE.test(template)) {
    throw new Error("deploy/nginx.conf.template: no {{site}} line, where the headers and locations go");
  }
  const filled = template
    .replace(SITE_LINE, () => nginxSiteLines(rules).join("\n"))
    .replace(/\{\{server_name\}\}/g, serverName);
  const unknown = /\{\{[^}]*\}\}/.exec(filled);
  if (unknown)
    throw new Error(`deploy/nginx.conf.template: unknown mark ${unknown[0]} (known: {{server_name}}, {{site}})`);
  return filled;
}

/** sha256 (base64) of each inline script that runs: JSON-LD and other data blocks are not scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    hashes.push(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return hashes;
}

/** The origin of each configured form endpoint; an empty one (nothing sent, or Netlify's own origin) needs none. */
export function endpointOrigins(endpoints: Array<string | null | undefined>): string[] {
  const origins = endpoints.flatMap((endpoint) => {
    if (!endpoint || !/^https?:\/\//i.test(endpoint)) return [];
    try {
      return [new URL(endpoint).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** Every file under a folder, at any depth. */
export function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * What a finished build needs: the hashes of its inline scripts and its hashed files, and the origins
 * the forms post to (the practice's two forms, and `otherEndpoints`: the second-opinion request's).
 */
export function buildHeaderRules(
  publicDir: string,
  practice: Pick<Practice, "contactForm" | "newsletterForm" | "whatsapp">,
  otherEndpoints: Array<string | null | undefined> = [],
) {
  const files = filesUnder(publicDir).map((file) => `/${path.relative(publicDir, file).split(path.sep).join("/")}`);
  const pages = files.filter((file) => file.endsWith(".html"));
  const scriptHashes = [
    ...new Set(pages.flatMap((page) => inlineScriptHashes(fs.readFileSync(path.join(publicDir, page), "utf8")))),
  ].sort();
  const formOrigins = endpointOrigins([
    practice.contactForm.endpoint,
    practice.newsletterForm.endpoint,
    ...otherEndpoints,
  ]);
  // webpack names its chunks <name>-<content hash>.js at the root of the build.
  const hashedFiles = files.filter((file) => /^\/[^/]+-[0-9a-f]{16,}\.(js|css)$/.test(file)).sort();
  const handOffOrigins =
    formDelivery(practice.contactForm, "contact", practice.whatsapp.number).kind === "whatsapp"
      ? [WHATSAPP_ORIGIN]
      : [];
  return headerRules({ scriptHashes, formOrigins, handOffOrigins }, hashedFiles);
}
