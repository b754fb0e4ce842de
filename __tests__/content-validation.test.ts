import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import practice from "../content/practice.json";
import schedule from "../content/schedule.json";
import services from "../content/services.json";
import { diskContext } from "../gatsby/content-files";
import { CONDITIONS, JSON_FILES, LIBRARY, PRACTICE, SCHEDULE, SERVICES } from "../src/lib/content-model";
import {
  findDuplicateIds,
  isIsoDate,
  libraryProblems,
  repeatedFactProblems,
  type LibraryEntry,
  validateMarkdown,
  validateJsonFile,
  type ValidationContext,
} from "../src/lib/content-validation";
import { validFrontmatter } from "./helpers/frontmatter";

/** A context whose pictures are all `size`, and `missing` does not exist. */
function contextFor(file: string, size = { width: 4000, height: 4000 }): ValidationContext {
  return { file, imageSize: (relative) => (relative.includes("missing") ? undefined : size) };
}

const PRACTICE_FILE = "content/practice.json";
const practiceProblems = (changes: Record<string, unknown>, size?: { width: number; height: number }) =>
  validateJsonFile(PRACTICE, { ...practice, ...changes }, contextFor(PRACTICE_FILE, size));

describe("the content in content/", () => {
  it("passes every check of the model", () => {
    for (const model of JSON_FILES) {
      const absolutePath = path.resolve("content", model.file);
      const data: unknown = JSON.parse(fs.readFileSync(absolutePath, "utf8"));
      expect(validateJsonFile(model, data, diskContext(absolutePath))).toEqual([]);
    }
    for (const folder of fs.readdirSync("content/blog")) {
      const absolutePath = path.resolve("content/blog", folder, "index.md");
      const { data, content } = matter(fs.readFileSync(absolutePath, "utf8"));
      expect(validateMarkdown(data, content, diskContext(absolutePath))).toEqual([]);
    }
    for (const model of LIBRARY) {
      for (const folder of fs.readdirSync(`content/${model.folder}`)) {
        for (const name of ["index.md", "index.hi.md"]) {
          const absolutePath = path.resolve("content", model.folder, folder, name);
          const { data, content } = matter(fs.readFileSync(absolutePath, "utf8"));
          expect(validateMarkdown(data, content, diskContext(absolutePath), model)).toEqual([]);
        }
      }
    }
  });
});

describe("library pages", () => {
  const file = "content/conditions/gallstones/index.md";
  const absolutePath = path.resolve(file);
  const { data: valid, content: body } = matter(fs.readFileSync(absolutePath, "utf8"));
  const check = (changes: Record<string, unknown>, text = body) =>
    validateMarkdown({ ...valid, ...changes }, text, contextFor(file), CONDITIONS);

  it("names the file and the field when the review date or the reviewer is missing", () => {
    expect(check({ lastReviewed: undefined })).toEqual([`${file}: field "lastReviewed" is missing or empty`]);
    expect(check({ reviewedBy: " " })).toEqual([`${file}: field "reviewedBy" is missing or empty`]);
  });

  it("rejects a next review that is not after the last", () => {
    expect(check({ lastReviewed: "2026-11-02", nextReview: "2026-11-02" })).toEqual([
      `${file}: field "nextReview" (2026-11-02) must be after "lastReviewed" (2026-11-02)`,
    ]);
    expect(check({ lastReviewed: "2026-11-02", nextReview: "2025-11-02" })).toHaveLength(1);
    expect(check({ lastReviewed: "2026-11-02", nextReview: "2026-11-03" })).toEqual([]);
  });

  it("asks for the first section's text", () => {
    expect(check({}, "  ")).toEqual([
      `${file}: the page's first section, "What it is", (below the front matter) is empty`,
    ]);
  });

  describe("across the library", () => {
    const page = (overrides: Partial<LibraryEntry>): LibraryEntry => ({
      file: "content/conditions/gallstones/index.md",
      folder: "conditions",
      lang: "en",
      slug: "gallstones",
      services: ["hpb-surgery"],
      treatments: ["laparoscopic-cholecystectomy"],
      articles: [1],
      ...overrides,
    });
    const operation = (lang: string) =>
      page({
        file: `content/treatments/laparoscopic-cholecystectomy/index${lang === "en" ? "" : `.${lang}`}.md`,
        folder: "treatments",
        slug: "laparoscopic-cholecystectomy",
        lang,
        treatments: null,
      });
    const known = { languages: ["en", "hi"], services: ["hpb-surgery"], articles: [1, 2] };
    const whole = [
      page({}),
      page({ lang: "hi", file: "content/conditions/gallstones/index.hi.md" }),
      operation("en"),
      operation("hi"),
    ];

    it("accepts a library whose every page has its counterpart and every link a target", () => {
      expect(libraryProblems(whole, known)).toEqual([]);
    });

    it("names a page in one language without its counterpart in the other", () => {
      expect(libraryProblems(whole.slice(0, 3), known)).toEqual([
        'content/treatments/laparoscopic-cholecystectomy/index.md: has no hi counterpart; write content/treatments/…/index.hi.md with slug "laparoscopic-cholecystectomy"',
      ]);
      expect(libraryProblems(whole.slice(1), known)).toEqual([
        'content/conditions/gallstones/index.hi.md: has no en counterpart; write content/conditions/…/index.md with slug "gallstones"',
      ]);
    });

    it("names a link to an operation, a service or an article that does not exist", () => {
      const broken = page({ treatments: ["whipple"], services: ["hpb"], articles: [9] });
      expect(libraryProblems([broken, ...whole.slice(1)], known)).toEqual([
        'content/conditions/gallstones/index.md: field "services[1]" is "hpb", which is not a service\'s slug (hpb-surgery)',
        'content/conditions/gallstones/index.md: field "treatments[1]" is "whipple", which is not an operation\'s slug in content/treatments/',
        'content/conditions/gallstones/index.md: field "articles[1]" is 9, which is not the number of a published article',
      ]);
    });

    it("names two pages of one kind and language with one slug", () => {
      const twin = page({ file: "content/conditions/stones/index.md" });
      expect(libraryProblems([...whole, twin], known)).toEqual([
        'content/conditions/gallstones/index.md, content/conditions/stones/index.md: field "slug" is "gallstones" in more than one page; each must be different',
      ]);
    });
  });

  it("names a translation whose shared facts differ from the original's", () => {
    const translation = { ...valid, nextReview: "2030-01-01", treatments: [] };
    expect(
      repeatedFactProblems(CONDITIONS, valid, translation, {
        original: file,
        translation: "content/conditions/gallstones/index.hi.md",
      }),
    ).toEqual([
      expect.stringMatching(
        /^content\/conditions\/gallstones\/index\.hi\.md: field "nextReview" is .* but content\/conditions\/gallstones\/index\.md has .*; it is the same in every language$/,
      ),
      expect.stringMatching(/^content\/conditions\/gallstones\/index\.hi\.md: field "treatments" is \[\] but .*$/),
    ]);
  });
});

