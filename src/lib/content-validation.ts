import { BLOG_CATEGORIES } from "../constants";
import { FORM_DELIVERY_KINDS, formDelivery, isFormEndpoint } from "./form-delivery";
import { isWhatsappNumber } from "./whatsapp";

/**
 * Checks on the files the practice's staff edit. Each check returns readable problems
 * ("<file>: <field> ...") instead of throwing, so gatsby-node can stop the build with
 * every problem in a file at once.
 */

export interface ValidationContext {
  /** Path of the file being checked, as shown to the author (relative to the repository). */
  file: string;
  /** Whether a path relative to the file's folder exists on disk. */
  fileExists: (relativePath: string) => boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written as YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

function describe(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : JSON.stringify(value);
}

const REQUIRED_POST_TEXT = ["title", "excerpt", "heroAlt", "author"] as const;

/** Problems with one article's front matter; an empty list means it is fine. */
export function validatePostFrontmatter(
  frontmatter: Record<string, unknown> | undefined,
  { file, fileExists }: ValidationContext,
): string[] {
  const fm = frontmatter ?? {};
  const problems: string[] = [];
  const missing = (field: string) => problems.push(`${file}: front matter field "${field}" is missing`);

  if (isBlank(fm.id)) missing("id");
  else if (!Number.isInteger(fm.id) || (fm.id as number) < 1) {
    problems.push(`${file}: front matter field "id" must be a whole number of 1 or more, got ${describe(fm.id)}`);
  }

  for (const field of REQUIRED_POST_TEXT) {
    if (isBlank(fm[field])) missing(field);
    else if (typeof fm[field] !== "string") problems.push(`${file}: front matter field "${field}" must be text`);
  }

  for (const field of ["date", "lastReviewed"] as const) {
    if (isBlank(fm[field])) missing(field);
    else if (!isIsoDate(fm[field])) {
      problems.push(
        `${file}: front matter field "${field}" is not a date in the form YYYY-MM-DD, got ${describe(fm[field])}`,
      );
    }
  }

  if (isBlank(fm.category)) missing("category");
  else if (!(BLOG_CATEGORIES as readonly unknown[]).includes(fm.category)) {
    problems.push(
      `${file}: front matter field "category" is ${describe(fm.category)}, which is not one of: ${BLOG_CATEGORIES.join(", ")}`,
    );
  }

  if (isBlank(fm.hero)) missing("hero");
  else if (typeof fm.hero !== "string" || !fileExists(fm.hero)) {
    problems.push(`${file}: front matter field "hero" points to ${describe(fm.hero)}, which does not exist`);
  }

  if (fm.description !== undefined && typeof fm.description !== "string") {
    problems.push(`${file}: front matter field "description" must be text`);
  }
  if (fm.draft !== undefined && typeof fm.draft !== "boolean") {
    problems.push(`${file}: front matter field "draft" must be true or false`);
  }
  return problems;
}

/** Problems for articles that share an id: each id must belong to one file only. */
export function findDuplicateIds(posts: ReadonlyArray<{ id: number; file: string }>): string[] {
  const filesById = new Map<number, string[]>();
  for (const { id, file } of posts) filesById.set(id, [...(filesById.get(id) ?? []), file]);
  return [...filesById]
    .filter(([, files]) => files.length > 1)
    .map(([id, files]) => `Article id ${id} is used by more than one file: ${files.join(", ")}`);
}

/** What a JSON content file must hold: its required fields and which of them name image files. */
export interface JsonRules {
  required: readonly string[];
  images?: readonly string[];
  /** For list files: the field that names an entry in messages. */
  entryLabel?: string;
  /** Checks of a field's meaning beyond being present; each problem names its field. */
  check?: (record: Record<string, unknown>) => Array<{ field: string; problem: string }>;
}

const FORMS = ["contactForm", "newsletterForm"] as const;

/** How the practice is reached: form deliveries, their endpoints and the WhatsApp number. */
function checkPracticeContact(record: Record<string, unknown>): Array<{ field: string; problem: string }> {
  const problems: Array<{ field: string; problem: string }> = [];
  for (const form of FORMS) {
    const delivery = valueAt(record, `${form}.delivery`);
    const endpoint = valueAt(record, `${form}.endpoint`);
    if (!(FORM_DELIVERY_KINDS as readonly unknown[]).includes(delivery)) {
      problems.push({
        field: `${form}.delivery`,
        problem: `is ${describe(delivery)}, which is not one of: ${FORM_DELIVERY_KINDS.join(", ")}`,
      });
    }
    if (typeof endpoint !== "string" || !isFormEndpoint(endpoint)) {
      problems.push({
        field: `${form}.endpoint`,
        problem: `must be empty or an https:// address (http:// only for localhost), got ${describe(endpoint)}`,
      });
    } else if (delivery === "netlify" && endpoint !== "") {
      problems.push({ field: `${form}.endpoint`, problem: `must be empty when "${form}.delivery" is "netlify"` });
    }
  }
  const number = valueAt(record, "whatsapp.number");
  if (typeof number !== "string" || (number !== "" && !isWhatsappNumber(number))) {
    problems.push({
      field: "whatsapp.number",
      problem: `must be empty or a number with its country code, such as "+91 98390 12345", got ${describe(number)}`,
    });
  }
  return problems;
}

/**
 * What a production build should say about forms that reach no one: with no endpoint, no Netlify
 * Forms and (for contact) no WhatsApp number, messages are only logged in the visitor's browser.
 */
export function undeliveredFormWarnings(practice: {
  contactForm: { delivery: string; endpoint: string };
  newsletterForm: { delivery: string; endpoint: string };
  whatsapp: { number: string };
}): string[] {
  const warnings: string[] = [];
  if (formDelivery(practice.contactForm, "contact", practice.whatsapp.number).kind === "none") {
    warnings.push(
      "content/practice.json: contact messages will not reach anyone. Set contactForm.endpoint, " +
        'contactForm.delivery "netlify" or whatsapp.number before the site goes live (see the README, "Forms").',
    );
  }
  if (formDelivery(practice.newsletterForm, "newsletter").kind === "none") {
    warnings.push(
      "content/practice.json: newsletter sign-ups will not reach anyone. Set newsletterForm.endpoint or " +
        'newsletterForm.delivery "netlify" (see the README, "Forms").',
    );
  }
  return warnings;
}

/** Rules per content file, keyed by the file's name without ".json". */
export const JSON_RULES: Record<string, JsonRules> = {
  practice: {
    required: [
      "siteUrl",
      "name",
      "credentials",
      "title",
      "tagline",
      "description",
      "phones.direct",
      "phones.booking",
      "phones.emergency",
      "email",
      "hospital.name",
      "hospital.streetAddress",
      "hospital.locality",
      "hospital.region",
      "hours.bookingDialog",
      "hours.aboutCard",
      "hours.contactAndFooter",
      "mapQuery",
      "registration",
      "portrait",
      "portraitAlt",
      "shareImage",
      "articleDisclaimer",
    ],
    images: ["portrait", "shareImage"],
    check: checkPracticeContact,
  },
  home: {
    required: [
      "hero.eyebrow",
      "services.heading",
      "services.cta.title",
      "testimonials.heading",
      "contact.heading",
      "contact.formTitle",
    ],
  },
  about: { required: ["cards", "availabilityCard.title", "profile", "facts"] },
  services: {
    required: ["slug", "title", "icon", "description", "details", "image", "imageAlt", "features"],
    images: ["image"],
    entryLabel: "title",
  },
  qualifications: { required: ["degrees", "continuingEducation.title", "continuingEducation.text"] },
  experience: { required: ["positions", "expertise", "affiliations"] },
  // gatsby-transformer-json keeps an entry's own "id" as "jsonId".
  testimonials: { required: ["jsonId", "content", "name", "title", "avatar"], images: ["avatar"], entryLabel: "name" },
};

function valueAt(record: Record<string, unknown>, dotted: string): unknown {
  return dotted
    .split(".")
    .reduce<unknown>(
      (value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined),
      record,
    );
}

/**
 * Problems with one JSON record (a whole object file, or one entry of a list file).
 * `where` names the entry inside the file, for list files.
 */
export function validateJsonRecord(
  record: Record<string, unknown>,
  rules: JsonRules,
  { file, fileExists }: ValidationContext,
  where = "",
): string[] {
  const at = where ? `${file} (${where})` : file;
  const problems: string[] = [];
  for (const field of rules.required) {
    const value = valueAt(record, field);
    if (isBlank(value) || (Array.isArray(value) && value.length === 0)) {
      problems.push(`${at}: field "${field}" is missing`);
    }
  }
  for (const { field, problem } of rules.check?.(record) ?? []) problems.push(`${at}: field "${field}" ${problem}`);
  for (const field of rules.images ?? []) {
    const value = valueAt(record, field);
    if (typeof value === "string" && value !== "" && !fileExists(value)) {
      problems.push(`${at}: field "${field}" points to "${value}", which does not exist`);
    }
  }
  return problems;
}
