import {
  ARTICLES,
  isRecord,
  isTranslatedField,
  type Field,
  type Fields,
  type JsonFileModel,
  type LibraryModel,
  type MarkdownModel,
} from "./content-model";
import { dateText, isIsoDate } from "./dates";
import { formDelivery } from "./form-delivery";
import { minutesOf } from "./schedule";

export { isIsoDate };

/**
 * The build's checks on the files the practice's staff edit, derived from the content model: each
 * field gets the check its kind needs. Checks return readable problems ("<file>: field "<path>" ...")
 * instead of throwing, so gatsby-node can stop the build with every problem of every file at once.
 */

export interface ValidationContext {
  /** Path of the file being checked, as shown to the author (relative to the repository). */
  file: string;
  /** Pixel size of a picture at a path relative to the file's folder; undefined when there is none. */
  imageSize: (relativePath: string) => { width: number; height: number } | undefined;
}

const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the separators people write: "+91 512 250 0000", "(0512) 250-0000". */
const PHONE = /^\+?[\d\s()-]+$/;

/** A number someone can dial: 7 to 15 digits (E.164), only the usual separators. */
export function isPhoneNumber(value: string, international = false): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE.test(value.trim()) && digits >= 7 && digits <= 15 && (!international || value.trim().startsWith("+"));
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** An absolute https URL (or http://localhost when `localhost` is allowed, for tests). */
export function isWebAddress(value: string, localhost = false): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === "https:") return url.hostname.includes(".") || url.hostname === "localhost";
    return localhost && url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname);
  } catch {
    return false;
  }
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

function describe(value: unknown): string {
  return value instanceof Date ? (dateText(value) ?? "an invalid date") : JSON.stringify(value);
}

/** "phones.booking", "degrees[2].years" */
function join(path: string, key: string | number): string {
  return typeof key === "number" ? `${path}[${key + 1}]` : path ? `${path}.${key}` : key;
}

/** Problems with one value against its field declaration; `siblings` is the object it sits in. */
function checkField(
  field: Field,
  value: unknown,
  path: string,
  context: ValidationContext,
  siblings: Record<string, unknown>,
): string[] {
  const at = `${context.file}: field "${path}"`;
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) {
    return field.optional || field.kind === "boolean" ? [] : [`${at} is missing or empty`];
  }
  switch (field.kind) {
    case "text":
    case "slug":
    case "phone":
    case "email":
    case "url":
    case "time": {
      if (typeof value !== "string") return [`${at} must be text, got ${describe(value)}`];
      if (field.kind === "slug" && !SLUG.test(value)) {
        return [`${at} must be lower-case words joined by dashes (like "hpb-surgery"), got ${describe(value)}`];
      }
      if (field.kind === "phone" && !isPhoneNumber(value, field.international)) {
        const form = field.international ? 'a phone number starting with "+" and the country code' : "a phone number";
        return [`${at} must be ${form}, got ${describe(value)}`];
      }
      if (field.kind === "email" && !isEmail(value)) return [`${at} must be an email address, got ${describe(value)}`];
      if (field.kind === "url" && !isWebAddress(value, field.localhost)) {
        return [`${at} must be an https:// address, got ${describe(value)}`];
      }
      if (field.kind === "time" && !TIME_24H.test(value)) {
        return [`${at} must be a 24-hour time HH:MM (00:00 to 23:59), got ${describe(value)}`];
      }
      return [];
    }
    case "date": {
      if (!isIsoDate(value)) return [`${at} is not a date in the form YYYY-MM-DD, got ${describe(value)}`];
      const earlier = field.notBefore ? siblings[field.notBefore] : undefined;
      if (field.notBefore && isIsoDate(earlier) && String(dateText(value)) < String(dateText(earlier))) {
        return [`${at} (${dateText(value)}) is before "${field.notBefore}" (${dateText(earlier)})`];
      }
      const previous = field.after ? siblings[field.after] : undefined;
      if (field.after && isIsoDate(previous) && String(dateText(value)) <= String(dateText(previous))) {
        return [`${at} (${dateText(value)}) must be after "${field.after}" (${dateText(previous)})`];
      }
      return [];
    }
    case "select":
      return field.options.includes(value as string)
        ? []
        : [`${at} is ${describe(value)}, which is not one of: ${field.options.join(", ")}`];
    case "integer":
      return Number.isInteger(value) && (value as number) >= field.min
        ? []
        : [`${at} must be a whole number of ${field.min} or more, got ${describe(value)}`];
    case "boolean":
      return typeof value === "boolean" ? [] : [`${at} must be true or false, got ${describe(value)}`];
    case "image": {
      if (typeof value !== "string") return [`${at} must be a path to a picture, got ${describe(value)}`];
      const size = context.imageSize(value);
      if (!size) return [`${at} points to ${describe(value)}, which does not exist`];
      if (size.width < field.minWidth || size.height < field.minHeight) {
        return [
          `${at} is ${size.width}×${size.height} pixels; it must be at least ${field.minWidth}×${field.minHeight}`,
        ];
      }
      return [];
    }
    case "object":
      return value && typeof value === "object" && !Array.isArray(value)
        ? checkFields(field.fields, value as Record<string, unknown>, path, context)
        : [`${at} must be a group of fields, got ${describe(value)}`];
    case "list":
      if (!Array.isArray(value)) return [`${at} must be a list, got ${describe(value)}`];
      return [
        ...value.flatMap((item, index) => checkField(field.of, item, join(path, index), context, {})),
        ...duplicates(value, field.unique ?? [], path, context),
      ];
  }
}

