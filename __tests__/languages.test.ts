import fs from "node:fs";
import path from "node:path";
import { basePath, localisedPath, pathLanguage } from "../src/i18n/languages";
import { missingStrings } from "../src/i18n/strings";
import { ARTICLES, contentFileLanguage, JSON_FILES, jsonFileModel, PRACTICE, SERVICES } from "../src/lib/content-model";
import { translationProblems } from "../src/lib/content-validation";
import { hreflangLinks, isIndexablePath, sitemapXml } from "../src/lib/sitemap";

const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.resolve("content", file), "utf8"));

describe("addresses in each language", () => {
  test("Hindi pages live under /hi/, English at the root", () => {
    expect(pathLanguage("/")).toBe("en");
    expect(pathLanguage("/blog/1/")).toBe("en");
    expect(pathLanguage("/hi/")).toBe("hi");
    expect(pathLanguage("/hi/blog/1/")).toBe("hi");
    expect(pathLanguage("/history/")).toBe("en");
    expect(localisedPath("hi", "/blog/")).toBe("/hi/blog/");
    expect(localisedPath("en", "/blog/")).toBe("/blog/");
    expect(basePath("/hi/blog/page/2/")).toBe("/blog/page/2/");
    expect(basePath("/hi")).toBe("/");
  });

  test("content files say their language by where they lie", () => {
    expect(contentFileLanguage("home.json").lang).toBe("en");
    expect(contentFileLanguage("hi/home.json").lang).toBe("hi");
    expect(contentFileLanguage("blog/1/index.md").lang).toBe("en");
    expect(contentFileLanguage("blog/1/index.hi.md").lang).toBe("hi");
    expect(jsonFileModel("hi/services.json")).toBe(SERVICES);
  });
});

describe("missing interface strings", () => {
  test("are named by their key", () => {
    const reference = { header: { menu: "Menu", close: "Close" }, title: "Title" };
    expect(missingStrings(reference, { header: { menu: "मेनू", close: " " } })).toEqual(["header.close", "title"]);
    expect(missingStrings(reference, { header: { menu: "मेनू", close: "बंद" }, title: "शीर्षक" })).toEqual([]);
  });
});

describe("translations of content files", () => {
  const files = { original: "content/practice.json", translation: "content/hi/practice.json" };

  test("every content file's Hindi text keeps what is the same in every language", () => {
    for (const model of JSON_FILES) {
      expect(
        translationProblems(model, read(model.file), read(`hi/${model.file}`), {
          original: `content/${model.file}`,
          translation: `content/hi/${model.file}`,
        }),
      ).toEqual([]);
    }
  });

  test("a changed phone number, a list of another length or another picture is named", () => {
    const english = read("practice.json") as Record<string, unknown>;
    // read() parses afresh, so the edits below change a copy.
    const hindi = read("hi/practice.json") as { phones: { booking: string }; credentials: string[]; portrait: string };
    hindi.phones.booking = "+91 000 000 0000";
    hindi.credentials = ["एमबीबीएस"];
    hindi.portrait = "images/portrait.jpg";
    const problems = translationProblems(PRACTICE, english, hindi, files);
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/hi\/practice\.json: field "credentials" has 1 item but content\/practice\.json has \d+/,
      ),
      expect.stringMatching(
        /^content\/hi\/practice\.json: field "phones\.booking" is "\+91 000 000 0000" but content\/practice\.json has/,
      ),
      expect.stringMatching(/^content\/hi\/practice\.json: field "portrait" is "images\/portrait\.jpg"/),
    ]);
  });

  test("an article's translation keeps its dates and category", () => {
    const english = { id: 1, date: "2025-05-10", category: "Cancer Care", hero: "./hero.jpg" };
    const hindi = { ...english, date: "2025-05-11", title: "शीर्षक" };
    expect(
      translationProblems(ARTICLES, english, hindi, {
        original: "content/blog/1/index.md",
        translation: "content/blog/1/index.hi.md",
      }),
    ).toEqual([expect.stringContaining('content/blog/1/index.hi.md: field "date" is "2025-05-11"')]);
  });
});

describe("hreflang alternates", () => {
  const site = "https://example.in";

  test("a page in both languages names both and x-default; a page in one names none", () => {
    expect(hreflangLinks(site, { en: "/blog/1/", hi: "/hi/blog/1/" })).toEqual([
      { hreflang: "en-IN", href: "https://example.in/blog/1/" },
      { hreflang: "hi-IN", href: "https://example.in/hi/blog/1/" },
      { hreflang: "x-default", href: "https://example.in/blog/1/" },
    ]);
    expect(hreflangLinks(site, { en: "/blog/4/" })).toEqual([]);
  });

  test("the sitemap gives each page its alternates and leaves out the Hindi 404 page", () => {
    const xml = sitemapXml(site, [
      { path: "/", alternates: { en: "/", hi: "/hi/" } },
      { path: "/hi/", alternates: { en: "/", hi: "/hi/" } },
      { path: "/hi/404.html" },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://example.in/hi/</loc><xhtml:link rel="alternate" hreflang="en-IN" href="https://example.in/"/>',
    );
    expect(xml).not.toContain("404");
    expect(isIndexablePath("/hi/404/")).toBe(false);
  });
});