describe("schedule.json", () => {
  const SCHEDULE_FILE = "content/schedule.json";
  const [venue] = schedule.venues;
  /** The schedule with its first venue changed, and notices replaced when given. */
  const scheduleProblems = (changes: Record<string, unknown>, notices?: unknown[]) =>
    validateJsonFile(
      SCHEDULE,
      {
        ...schedule,
        venues: [{ ...venue, ...changes }, ...schedule.venues.slice(1)],
        ...(notices ? { notices } : {}),
      },
      contextFor(SCHEDULE_FILE),
    );
  const slot = (days: string[], opens: string, closes: string) => ({ days, opens, closes });

  it.each([
    [
      "an unknown day",
      { slots: [slot(["Mondy"], "10:00", "18:00")] },
      'field "venues[1].slots[1].days[1]" is "Mondy", which is not one of: Monday',
    ],
    [
      "a time that is not HH:MM",
      { slots: [slot(["Monday"], "10", "18:00")] },
      'field "venues[1].slots[1].opens" must be a 24-hour time HH:MM',
    ],
    [
      "a session that closes before it opens",
      { slots: [slot(["Monday"], "18:00", "10:00")] },
      'field "venues[1].slots[1]" closes at 10:00, not after it opens (18:00)',
    ],
    [
      "two sessions of one venue overlapping on a day",
      { slots: [slot(["Monday", "Tuesday"], "10:00", "14:00"), slot(["Tuesday"], "13:00", "16:00")] },
      'field "venues[1].slots[2]" overlaps venues[1].slots[1] on Tuesday; a venue has one session at a time',
    ],
    [
      "a negative fee",
      { fees: { firstVisit: -100, followUp: 500 } },
      'field "venues[1].fees.firstVisit" must be a whole number of 0 or more, got -100',
    ],
    ["a venue without a name", { name: "" }, 'field "venues[1].name" is missing or empty'],
    [
      "a latitude off the globe",
      { latitude: 126.47 },
      'field "venues[1].latitude" must be a number from -90 to 90, got 126.47',
    ],
  ])("rejects %s, naming the file and the field", (_case, changes, message) => {
    expect(scheduleProblems(changes)).toEqual([expect.stringContaining(`${SCHEDULE_FILE}: ${message}`)]);
  });

  it.each([
    [
      "a notice that ends before it starts",
      { from: "2026-12-10", to: "2026-12-01", venue: "", message: "Away" },
      'field "notices[1].to" (2026-12-01) is before "from" (2026-12-10)',
    ],
    [
      "a notice for an unknown venue",
      { from: "2026-12-01", to: "2026-12-10", venue: "elsewhere", message: "Away" },
      'field "notices[1].venue" is "elsewhere", which is not a venue\'s id',
    ],
    [
      "a notice with a date that is not a date",
      { from: "1 December", to: "2026-12-10", venue: "", message: "Away" },
      'field "notices[1].from" is not a date in the form YYYY-MM-DD',
    ],
  ])("rejects %s", (_case, notice, message) => {
    expect(scheduleProblems({}, [notice])).toEqual([expect.stringContaining(`${SCHEDULE_FILE}: ${message}`)]);
  });

  it("accepts back-to-back sessions, no fees, no notices and a notice for one venue", () => {
    expect(
      scheduleProblems(
        { slots: [slot(["Monday"], "10:00", "13:00"), slot(["Monday"], "13:00", "18:00")], fees: {} },
        [],
      ),
    ).toEqual([]);
    expect(scheduleProblems({}, [{ from: "2026-12-01", to: "2026-12-01", venue: venue!.id, message: "Away" }])).toEqual(
      [],
    );
  });
});

