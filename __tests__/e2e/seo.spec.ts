import fs from "node:fs";
import path from "node:path";
import ogs from "open-graph-scraper";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import blog from "../../content/blog.json";
import { practiceHi } from "../helpers/hindi-content";
import practice from "../../content/practice.json";
import { BLOG_CATEGORIES } from "../../src/constants";
import { LANGUAGE_INFO, LANGUAGES, localisedPath, pathLanguage } from "../../src/i18n/languages";
import { pageCount } from "../../src/lib/paging";
import { listingPath } from "../../src/lib/paths";
import { sessionsOn, WEEKDAYS } from "../../src/lib/schedule";
import {
  ARTICLES as BUILT_ARTICLES,
  articleById,
  HINDI_ARTICLES,
  libraryPages,
  scheduleIn,
  type Article,
} from "./content";
import { expect, hydratedElement, test } from "./fixtures";
import { parseXml } from "./xml";

/** What the built HTML says, read with JavaScript off: exactly what a crawler or link scraper gets. */
const SITE = practice.siteUrl;
const ARTICLES = BUILT_ARTICLES.map((article) => article.id);
/** Each listing's pages: All, then every category, at content/blog.json's page size. */
const listingRoutes = (articles: readonly Article[]) =>
  [null, ...BLOG_CATEGORIES].flatMap((category) => {
    const count = articles.filter((article) => !category || article.category === category).length;
    return Array.from({ length: pageCount(count, blog.pageSize) }, (_, index) => listingPath(category, index + 1));
  });
const LISTING_ROUTES = listingRoutes(BUILT_ARTICLES);
/** Every page in English, then every page of the Hindi edition. */
const INDEXED_ROUTES = [
  "/",
  ...LISTING_ROUTES,
  ...ARTICLES.map((id) => `/blog/${id}/`),
  "/privacy/",
  "/fees-and-insurance/",
  "/your-visit/",
  "/second-opinion/",
  ...[
    "/",
    "/privacy/",
    "/fees-and-insurance/",
    "/your-visit/",
    "/second-opinion/",
    ...listingRoutes(HINDI_ARTICLES),
    ...HINDI_ARTICLES.map((article) => `/blog/${article.id}/`),
  ].map((route) => localisedPath("hi", route)),
  // The patient library, in every language: its two indexes and every page.
  ...["/conditions/", "/treatments/"].flatMap((route) => [route, localisedPath("hi", route)]),
  ...libraryPages("en").map((entry) => entry.path),
  ...libraryPages("hi").map((entry) => entry.path),
];
const PUBLIC = path.resolve("public");

// The head is the same at every width; one project is enough.
test.skip(({ isMobile }) => isMobile, "head metadata does not depend on the viewport");

/** What a page's head says, read in one visit to the page. */
interface Head {
  lang: string | null;
  titles: string[];
  /** Each meta tag's content by its name (description, twitter:card …), in order. */
  name: Record<string, string[]>;
  /** Each meta tag's content by its property (og:title, article:published_time …), in order. */
  property: Record<string, string[]>;
  canonical: string[];
  /** The preview and icon files the head points at, as absolute URLs. */
  icons: string[];
}

function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const tags = { name: {} as Record<string, string[]>, property: {} as Record<string, string[]> };
    for (const tag of document.head.querySelectorAll("meta")) {
      for (const attribute of ["name", "property"] as const) {
        const key = tag.getAttribute(attribute);
        if (key) (tags[attribute][key] ??= []).push(tag.getAttribute("content") ?? "");
      }
    }
    return {
      lang: document.documentElement.getAttribute("lang"),
      titles: [...document.head.querySelectorAll("title")].map((title) => title.textContent ?? ""),
      ...tags,
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href")!),
      icons: [
        ...document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"]'),
      ].map((link) => link.href),
    };
  });
}

