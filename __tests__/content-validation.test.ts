import {
  findDuplicateIds,
  isIsoDate,
  JSON_RULES,
  undeliveredFormWarnings,
  validateJsonRecord,
  validatePostFrontmatter,
} from "../src/lib/content-validation";
import practice from "../content/practice.json";
import { validFrontmatter } from "./helpers/frontmatter";

const file = "content/blog/4/index.md";
const context = { file, fileExists: (relative: string) => relative === "./hero.jpg" };

const valid = { ...validFrontmatter, id: 4 };

describe("article front matter", () => {
  it("accepts a complete article", () => {
    expect(validatePostFrontmatter(valid, context)).toEqual([]);
  });

  it("names the file and the field when the title is missing", () => {
    const { title: _omitted, ...withoutTitle } = valid;
    expect(validatePostFrontmatter(withoutTitle, context)).toEqual([
      'content/blog/4/index.md: front matter field "title" is missing',
    ]);
  });

  it("treats a blank title as missing", () => {
    expect(validatePostFrontmatter({ ...valid, title: "  " }, context)).toEqual([
      'content/blog/4/index.md: front matter field "title" is missing',
    ]);
  });

  it("reports a missing date", () => {
    const { date: _omitted, ...withoutDate } = valid;
    expect(validatePostFrontmatter(withoutDate, context)).toEqual([
      'content/blog/4/index.md: front matter field "date" is missing',
    ]);
  });

  it("rejects a date that does not parse, and an impossible one", () => {
    expect(validatePostFrontmatter({ ...valid, date: "10 May" }, context)[0]).toMatch(
      /content\/blog\/4\/index.md: front matter field "date" is not a date .* got "10 May"/,
    );
    expect(validatePostFrontmatter({ ...valid, lastReviewed: "2025-02-30" }, context)[0]).toMatch(
      /"lastReviewed" is not a date/,
    );
  });

  it("rejects a category that is not one of the five", () => {
    const [problem] = validatePostFrontmatter({ ...valid, category: "Gossip" }, context);
    expect(problem).toContain('field "category" is "Gossip", which is not one of: Surgical Techniques, Cancer Care');
  });

  it("rejects a hero image that does not exist", () => {
    expect(validatePostFrontmatter({ ...valid, hero: "./missing.jpg" }, context)).toEqual([
      'content/blog/4/index.md: front matter field "hero" points to "./missing.jpg", which does not exist',
    ]);
  });

  it("rejects an id that is not a positive whole number", () => {
    expect(validatePostFrontmatter({ ...valid, id: "four" }, context)[0]).toContain('"id" must be a whole number');
    expect(validatePostFrontmatter({ ...valid, id: 0 }, context)[0]).toContain('"id" must be a whole number');
  });

  it("lists every problem in a file at once", () => {
    expect(validatePostFrontmatter(undefined, context)).toHaveLength(9);
  });

  it("accepts dates that YAML already turned into Date objects", () => {
    expect(isIsoDate(new Date("2025-05-10"))).toBe(true);
    expect(isIsoDate(new Date("nonsense"))).toBe(false);
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
    ).toEqual(["Article id 1 is used by more than one file: content/blog/1/index.md, content/blog/copy/index.md"]);
  });

  it("passes distinct ids", () => {
    expect(
      findDuplicateIds([
        { id: 1, file: "a" },
        { id: 2, file: "b" },
      ]),
    ).toEqual([]);
  });
});