describe("practice.json", () => {
  it.each([
    ["an empty description", { description: "" }, 'field "description" is missing or empty'],
    ["an empty share-image alt text", { shareImageAlt: " " }, 'field "shareImageAlt" is missing or empty'],
    ["an empty site title", { siteTitle: "" }, 'field "siteTitle" is missing or empty'],
    [
      "a booking phone that is words",
      { phones: { ...practice.phones, booking: "call the desk" } },
      'field "phones.booking" must be a phone number of 7 to 15 digits (spaces, brackets and dashes allowed), got "call the desk"',
    ],
    [
      "an email without @",
      { email: "not-an-email" },
      'field "email" must be an email address like name@example.in, with no spaces, got "not-an-email"',
    ],
    ["a blank footer blurb", { footer: { ...practice.footer, blurb: "" } }, 'field "footer.blurb" is missing or empty'],
    ["a site address that is not https", { siteUrl: "www.example.in" }, 'field "siteUrl" must be an https:// address'],
    [
      "a WhatsApp number without the country code",
      { whatsapp: { ...practice.whatsapp, number: "98390 12345" } },
      'field "whatsapp.number" must be a phone number starting with "+" and the country code (7 to 15 digits), got "98390 12345"',
    ],
    [
      "a form endpoint on plain http",
      { contactForm: { delivery: "json", endpoint: "http://forms.example.com/x" } },
      'field "contactForm.endpoint" must be an https:// address, with no spaces, got "http://forms.example.com/x"',
    ],
    [
      "an unknown form delivery",
      { newsletterForm: { delivery: "email", endpoint: "" } },
      'field "newsletterForm.delivery" is "email", which is not one of: json, netlify',
    ],
    [
      "a Netlify form with an endpoint",
      { contactForm: { delivery: "netlify", endpoint: "https://forms.example.com/x" } },
      'field "contactForm.endpoint" must be empty when "contactForm.delivery" is "netlify"',
    ],
    [
      "a missing portrait",
      { portrait: "images/missing.jpg" },
      'field "portrait" points to "images/missing.jpg", which does not exist',
    ],
  ])("rejects %s, naming the file and the field", (_case, changes, message) => {
    expect(practiceProblems(changes)).toEqual([expect.stringContaining(`${PRACTICE_FILE}: ${message}`)]);
  });

  it("accepts an empty WhatsApp number and empty endpoints, and a localhost endpoint for tests", () => {
    expect(
      practiceProblems({
        whatsapp: { ...practice.whatsapp, number: "" },
        contactForm: { delivery: "json", endpoint: "http://localhost:9999/contact" },
        newsletterForm: { delivery: "netlify", endpoint: "" },
      }),
    ).toEqual([]);
  });

  it("rejects a link-preview image smaller than 1200×630", () => {
    expect(practiceProblems({}, { width: 8, height: 8 })).toContain(
      `${PRACTICE_FILE}: field "shareImage" is 8×8 pixels; it must be at least 1200×630`,
    );
  });

  it("lists every problem in the file at once", () => {
    expect(practiceProblems({ email: "x", siteTitle: "", footer: { blurb: "", emergencyNote: "" } })).toHaveLength(4);
  });
});

