import fs from "node:fs";
import path from "node:path";
import { basePath, localisedPath, pathLanguage } from "../src/i18n/languages";
import { missingStrings } from "../src/i18n/strings";
import practice from "../content/practice.json";
import {
  ABOUT,
  ARTICLES,
  contentFileLanguage,
  JSON_FILES,
  jsonFileModel,
  PRACTICE,
  SCHEDULE,
  SERVICES,
  withSharedFacts,
} from "../src/lib/content-model";
import { repeatedFactProblems, translationProblems } from "../src/lib/content-validation";
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
  const english = read("practice.json") as typeof practice;
  // read() parses afresh, so each test may change its copy.
  const hindi = () => read("hi/practice.json") as Record<string, Record<string, unknown>>;

  test("every content file's Hindi text has each translated field and nothing else", () => {
    for (const model of JSON_FILES) {
      expect(
        translationProblems(model, read(model.file), read(`hi/${model.file}`), {
          original: `content/${model.file}`,
          translation: `content/hi/${model.file}`,
        }),
      ).toEqual([]);
    }
  });

  test("the Hindi data takes its shared facts from the English file and its text from its own", () => {
    const merged = withSharedFacts(PRACTICE, english, hindi());
    expect(merged.phones).toEqual(english.phones);
    expect(merged.portrait).toBe(english.portrait);
    expect(merged.whatsapp).toEqual({ number: english.whatsapp.number, greeting: hindi().whatsapp?.greeting });
    expect(merged.name).not.toBe(english.name);

    const changed = { ...english, phones: { ...english.phones, booking: "+91 512 111 2222" } };
    expect(withSharedFacts(PRACTICE, changed, hindi()).phones.booking).toBe("+91 512 111 2222");
  });

  test("list entries pair up by place: each keeps the English slug and picture, and its own words", () => {
    const services = read("services.json") as Array<Record<string, unknown>>;
    const servicesHi = read("hi/services.json") as Array<Record<string, unknown>>;
    const merged = withSharedFacts(SERVICES, services, servicesHi);
    expect(merged).toHaveLength(services.length);
    merged.forEach((service, index) => {
      expect(service).toEqual({
        ...servicesHi[index],
        slug: services[index]!.slug,
        icon: services[index]!.icon,
        image: services[index]!.image,
      });
    });
    const about = read("about.json") as { cards: Array<Record<string, unknown>> };
    const aboutHi = read("hi/about.json") as { cards: Array<Record<string, unknown>> };
    expect(withSharedFacts(ABOUT, about, aboutHi).cards.map((card) => card.icon)).toEqual(
      about.cards.map((card) => card.icon),
    );
  });

  test("a missing translated field, list item or file entry is named, with where to translate it from", () => {
    const missingGreeting = hindi();
    delete missingGreeting.whatsapp!.greeting;
    missingGreeting.credentials = ["एमबीबीएस", " "] as never;
    delete missingGreeting.footer;
    const credentials = english.credentials.length;
    expect(translationProblems(PRACTICE, english, missingGreeting, files)).toEqual([
      `content/hi/practice.json: field "credentials" has 2 items but content/practice.json has ${credentials}; translate each item, in the same order`,
      'content/hi/practice.json: field "whatsapp.greeting" is missing: translate it from content/practice.json',
      'content/hi/practice.json: field "footer.blurb" is missing: translate it from content/practice.json',
      'content/hi/practice.json: field "footer.emergencyNote" is missing: translate it from content/practice.json',
    ]);

    const services = read("services.json") as unknown[];
    const servicesHi = read("hi/services.json") as Array<Record<string, unknown>>;
    const serviceFiles = { original: "content/services.json", translation: "content/hi/services.json" };
    expect(translationProblems(SERVICES, services, servicesHi.slice(1), serviceFiles)).toEqual([
      `content/hi/services.json: has ${services.length - 1} entries but content/services.json has ${services.length}; translate each entry, in the same order`,
    ]);
    servicesHi[0]!.features = [];
    delete servicesHi[1]!.title;
    expect(translationProblems(SERVICES, services, servicesHi, serviceFiles)).toEqual([
      expect.stringMatching(
        /^content\/hi\/services\.json: field "entry 1\.features" has 0 items but content\/services\.json has \d+/,
      ),
      'content/hi/services.json: field "entry 2.title" is missing: translate it from content/services.json',
    ]);
  });

  test("the Hindi schedule holds only names, addresses and messages; days, times, fees and dates come from English", () => {
    const english = read("schedule.json") as { venues: Array<Record<string, unknown>>; notices: unknown[] };
    const translated = read("hi/schedule.json") as { venues: Array<Record<string, unknown>> };
    const merged = withSharedFacts(SCHEDULE, english, translated);
    merged.venues.forEach((venue, index) => {
      expect(venue.slots).toEqual(english.venues[index]!.slots);
      expect(venue.fees).toEqual(english.venues[index]!.fees);
      expect(venue.id).toBe(english.venues[index]!.id);
      expect(venue.name).toBe(translated.venues[index]!.name);
    });
    const files = { original: "content/schedule.json", translation: "content/hi/schedule.json" };
    expect(translationProblems(SCHEDULE, english, translated, files)).toEqual([]);
    const untranslated = read("hi/schedule.json") as typeof translated;
    delete untranslated.venues[1]!.name;
    untranslated.venues[0]!.slots = english.venues[0]!.slots;
    expect(translationProblems(SCHEDULE, english, untranslated, files)).toEqual([
      'content/hi/schedule.json: field "venues[1].slots" is the same in every language: write it once, in content/schedule.json',
      'content/hi/schedule.json: field "venues[2].name" is missing: translate it from content/schedule.json',
    ]);
  });

  test("a shared fact written again in the Hindi file is named, so two copies cannot disagree", () => {
    const stale = hindi();
    stale.phones = { ...english.phones };
    Object.assign(stale, { email: english.email });
    stale.whatsapp!.greting = "नमस्ते";
    expect(translationProblems(PRACTICE, english, stale, files)).toEqual([
      'content/hi/practice.json: field "phones" is the same in every language: write it once, in content/practice.json',
      'content/hi/practice.json: field "email" is the same in every language: write it once, in content/practice.json',
      'content/hi/practice.json: field "whatsapp.greting" is not a field of content/practice.json; remove it',
    ]);
    const servicesHi = read("hi/services.json") as Array<Record<string, unknown>>;
    servicesHi[0]!.image = "../images/services/x.jpg";
    expect(
      translationProblems(SERVICES, read("services.json"), servicesHi, {
        original: "content/services.json",
        translation: "content/hi/services.json",
      }),
    ).toEqual([
      'content/hi/services.json: field "entry 1.image" is the same in every language: write it once, in content/services.json',
    ]);
  });

  test("a translated article repeats its original's dates, category and picture, and must agree", () => {
    const original = { id: 1, date: "2025-05-10", category: "Cancer Care", hero: "./hero.jpg" };
    const hindi = { ...original, date: "2025-05-11", title: "शीर्षक" };
    expect(
      repeatedFactProblems(ARTICLES, original, hindi, {
        original: "content/blog/1/index.md",
        translation: "content/blog/1/index.hi.md",
      }),
    ).toEqual([
      'content/blog/1/index.hi.md: field "date" is "2025-05-11" but content/blog/1/index.md has "2025-05-10"; it is the same in every language',
    ]);
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