/** The single value of a tag that must appear exactly once (`name="…"` or `property="…"`). */
function single(tags: Record<string, string[]>, key: string): string {
  const values = tags[key] ?? [];
  expect(values, `${key} appears once`).toHaveLength(1);
  return values[0]!;
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function expectAbsolute(url: string) {
  expect(url.startsWith(`${SITE}/`), `${url} is absolute on ${SITE}`).toBe(true);
  expect(url.slice("https://".length), `${url} has no doubled slash`).not.toContain("//");
}

/** The file in public/ that an absolute site URL is served from. */
function builtFile(url: string): string {
  const { pathname } = new URL(url);
  const file = path.join(PUBLIC, decodeURIComponent(pathname));
  return pathname.endsWith("/") ? path.join(file, "index.html") : file;
}

/**
 * The head's tags that say which page this is, each as its name, sorted attributes and text, in a
 * sorted list: the built HTML and Helmet in the browser may write the same tags in other orders.
 */
async function headTags(page: Page): Promise<string[]> {
  const tags = await page
    .locator(
      'head title, head meta, head link[rel="canonical"], head link[hreflang], head script[type="application/ld+json"]',
    )
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const attributes = [...node.attributes]
          .filter((attribute) => attribute.name !== "data-react-helmet")
          .map((attribute) => `${attribute.name}=${attribute.value}`)
          .sort();
        return `${node.tagName} ${attributes.join(" ")} ${node.textContent ?? ""}`;
      }),
    );
  return tags.sort();
}