describe("services.json", () => {
  const file = "content/services.json";
  const check = (entries: unknown) => validateJsonFile(SERVICES, entries, contextFor(file));

  it("rejects two services with one slug", () => {
    const [first, second] = services;
    expect(check([first, { ...second, slug: first!.slug }])).toEqual([
      `${file}: field "entry 2.slug" is "${first!.slug}", already used by entry 1; each must be different`,
    ]);
  });

  it("rejects an icon name that is not one of the site's icons, inherited names included", () => {
    const [problem] = check([{ ...services[0], icon: "toString" }]);
    expect(problem).toMatch(
      new RegExp(`^${file}: field "entry 1.icon" is "toString", which is not one of: menu, close`),
    );
  });

  it("rejects a slug that is not lower-case words with dashes", () => {
    expect(check([{ ...services[0], slug: "HPB Surgery" }])[0]).toContain(
      `${file}: field "entry 1.slug" must be lower-case`,
    );
  });

  it("rejects an empty list of features and a blank feature", () => {
    expect(check([{ ...services[0], features: [] }])).toEqual([
      `${file}: field "entry 1.features" is missing or empty`,
    ]);
    expect(check([{ ...services[0], features: ["a", " "] }])).toEqual([
      `${file}: field "entry 1.features[2]" is missing or empty`,
    ]);
  });
});

describe("articles", () => {
  const file = "content/blog/4/index.md";
  const valid = { ...validFrontmatter, id: 4 };
  const check = (
    frontmatter: Record<string, unknown> | undefined,
    body = "Some text.",
    size?: { width: number; height: number },
  ) => validateMarkdown(frontmatter, body, contextFor(file, size));

  it("accepts a complete article", () => {
    expect(check(valid)).toEqual([]);
  });

  it("names the file and the field when the title is missing or blank", () => {
    const { title: _omitted, ...withoutTitle } = valid;
    expect(check(withoutTitle)).toEqual([`${file}: field "title" is missing or empty`]);
    expect(check({ ...valid, title: "  " })).toEqual([`${file}: field "title" is missing or empty`]);
  });

  it("rejects a review date before the publication date", () => {
    expect(check({ ...valid, date: "2099-01-01", lastReviewed: "2000-01-01" })).toEqual([
      `${file}: field "lastReviewed" (2000-01-01) is before "date" (2099-01-01)`,
    ]);
  });

  it("rejects a date that does not parse, and an impossible one", () => {
    expect(check({ ...valid, date: "10 May" })[0]).toBe(
      `${file}: field "date" is not a date in the form YYYY-MM-DD, got "10 May"`,
    );
    expect(check({ ...valid, lastReviewed: "2025-02-30" })[0]).toContain('field "lastReviewed" is not a date');
  });

  it("rejects a category that is not one of the five", () => {
    expect(check({ ...valid, category: "Gossip" })[0]).toContain(
      `${file}: field "category" is "Gossip", which is not one of: Surgical Techniques, Cancer Care`,
    );
  });

  it("rejects a hero picture that does not exist, or is too small for link previews", () => {
    expect(check({ ...valid, hero: "./missing.jpg" })).toEqual([
      `${file}: field "hero" points to "./missing.jpg", which does not exist`,
    ]);
    expect(check(valid, "Text", { width: 8, height: 8 })).toEqual([
      `${file}: field "hero" is 8×8 pixels; it must be at least 1600×900`,
    ]);
  });

  it("rejects an empty body", () => {
    expect(check(valid, "\n  \n")).toEqual([`${file}: the article's text (below the front matter) is empty`]);
  });

  it("rejects an id that is not a positive whole number, and a draft flag that is not true or false", () => {
    expect(check({ ...valid, id: "four" })[0]).toContain(`${file}: field "id" must be a whole number of 1 or more`);
    expect(check({ ...valid, id: 0 })[0]).toContain('field "id" must be a whole number');
    expect(check({ ...valid, draft: "yes" })).toEqual([`${file}: field "draft" must be true or false, got "yes"`]);
  });

  it("lists every problem in a file at once", () => {
    expect(check(undefined, "")).toHaveLength(10);
  });

  it("accepts dates that YAML already turned into Date objects", () => {
    expect(isIsoDate(new Date("2025-05-10"))).toBe(true);
    expect(isIsoDate(new Date("nonsense"))).toBe(false);
    expect(check({ ...valid, date: new Date("2025-05-10"), lastReviewed: new Date("2025-06-01") })).toEqual([]);
  });
});

describe("duplicate article ids", () => {
  it("names both files that share an id", () => {
    expect(
      findDuplicateIds([
        { id: 1, file: "content/blog/1/index.md" },
        { id: 2, file: "content/blog/2/index.md" },
        { id: 1, file: "content/blog/copy/index.md" },
      ]),
    ).toEqual([
      'content/blog/1/index.md, content/blog/copy/index.md: field "id" is 1 in more than one article; each must be different',
    ]);
  });
});
