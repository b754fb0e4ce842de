import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  headerRules,
  netlifyHeaders,
  securityHeaders,
} from "../gatsby/security-headers";
import { LANGUAGES, localisedPath } from "../src/i18n/languages";
import { cloudflareHeaders, parseHeadersFile } from "./helpers/cloudflare-headers";
import { ARTICLES, libraryPages } from "./e2e/content";

/** `_headers` as the build writes it (gatsby/security-headers.ts), read the way Cloudflare Pages applies it. */
const SOURCES = { scriptHashes: ["aGFzaA=="], formOrigins: ["https://forms.example.in"] };
const HASHED = "/app-0123456789abcdef0123.js";
const RULES = parseHeadersFile(netlifyHeaders(headerRules(SOURCES, [HASHED])));

const [article] = ARTICLES;
const [libraryPage] = libraryPages("en");
const PUBLIC_PATHS = LANGUAGES.flatMap((lang) => [
  localisedPath(lang, "/"),
  localisedPath(lang, "/blog/"),
  localisedPath(lang, `/blog/${article!.id}/`),
  localisedPath(lang, libraryPage!.path),
  localisedPath(lang, "/no-such-page/"),
]).concat(["/page-data/index/page-data.json", "/static/picture.jpg", HASHED]);
const ADMIN_PATHS = ["/admin/", "/admin/config.yml"];

describe("reading _headers as Cloudflare Pages does", () => {
  it("applies every matching rule in order, joining a header set twice, and detaches with !", () => {
    const rules = parseHeadersFile(
      [
        "/*",
        "  X-Robots-Tag: noindex",
        "",
        "/static/*",
        "  X-Robots-Tag: nosnippet",
        "",
        "/static/raw/*",
        "  ! X-Robots-Tag",
      ].join("\n"),
    );
    expect(cloudflareHeaders(rules, "/page").get("x-robots-tag")).toEqual(["noindex"]);
    expect(cloudflareHeaders(rules, "/static/a.css").get("x-robots-tag")).toEqual(["noindex", "nosnippet"]);
    expect(cloudflareHeaders(rules, "/static/raw/a.css").has("x-robots-tag")).toBe(false);
  });
});

describe("the _headers file on Cloudflare Pages", () => {
  it.each(PUBLIC_PATHS)("gives %s the site's policy, once", (path) => {
    expect(cloudflareHeaders(RULES, path).get("content-security-policy")).toEqual([contentSecurityPolicy(SOURCES)]);
  });

  it.each(ADMIN_PATHS)("gives %s the CMS's policy alone, not the site's too", (path) => {
    expect(cloudflareHeaders(RULES, path).get("content-security-policy")).toEqual([adminContentSecurityPolicy()]);
  });

  it.each([...PUBLIC_PATHS, ...ADMIN_PATHS])("gives %s each other security header once", (path) => {
    const headers = cloudflareHeaders(RULES, path);
    for (const [name, value] of Object.entries(securityHeaders(SOURCES))) {
      if (name !== "Content-Security-Policy") expect(headers.get(name.toLowerCase())).toEqual([value]);
    }
  });
});

describe("the site's Content-Security-Policy", () => {
  const directive = (policy: string, name: string) =>
    policy
      .split("; ")
      .find((entry) => entry.startsWith(`${name} `))
      ?.split(" ")
      .slice(1);

  it("lets a form go to WhatsApp as a page (form-action), never as a request (connect-src)", () => {
    const policy = contentSecurityPolicy({ ...SOURCES, handOffOrigins: ["https://wa.me"] });
    expect(directive(policy, "form-action")).toEqual(["'self'", "https://forms.example.in", "https://wa.me"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://forms.example.in"]);
    expect(directive(contentSecurityPolicy(SOURCES), "form-action")).toEqual(["'self'", "https://forms.example.in"]);
  });
});
