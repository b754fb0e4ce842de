import { isIndexablePath, robotsTxt, sitemapXml } from "../src/lib/sitemap";
import { absoluteUrl, normaliseSiteUrl } from "../src/lib/site-url";
import { serialiseJsonLd } from "../src/lib/structured-data";

describe("site URLs", () => {
  it("never doubles a slash, whatever the configured URL ends with", () => {
    expect(absoluteUrl("https://example.in/", "/blog/1/")).toBe("https://example.in/blog/1/");
    expect(absoluteUrl("https://example.in", "blog/1/")).toBe("https://example.in/blog/1/");
    expect(absoluteUrl("https://example.in//", "//static/a.jpg")).toBe("https://example.in/static/a.jpg");
  });

  it("keeps URLs that are already absolute", () => {
    expect(absoluteUrl("https://example.in", "https://cdn.example.org/a.jpg")).toBe("https://cdn.example.org/a.jpg");
  });

  it("rejects a site URL without a protocol, so a bad SITE_URL stops the build", () => {
    expect(() => normaliseSiteUrl("www.example.in")).toThrow(
      'must start with http:// or https://, got "www.example.in"',
    );
    expect(normaliseSiteUrl(" https://staging.example.in/ ")).toBe("https://staging.example.in");
  });
});

describe("sitemap", () => {
  it("lists content pages with their review dates and leaves out 404 and client-only pages", () => {
    const xml = sitemapXml("https://example.in", [
      { path: "/" },
      { path: "/404/" },
      { path: "/404.html" },
      { path: "/blog/[...id]/" },
      { path: "/blog/1/", lastmod: "2025-10-14" },
    ]);
    expect(xml).toContain("<url><loc>https://example.in/</loc></url>");
    expect(xml).toContain("<url><loc>https://example.in/blog/1/</loc><lastmod>2025-10-14</lastmod></url>");
    expect(xml).not.toContain("404");
    expect(xml).not.toContain("[...id]");
    expect(isIndexablePath("/blog/404-facts/")).toBe(true);
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt("https://example.in/")).toContain("Sitemap: https://example.in/sitemap.xml");
  });
});

describe("JSON-LD serialisation", () => {
  it("cannot be closed early by text inside the data", () => {
    const json = serialiseJsonLd({ headline: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ headline: "</script><script>alert(1)</script>" });
  });
});
