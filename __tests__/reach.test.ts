import { isIndexablePath, robotsTxt, sitemapXml } from "../src/lib/sitemap";
import { absoluteUrl, normaliseSiteUrl } from "../src/lib/site-url";
import { practiceGraph, serialiseJsonLd } from "../src/lib/structured-data";

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

describe("the home page's structured data", () => {
  const practice = {
    name: "Dr. A",
    credentials: ["MBBS"],
    title: "Surgeon",
    medicalSpecialties: ["Surgical"],
    phones: { direct: "+91 1", booking: "+91 2" },
    email: "a@example.in",
  };
  const venue = (id: string, days: string[]) => ({
    id,
    name: `Venue ${id}`,
    streetAddress: "1 Road",
    locality: "Kanpur",
    region: "Uttar Pradesh",
    postalCode: "208001",
    country: "IN",
    phone: "+91 3",
    slots: [{ days, opens: "10:00", closes: "18:00" }],
  });
  const venues = [venue("hospital", ["Monday", "Tuesday"]), venue("opd", ["Friday"])];
  const nodes = (closures: Array<{ from: string; to: string; venue?: string; message: string }>) =>
    (
      practiceGraph(practice, { venues, closures }, "https://example.in", "https://example.in/p.jpg")[
        "@graph"
      ] as unknown as Array<Record<string, unknown>>
    ).filter((node) => node["@type"] === "MedicalClinic");

  it("has a clinic per venue with its weekly hours, and the physician practises at each", () => {
    const clinics = nodes([]);
    expect(clinics.map((clinic) => clinic["@id"])).toEqual([
      "https://example.in/#venue-hospital",
      "https://example.in/#venue-opd",
    ]);
    expect(clinics[0]!.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday"],
        opens: "10:00",
        closes: "18:00",
      },
    ]);
    expect(clinics[0]).not.toHaveProperty("specialOpeningHoursSpecification");
  });

  it("gives a notice in force at build time as closed days of the venues it concerns", () => {
    const clinics = nodes([{ from: "2026-12-24", to: "2026-12-26", venue: "opd", message: "Away" }]);
    expect(clinics[0]).not.toHaveProperty("specialOpeningHoursSpecification");
    expect(clinics[1]!.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-12-24",
        validThrough: "2026-12-26",
      },
    ]);
    expect(nodes([{ from: "2026-12-24", to: "2026-12-26", message: "Away" }])[0]).toHaveProperty(
      "specialOpeningHoursSpecification",
    );
  });

  it("places a clinic on the map where the schedule gives its coordinates, and only there", () => {
    const placed = { ...venues[0]!, latitude: 26.4743, longitude: 80.3053 };
    const [withGeo, without] = (
      practiceGraph(practice, { venues: [placed, venues[1]!], closures: [] }, "https://example.in", "/p.jpg")[
        "@graph"
      ] as unknown as Array<Record<string, unknown>>
    ).filter((node) => node["@type"] === "MedicalClinic");
    expect(withGeo!.geo).toEqual({ "@type": "GeoCoordinates", latitude: 26.4743, longitude: 80.3053 });
    expect(without).not.toHaveProperty("geo");
  });
});
