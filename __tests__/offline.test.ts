import { contentSecurityPolicy, headerRules, netlifyHeaders } from "../gatsby/security-headers";
import { STRINGS } from "../src/i18n/strings";
import {
  builtBy,
  isHashedAsset,
  isOutOfScope,
  isPageData,
  offlinePagePath,
  offlineReadingOn,
  OFFLINE_PATH,
  withoutScripts,
  WORKER_PATH,
} from "../src/lib/offline";
import { isIndexablePath } from "../src/lib/sitemap";
import { cloudflareHeaders, parseHeadersFile } from "./helpers/cloudflare-headers";

describe("what the service worker does with an address", () => {
  it("shows the offline page in the address's language", () => {
    expect(offlinePagePath("/blog/3/")).toBe(OFFLINE_PATH);
    expect(offlinePagePath("/hi/blog/3/")).toBe(`/hi${OFFLINE_PATH}`);
    expect(offlinePagePath("/hindi-words/")).toBe(OFFLINE_PATH);
  });

  it("keeps hashed files cache first, and nothing else", () => {
    expect(isHashedAsset("/app-0123456789abcdef0123.js")).toBe(true);
    expect(isHashedAsset("/styles.0123456789abcdef0123.css")).toBe(false);
    expect(isHashedAsset("/static/0123abcd/portrait.webp")).toBe(true);
    expect(isHashedAsset("/manifest.webmanifest")).toBe(false);
    expect(isHashedAsset("/blog/")).toBe(false);
    expect(isHashedAsset(WORKER_PATH)).toBe(false);
  });

  it("tells Gatsby's data from pages, and leaves the CMS and itself alone", () => {
    expect(isPageData("/page-data/app-data.json")).toBe(true);
    expect(isPageData("/page-data/blog/1/page-data.json")).toBe(true);
    expect(isPageData("/blog/page-data/")).toBe(false);
    expect(isOutOfScope("/admin/")).toBe(true);
    expect(isOutOfScope("/admin/config.yml")).toBe(true);
    expect(isOutOfScope(WORKER_PATH)).toBe(true);
    expect(isOutOfScope("/administration/")).toBe(false);
  });
});

describe("a page saved from another build", () => {
  const page = [
    "<html><head><title>Gallbladder</title>",
    '<script type="application/ld+json">{"@type":"MedicalCondition"}</script>',
    "<script>window.x=1</script></head><body><p>Text</p>",
    '<script id="start-up-scripts">load()</script>',
    '<script>window.___webpackCompilationHash="0a1b2c3d4e5f";</script>',
    '<script data-offline="">list()</script>',
    "</body></html>",
  ].join("");

  it("names its build", () => {
    expect(builtBy(page)).toBe("0a1b2c3d4e5f");
    expect(builtBy("<html></html>")).toBeNull();
  });

  it("loses every script but its structured data and the offline page's own", () => {
    const stripped = withoutScripts(page);
    expect(stripped).toContain("<p>Text</p>");
    expect(stripped).toContain('{"@type":"MedicalCondition"}');
    expect(stripped).toContain("list()");
    expect(stripped).not.toContain("window.x");
    expect(stripped).not.toContain("load()");
    expect(builtBy(stripped)).toBeNull();
  });
});

describe("the offline page and the switch", () => {
  it("is not listed for search engines, in any language", () => {
    expect(isIndexablePath(OFFLINE_PATH)).toBe(false);
    expect(isIndexablePath(`/hi${OFFLINE_PATH}`)).toBe(false);
    expect(isIndexablePath("/offline-care/")).toBe(true);
  });

  it("has its words in every language", () => {
    for (const strings of Object.values(STRINGS)) expect(strings.offline.title).not.toBe("");
    expect(STRINGS.hi.offline.title).not.toBe(STRINGS.en.offline.title);
  });

  it("is on unless content switches it off", () => {
    expect(offlineReadingOn({})).toBe(true);
    expect(offlineReadingOn({ offlineReading: null })).toBe(true);
    expect(offlineReadingOn({ offlineReading: true })).toBe(true);
    expect(offlineReadingOn({ offlineReading: false })).toBe(false);
  });
});

describe("the host headers for the worker", () => {
  const sources = { scriptHashes: [], formOrigins: [] };
  const rules = parseHeadersFile(netlifyHeaders(headerRules(sources, [])));

  it("allow workers from the site itself, and nothing else", () => {
    expect(contentSecurityPolicy(sources).split("; ")).toContain("worker-src 'self'");
  });

  it("make browsers check the worker's file on every visit", () => {
    expect(cloudflareHeaders(rules, WORKER_PATH).get("cache-control")).toEqual(["no-cache"]);
    expect(cloudflareHeaders(rules, "/offline/").has("cache-control")).toBe(false);
  });
});