describe("JSON content", () => {
  const servicesContext = { file: "content/services.json", fileExists: (p: string) => p.startsWith("images/") };

  it("names the entry and the field that is missing", () => {
    const problems = validateJsonRecord(
      {
        title: "HPB Surgery",
        slug: "hpb",
        icon: "liver",
        description: "",
        details: "d",
        image: "images/a.jpg",
        imageAlt: "a",
        features: ["x"],
      },
      JSON_RULES.services!,
      servicesContext,
      'entry "HPB Surgery"',
    );
    expect(problems).toEqual(['content/services.json (entry "HPB Surgery"): field "description" is missing']);
  });

  it("reports an image path that does not exist", () => {
    const problems = validateJsonRecord(
      { jsonId: 1, content: "c", name: "n", title: "t", avatar: "photos/p.jpg" },
      JSON_RULES.testimonials!,
      servicesContext,
    );
    expect(problems).toEqual(['content/services.json: field "avatar" points to "photos/p.jpg", which does not exist']);
  });

  it("checks nested fields of the practice file", () => {
    const problems = validateJsonRecord({ hospital: { name: "X" } }, JSON_RULES.practice!, {
      file: "content/practice.json",
      fileExists: () => true,
    });
    expect(problems).toContain('content/practice.json: field "hospital.streetAddress" is missing');
    expect(problems).toContain('content/practice.json: field "phones.booking" is missing');
  });
});

describe("how the practice is reached (content/practice.json)", () => {
  const practiceContext = { file: "content/practice.json", fileExists: () => true };
  const check = (changes: Record<string, unknown>) =>
    validateJsonRecord({ ...practice, ...changes }, JSON_RULES.practice!, practiceContext);

  it("accepts the sample content", () => {
    expect(check({})).toEqual([]);
  });

  it("names the file and the field of an endpoint that is not an https address", () => {
    expect(check({ contactForm: { delivery: "json", endpoint: "not a url" } })).toEqual([
      'content/practice.json: field "contactForm.endpoint" must be empty or an https:// address (http:// only for localhost), got "not a url"',
    ]);
    expect(check({ newsletterForm: { delivery: "json", endpoint: "http://forms.example.in/" } })).toEqual([
      expect.stringContaining('content/practice.json: field "newsletterForm.endpoint" must be empty or an https://'),
    ]);
  });

  it("accepts an https endpoint, and plain http only on localhost", () => {
    expect(check({ contactForm: { delivery: "json", endpoint: "https://formspree.io/f/x" } })).toEqual([]);
    expect(check({ contactForm: { delivery: "json", endpoint: "http://localhost:9100/contact" } })).toEqual([]);
  });

  it("names an unknown delivery and an endpoint Netlify would ignore", () => {
    expect(check({ contactForm: { delivery: "email", endpoint: "" } })).toEqual([
      'content/practice.json: field "contactForm.delivery" is "email", which is not one of: json, netlify',
    ]);
    expect(check({ newsletterForm: { delivery: "netlify", endpoint: "https://x.in/f" } })).toEqual([
      'content/practice.json: field "newsletterForm.endpoint" must be empty when "newsletterForm.delivery" is "netlify"',
    ]);
  });

  it("names a WhatsApp number without its country code", () => {
    expect(check({ whatsapp: { number: "98390 12345", greeting: "" } })).toEqual([
      'content/practice.json: field "whatsapp.number" must be empty or a number with its country code, such as "+91 98390 12345", got "98390 12345"',
    ]);
    expect(check({ whatsapp: { number: "", greeting: "" } })).toEqual([]);
  });
});

describe("forms that reach no one", () => {
  const off = { delivery: "json", endpoint: "" };

  it("are named for the build to warn about", () => {
    const warnings = undeliveredFormWarnings({ contactForm: off, newsletterForm: off, whatsapp: { number: "" } });
    expect(warnings).toEqual([
      expect.stringContaining("contact messages will not reach anyone"),
      expect.stringContaining("newsletter sign-ups will not reach anyone"),
    ]);
  });

  it("leave out a contact form that hands off to WhatsApp or posts to an endpoint", () => {
    const endpoint = { delivery: "json", endpoint: "https://x.in/f" };
    expect(
      undeliveredFormWarnings({ contactForm: off, newsletterForm: endpoint, whatsapp: { number: "+91 98390 12345" } }),
    ).toEqual([]);
    expect(
      undeliveredFormWarnings({
        contactForm: endpoint,
        newsletterForm: { delivery: "netlify", endpoint: "" },
        whatsapp: { number: "" },
      }),
    ).toEqual([]);
  });
});