test.describe("head in the browser", () => {
  test("the built head stays while the page hydrates, and client-side navigation writes each page's head as built", async ({
    openStatic,
    page,
  }) => {
    const [article] = BUILT_ARTICLES;
    const built = async (route: string) => headTags(await openStatic(route));

    await page.goto("/blog/");
    const link = page.getByRole("link", { name: article!.title }).first();
    await hydratedElement(link);
    expect(await headTags(page)).toEqual(await built("/blog/"));

    // A client-side navigation keeps the window; a page load would not.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await link.click();
    await expect(page).toHaveURL(`/blog/${article!.id}/`);
    await expect.poll(() => page.title()).toContain(article!.title);
    await expect.poll(() => headTags(page)).toEqual(await built(`/blog/${article!.id}/`));

    await page.goBack();
    await expect(page).toHaveURL("/blog/");
    await expect.poll(() => headTags(page)).toEqual(await built("/blog/"));
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});

test.describe("head of every indexed page", () => {
  /** The tags of one page, then the files its head points at. */
  async function expectCompleteHead(head: Head, route: string) {
    const lang = pathLanguage(route);
    const site = lang === "hi" ? practiceHi : practice;
    // Articles and library pages are articles to a link preview: dated, with their own picture.
    const isArticle = /\/(blog\/\d+|conditions\/[^/]+|treatments\/[^/]+)\/$/.test(route);

    expect(head.lang).toBe(LANGUAGE_INFO[lang].tag);
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]).toContain(site.name);

    const description = single(head.name, "description");
    expect(description.length).toBeGreaterThan(50);

    expect(head.canonical).toEqual([`${SITE}${route}`]);
    const canonicalUrl = head.canonical[0]!;

    expect(single(head.property, "og:url")).toBe(canonicalUrl);
    expect(single(head.property, "og:title")).not.toBe("");
    expect(single(head.property, "og:description")).toBe(description);
    expect(single(head.property, "og:type")).toBe(isArticle ? "article" : "website");
    expect(single(head.property, "og:site_name")).toBe(site.name);
    expect(single(head.property, "og:locale")).toBe(LANGUAGE_INFO[lang].ogLocale);
    expect(single(head.name, "twitter:card")).toBe("summary_large_image");

    const image = single(head.property, "og:image");
    expectAbsolute(image);
    expect(single(head.name, "twitter:image")).toBe(image);
    expect(single(head.property, "og:image:width")).toBe("1200");
    expect(single(head.property, "og:image:height")).toBe("630");
    expect(single(head.property, "og:image:alt")).not.toBe("");

    if (isArticle) {
      expect(single(head.property, "article:published_time")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(single(head.property, "article:modified_time")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    } else {
      expect(head.property["article:published_time"] ?? []).toEqual([]);
    }

    const urls = [image, ...head.icons].map((url) => url.replace(/^http:\/\/localhost:\d+/, SITE));
    expect(urls.length, "the head points at a preview and icons").toBeGreaterThan(1);
    for (const url of urls) {
      expect(fs.existsSync(builtFile(url)), `${url} exists in public/`).toBe(true);
    }
    const preview = await sharp(builtFile(image)).metadata();
    expect([preview.width, preview.height]).toEqual([1200, 630]);
  }

  // One visit a page, one language's pages in one test: a step names each page.
  for (const lang of LANGUAGES) {
    const routes = INDEXED_ROUTES.filter((route) => pathLanguage(route) === lang);
    test(`every ${lang} page has one complete set of tags with absolute URLs, each image a file in the build (${routes.length} pages)`, async ({
      openStatic,
    }) => {
      // A page's visit takes about a second on a busy two-core machine; the default 30 s is too tight for 24.
      test.setTimeout(routes.length * 2_500);
      const page = await openStatic(routes[0]!);
      for (const route of routes) {
        await test.step(route, async () => {
          if (new URL(page.url()).pathname !== route) await page.goto(route);
          await expectCompleteHead(await readHead(page), route);
        });
      }
    });
  }

  test("each article has its own title, description and preview image", async ({ openStatic }) => {
    const seen = { titles: new Set<string>(), images: new Set<string>() };
    for (const id of ARTICLES) {
      const head = await readHead(await openStatic(`/blog/${id}/`));
      seen.titles.add(single(head.property, "og:title"));
      seen.images.add(single(head.property, "og:image"));
    }
    expect(seen.titles.size).toBe(ARTICLES.length);
    expect(seen.images.size).toBe(ARTICLES.length);
  });

  test("pages that are not content are kept out of search results", async ({ openStatic }) => {
    for (const route of ["/404.html", "/blog/99/"]) {
      const head = await readHead(await openStatic(route));
      expect(head.name.robots).toEqual(["noindex"]);
      expect(head.canonical).toEqual([]);
      expect(head.lang).toBe(practice.language);
    }
  });
});

const schedule = scheduleIn("en");

test.describe("structured data", () => {
  test("the home page describes the physician and a clinic with its hours for each venue, with no review markup", async ({
    openStatic,
  }) => {
    const page = await openStatic("/");
    const [data, ...others] = await jsonLd(page);
    expect(others).toEqual([]);
    const graph = data!["@graph"] as Array<Record<string, unknown>>;
    const physician = graph.find((node) => node["@type"] === "IndividualPhysician")!;
    const clinics = graph.filter((node) => node["@type"] === "MedicalClinic");
    const { hospital, venues } = schedule;

    expect(physician).toMatchObject({
      name: practice.name,
      telephone: practice.phones.direct,
      medicalSpecialty: practice.medicalSpecialties,
      hospitalAffiliation: { "@type": "Hospital", name: hospital.name },
      address: { "@type": "PostalAddress", addressLocality: hospital.locality, addressRegion: hospital.region },
      practicesAt: clinics.map((clinic) => ({ "@id": clinic["@id"] })),
    });
    expect((physician.hasCredential as Array<{ name: string }>).map((c) => c.name)).toEqual(practice.credentials);
    expect(clinics).toHaveLength(venues.length);
    for (const [index, venue] of venues.entries()) {
      expect(clinics[index]).toMatchObject({
        name: expect.stringContaining(venue.name),
        telephone: venue.phone,
        address: { streetAddress: venue.streetAddress, postalCode: venue.postalCode },
      });
      // Every session of the week, each as opening hours on its days.
      const hours = clinics[index]!.openingHoursSpecification as Array<{
        dayOfWeek: string[];
        opens: string;
        closes: string;
      }>;
      for (const day of WEEKDAYS) {
        const listed = hours
          .filter((entry) => entry.dayOfWeek.includes(`https://schema.org/${day}`))
          .map(({ opens, closes }) => ({ opens, closes }));
        expect(listed, `${venue.name} on ${day}`).toEqual(sessionsOn(venue, day));
      }
    }
    expect(fs.existsSync(builtFile(physician.image as string))).toBe(true);

    const html = await page.content();
    expect(html).not.toMatch(/"@type":"(Review|AggregateRating)"/);
  });

  for (const id of ARTICLES) {
    test(`article ${id} is a BlogPosting with a breadcrumb trail`, async ({ openStatic }) => {
      const page = await openStatic(`/blog/${id}/`);
      const [posting, breadcrumb] = await jsonLd(page);
      const head = await readHead(page);
      const url = `${SITE}/blog/${id}/`;

      expect(posting).toMatchObject({
        "@type": "BlogPosting",
        headline: single(head.property, "og:title"),
        mainEntityOfPage: url,
        datePublished: single(head.property, "article:published_time"),
        dateModified: single(head.property, "article:modified_time"),
        author: { "@type": "Person", name: practice.name, honorificSuffix: practice.credentials.join(", ") },
        publisher: { "@type": "Organization", name: practice.name },
      });
      for (const image of [
        ...(posting!.image as string[]),
        (posting!.publisher as { logo: { url: string } }).logo.url,
      ]) {
        expectAbsolute(image);
        expect(fs.existsSync(builtFile(image)), `${image} exists in public/`).toBe(true);
      }

      expect(breadcrumb!["@type"]).toBe("BreadcrumbList");
      const trail = breadcrumb!.itemListElement as Array<{ position: number; item: string }>;
      expect(trail.map((crumb) => [crumb.position, crumb.item])).toEqual([
        [1, `${SITE}/`],
        [2, `${SITE}/blog/`],
        [3, url],
      ]);
    });
  }
});

test.describe("sitemap, robots, feed and manifest", () => {
  test("the sitemap lists every built page, and nothing else", async ({ page }) => {
    const { locs } = await parseXml(page, "/sitemap.xml");
    expect(locs.sort()).toEqual(INDEXED_ROUTES.map((route) => `${SITE}${route}`).sort());
  });

  test("robots.txt points at the sitemap", async ({ page }) => {
    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test("the RSS feed lists exactly the built articles with absolute links", async ({ page }) => {
    const { items, channelLink } = await parseXml(page, "/rss.xml");
    expect(channelLink).toBe(`${SITE}/blog/`);
    expect(items.sort()).toEqual(ARTICLES.map((id) => `${SITE}/blog/${id}/`).sort());
  });

  test("the web manifest names the site and its icons exist", async ({ page }) => {
    const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as {
      name: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest.name).toBe(practice.name);
    expect(manifest.icons.map((icon) => icon.sizes)).toContain("512x512");
    for (const icon of manifest.icons) {
      expect(fs.existsSync(path.join(PUBLIC, icon.src)), icon.src).toBe(true);
    }
  });
});

/** The scraper's own URL rules, but allowing localhost (it insists on a top-level domain by default). */
const LOCAL_URLS = {
  allow_fragments: true,
  allow_protocol_relative_urls: false,
  allow_query_components: true,
  allow_trailing_dot: false,
  allow_underscores: false,
  protocols: ["http", "https"],
  require_host: true,
  require_port: false,
  require_protocol: true,
  require_tld: false,
  require_valid_protocol: true,
  validate_length: true,
};

test.describe("link previews", () => {
  test("a shared article link yields its own title, description and 1200x630 image", async ({ baseURL }) => {
    const { result, error } = await ogs({ url: `${baseURL}/blog/2/`, urlValidatorSettings: LOCAL_URLS });
    expect(error).toBe(false);
    const shared = articleById("2");
    expect(result.ogTitle).toBe(shared.title);
    expect(result.ogDescription).toBe(shared.description);
    expect(result.ogType).toBe("article");
    expect(result.twitterCard).toBe("summary_large_image");
    const [image] = result.ogImage ?? [];
    expect(image).toMatchObject({ width: "1200", height: "630" });

    // The image is served: fetch it from this server at the path the tag names.
    const served = await fetch(`${baseURL}${new URL(image!.url).pathname}`);
    expect(served.ok).toBe(true);
    const size = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([1200, 630]);
  });
});