function checkFields(fields: Fields, record: Record<string, unknown>, path: string, context: ValidationContext) {
  return Object.entries(fields).flatMap(([key, field]) =>
    checkField(field, record[key], join(path, key), context, record),
  );
}

/** Problems for list items that share a value that must be unique (two services with one slug). */
function duplicates(items: readonly unknown[], keys: readonly string[], path: string, context: ValidationContext) {
  return keys.flatMap((key) => {
    const seen = new Map<unknown, number>();
    return items.flatMap((item, index) => {
      const value = item && typeof item === "object" ? (item as Record<string, unknown>)[key] : undefined;
      if (isBlank(value)) return [];
      const first = seen.get(value);
      if (first === undefined) {
        seen.set(value, index);
        return [];
      }
      return [
        `${context.file}: field "${join(join(path, index), key)}" is ${describe(value)}, already used by ${join(path, first) || `entry ${first + 1}`}; each must be different`,
      ];
    });
  });
}

/** Problems with a whole JSON content file (an object, or a list of entries). */
export function validateJsonFile(model: JsonFileModel, data: unknown, context: ValidationContext): string[] {
  if (model.entries) {
    const { fields, unique, minimum } = model.entries;
    if (!Array.isArray(data)) return [`${context.file}: must be a list of entries`];
    if (data.length < minimum) return [`${context.file}: must hold at least ${minimum} entry`];
    return [
      ...data.flatMap((entry, index) =>
        entry && typeof entry === "object"
          ? checkFields(fields, entry as Record<string, unknown>, `entry ${index + 1}`, context)
          : [`${context.file}: entry ${index + 1} must be a group of fields`],
      ),
      ...duplicates(data, unique, "entry", context).map((problem) => problem.replace(/entry\[(\d+)\]/g, "entry $1")),
    ];
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return [`${context.file}: must be a group of fields`];
  const record = data as Record<string, unknown>;
  const fieldProblems = checkFields(model.fields ?? {}, record, "", context);
  // The checks across fields read well-formed fields only: each problem is named once.
  const across = fieldProblems.length === 0 ? (ACROSS_FIELDS[model.file]?.(record, context) ?? []) : [];
  return [...fieldProblems, ...across];
}

type AcrossFields = (record: Record<string, unknown>, context: ValidationContext) => string[];

/** Netlify Forms post to the page itself, so a form delivered by Netlify has no endpoint. */
const formProblems: AcrossFields = (record, context) => {
  return ["contactForm", "newsletterForm"].flatMap((form) => {
    const settings = record[form] as { delivery?: unknown; endpoint?: unknown } | undefined;
    return settings?.delivery === "netlify" && !isBlank(settings.endpoint)
      ? [`${context.file}: field "${form}.endpoint" must be empty when "${form}.delivery" is "netlify"`]
      : [];
  });
};

interface ScheduleRecord {
  venues: Array<{ id: string; slots: Array<{ days: string[]; opens: string; closes: string }> }>;
  notices?: Array<{ venue?: string }>;
}

/**
 * The schedule's rules beyond each field's own: a session closes after it opens, two sessions of one
 * venue never overlap on a day, and a notice names a venue the schedule has.
 */
const scheduleProblems: AcrossFields = (record, context) => {
  const { venues, notices = [] } = record as unknown as ScheduleRecord;
  const at = (path: string) => `${context.file}: field "${path}"`;
  const problems: string[] = [];
  venues.forEach((venue, v) => {
    const slotPath = (s: number) => join(join(join("venues", v), "slots"), s);
    venue.slots.forEach((slot, s) => {
      if (minutesOf(slot.closes) <= minutesOf(slot.opens)) {
        problems.push(`${at(slotPath(s))} closes at ${slot.closes}, not after it opens (${slot.opens})`);
      }
      venue.slots.slice(0, s).forEach((earlier, e) => {
        const day = slot.days.find((candidate) => earlier.days.includes(candidate));
        const overlaps =
          day !== undefined &&
          minutesOf(slot.opens) < minutesOf(earlier.closes) &&
          minutesOf(earlier.opens) < minutesOf(slot.closes);
        if (overlaps) {
          problems.push(`${at(slotPath(s))} overlaps ${slotPath(e)} on ${day}; a venue has one session at a time`);
        }
      });
    });
  });
  const ids = venues.map((venue) => venue.id);
  notices.forEach((notice, n) => {
    if (notice.venue && !ids.includes(notice.venue)) {
      problems.push(
        `${at(join(join("notices", n), "venue"))} is ${describe(notice.venue)}, which is not a venue's id (${ids.join(", ")}); leave it empty for every venue`,
      );
    }
  });
  return problems;
};

/** Each file's checks across its fields, by its path under content/. */
const ACROSS_FIELDS: Readonly<Record<string, AcrossFields>> = {
  "practice.json": formProblems,
  "schedule.json": scheduleProblems,
};

/**
 * A file's checks across its fields alone (a session that overlaps another, a notice for an unknown
 * venue, a Netlify form with an endpoint): what the CMS checks before it saves, since its widgets
 * check each field on its own. Problems name the file and the field, as the build's do.
 */
export function acrossFieldProblems(model: JsonFileModel, data: unknown, file: string): string[] {
  if (!isRecord(data)) return [];
  return ACROSS_FIELDS[model.file]?.(data, { file, imageSize: () => undefined }) ?? [];
}

/**
 * Problems with one Markdown file (an article, a library page): its front matter against the
 * model, and a body that says something.
 */
export function validateMarkdown(
  frontmatter: Record<string, unknown> | undefined,
  body: string,
  context: ValidationContext,
  model: MarkdownModel = ARTICLES,
): string[] {
  const problems = checkFields(model.fields, frontmatter ?? {}, "", context);
  if (body.trim() === "") {
    const what = model.kind === "library" ? `page's first section, "${model.bodyLabel}",` : "article's text";
    problems.push(`${context.file}: the ${what} (below the front matter) is empty`);
  }
  return problems;
}

/** A library page as the checks across pages see it: its file, language and the pages it links to. */
export interface LibraryEntry {
  file: string;
  folder: LibraryModel["folder"];
  lang: string;
  slug: string;
  services: readonly string[];
  treatments?: readonly string[] | null;
  articles?: readonly number[] | null;
}

/**
 * The library's rules across its files: a slug is one page's in each language, every page has its
 * counterpart in every language, and each link (a service, an operation, an article) names one
 * that exists.
 */
export function libraryProblems(
  pages: readonly LibraryEntry[],
  known: { languages: readonly string[]; services: readonly string[]; articles: readonly number[] },
): string[] {
  const problems: string[] = [];
  const key = (page: Pick<LibraryEntry, "folder" | "slug">) => `${page.folder}/${page.slug}`;
  const byKey = new Map<string, LibraryEntry[]>();
  for (const page of pages) byKey.set(key(page), [...(byKey.get(key(page)) ?? []), page]);
  for (const [slug, group] of byKey) {
    for (const lang of known.languages) {
      const inLanguage = group.filter((page) => page.lang === lang);
      if (inLanguage.length > 1) {
        problems.push(
          `${inLanguage.map((page) => page.file).join(", ")}: field "slug" is "${slug.split("/")[1]}" in more than one page; each must be different`,
        );
      }
      if (inLanguage.length === 0) {
        const [other] = group;
        problems.push(
          `${other?.file}: has no ${lang} counterpart; write content/${slug.split("/")[0]}/…/index${lang === "en" ? "" : `.${lang}`}.md with slug "${slug.split("/")[1]}"`,
        );
      }
    }
  }
  const treatments = pages.filter((page) => page.folder === "treatments").map((page) => page.slug);
  /** Each value of a page's list field that is not one of `targets`. */
  const link = (
    page: LibraryEntry,
    field: string,
    values: readonly (string | number)[],
    targets: readonly (string | number)[],
    what: string,
  ) =>
    values.forEach((value, index) => {
      if (!targets.includes(value)) {
        problems.push(`${page.file}: field "${field}[${index + 1}]" is ${JSON.stringify(value)}, which is not ${what}`);
      }
    });
  for (const page of pages) {
    link(page, "services", page.services, known.services, `a service's slug (${known.services.join(", ")})`);
    link(page, "treatments", page.treatments ?? [], treatments, "an operation's slug in content/treatments/");
    link(page, "articles", page.articles ?? [], known.articles, "the number of a published article");
  }
  return problems;
}

/** Problems for articles that share an id: each id must belong to one file only. */
export function findDuplicateIds(posts: ReadonlyArray<{ id: number; file: string }>): string[] {
  const filesById = new Map<number, string[]>();
  for (const { id, file } of posts) filesById.set(id, [...(filesById.get(id) ?? []), file]);
  return [...filesById]
    .filter(([, files]) => files.length > 1)
    .map(([id, files]) => `${files.join(", ")}: field "id" is ${id} in more than one article; each must be different`);
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

/** "content/blog/1" + "./hero.jpg" -> "content/blog/1/hero.jpg": where a relative picture path points. */
function resolveFrom(folder: string, relative: string): string {
  const parts = folder.split("/").filter(Boolean);
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

const folderOf = (file: string) => file.split("/").slice(0, -1).join("/");

/**
 * Problems with a JSON file in another language (content/hi/…), which holds only what is translated:
 * the shared facts come from the English file (withSharedFacts). Named: a translated field or list
 * item that is missing, a list of another length than the English one, and a shared field written
 * again, which would otherwise sit there unused and disagree with the English file unseen.
 */
export function translationProblems(
  model: JsonFileModel,
  original: unknown,
  translation: unknown,
  files: { original: string; translation: string },
): string[] {
  const problems: string[] = [];
  const at = (path: string) => `${files.translation}: field "${path}"`;
  const items = (count: number) => `${count} item${count === 1 ? "" : "s"}`;
  const check = (field: Field, theirs: unknown, ours: unknown, path: string) => {
    if (!isTranslatedField(field)) {
      if (ours !== undefined) {
        problems.push(`${at(path)} is the same in every language: write it once, in ${files.original}`);
      }
      return;
    }
    const missing = `${at(path)} is missing: translate it from ${files.original}`;
    if (field.kind === "object") {
      if (ours !== undefined && !isRecord(ours)) {
        problems.push(`${at(path)} must be a group of fields, got ${describe(ours)}`);
        return;
      }
      const a = isRecord(theirs) ? theirs : {};
      const b = isRecord(ours) ? ours : {};
      for (const [key, child] of Object.entries(field.fields)) check(child, a[key], b[key], join(path, key));
      for (const key of Object.keys(b).filter((key) => !(key in field.fields))) {
        problems.push(`${at(join(path, key))} is not a field of ${files.original}; remove it`);
      }
    } else if (field.kind === "list") {
      if (ours === undefined) {
        if (!field.optional) problems.push(missing);
        return;
      }
      if (!Array.isArray(ours)) {
        problems.push(`${at(path)} must be a list, got ${describe(ours)}`);
        return;
      }
      const a = Array.isArray(theirs) ? theirs : [];
      if (a.length !== ours.length) {
        problems.push(
          `${at(path)} has ${items(ours.length)} but ${files.original} has ${a.length}; translate each item, in the same order`,
        );
        return;
      }
      a.forEach((item, index) => check(field.of, item, ours[index], join(path, index)));
    } else if (isBlank(ours)) {
      if (!field.optional) problems.push(missing);
    } else if (typeof ours !== "string") {
      problems.push(`${at(path)} must be text, got ${describe(ours)}`);
    }
  };
  if (model.entries) {
    const { fields } = model.entries;
    if (!Array.isArray(translation)) return [`${files.translation}: must be a list of entries`];
    const english = Array.isArray(original) ? original : [];
    if (english.length !== translation.length) {
      return [
        `${files.translation}: has ${translation.length} entries but ${files.original} has ${english.length}; translate each entry, in the same order`,
      ];
    }
    const entry: Field = { kind: "object", label: model.label, fields };
    english.forEach((item, index) => check(entry, item, translation[index], `entry ${index + 1}`));
    return problems;
  }
  if (!isRecord(translation)) return [`${files.translation}: must be a group of fields`];
  check({ kind: "object", label: model.label, fields: model.fields ?? {} }, original, translation, "");
  return problems;
}

/**
 * Problems with a translated article or library page (content/blog/<n>/index.hi.md), which still repeats the
 * English original's facts in its front matter: each value that is the same in every language
 * (number, dates, category, picture, draft, linked slugs; see isTranslatedField) must equal the original's, so a
 * translation cannot quietly keep an old date. Pictures compare by where they point.
 */
export function repeatedFactProblems(
  model: MarkdownModel,
  original: Record<string, unknown>,
  translation: Record<string, unknown>,
  files: { original: string; translation: string },
): string[] {
  return Object.entries(model.fields)
    .filter(([, field]) => !isTranslatedField(field))
    .flatMap(([key, field]) => {
      const theirs = original[key];
      const ours = translation[key];
      const same =
        field.kind === "image" && typeof theirs === "string" && typeof ours === "string"
          ? resolveFrom(folderOf(files.original), theirs) === resolveFrom(folderOf(files.translation), ours)
          : describe(ours ?? null) === describe(theirs ?? null);
      return same
        ? []
        : [
            `${files.translation}: field "${key}" is ${describe(ours)} but ${files.original} has ${describe(theirs)}; it is the same in every language`,
          ];
    });
}
