import { DEFAULT_LANGUAGE } from "../i18n/languages";
import {
  ARTICLES,
  contentFileLanguage,
  isRecord,
  isTranslatedField,
  isUnset,
  jsonFileModel,
  markdownModel,
  translatedFields,
  translatedJsonPath,
  type Field,
  type Fields,
  type JsonFileModel,
  type LibraryModel,
  type MarkdownModel,
  type ConditionFront,
  type Payment,
  type Practice,
  type Schedule,
  type SecondOpinion,
  withoutUnset,
} from "./content-model";
import { dateText, isIsoDate } from "./dates";
import { describe, valueProblem } from "./field-rules";
import { formDelivery } from "./form-delivery";
import { markdownProblems } from "./markdown-safety";
import { todayInIndia } from "./payment";
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
  /**
   * Pixel size of a picture at a path relative to the file's folder; undefined when there is none.
   * Left out where the pictures are not at hand (the CMS): pictures are then checked by the build.
   */
  imageSize?: (relativePath: string) => { width: number; height: number } | undefined;
  /** Today, YYYY-MM-DD, for dates that must not be in the future; India's today when left out. */
  today?: string;
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
  if (isUnset(value)) {
    return field.optional || field.kind === "boolean" ? [] : [`${at} is missing or empty`];
  }
  const problem = valueProblem(field, value);
  if (problem) return [`${at} ${problem}`];
  switch (field.kind) {
    case "date": {
      const earlier = field.notBefore ? siblings[field.notBefore] : undefined;
      if (field.notBefore && isIsoDate(earlier) && String(dateText(value)) < String(dateText(earlier))) {
        return [`${at} (${dateText(value)}) is before "${field.notBefore}" (${dateText(earlier)})`];
      }
      const previous = field.after ? siblings[field.after] : undefined;
      if (field.after && isIsoDate(previous) && String(dateText(value)) <= String(dateText(previous))) {
        return [`${at} (${dateText(value)}) must be after "${field.after}" (${dateText(previous)})`];
      }
      const today = context.today ?? todayInIndia();
      if (field.notFuture && String(dateText(value)) > today) {
        return [
          `${at} (${dateText(value)}) is in the future; it is the day the fact was checked, today (${today}) or before`,
        ];
      }
      return [];
    }
    case "integer": {
      const lower = field.notBelow ? siblings[field.notBelow] : undefined;
      if (field.notBelow && typeof lower === "number" && (value as number) < lower) {
        return [`${at} (${describe(value)}) is less than "${field.notBelow}" (${lower})`];
      }
      return [];
    }
    case "image": {
      // Where the file system is not at hand (the CMS), a picture is checked when the build runs.
      if (!context.imageSize) return [];
      const size = context.imageSize(value as string);
      if (!size) return [`${at} points to ${describe(value)}, which does not exist`];
      if (size.width < field.minWidth || size.height < field.minHeight) {
        return [
          `${at} is ${size.width}×${size.height} pixels; it must be at least ${field.minWidth}×${field.minHeight}`,
        ];
      }
      return [];
    }
    case "object":
      return checkFields(field.fields, value as Record<string, unknown>, path, context);
    case "list":
      return [
        ...(value as unknown[]).flatMap((item, index) => checkField(field.of, item, join(path, index), context, {})),
        ...duplicates(value as unknown[], field.unique ?? [], path, context),
      ];
    default:
      return [];
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
      if (isUnset(value)) return [];
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
  // They read the file as the site does, an optional field left empty being not set.
  const read = withoutUnset(model.fields ?? {}, record) as Record<string, unknown>;
  const across = fieldProblems.length === 0 ? (ACROSS_FIELDS[model.file]?.(read, context) ?? []) : [];
  return [...fieldProblems, ...across];
}

type AcrossFields = (record: Record<string, unknown>, context: ValidationContext) => string[];

/** Netlify Forms post to the page itself, so a form delivered by Netlify has no endpoint. */
const formProblems: AcrossFields = (record, context) => {
  return ["contactForm", "newsletterForm"].flatMap((form) => {
    const settings = record[form] as { delivery?: unknown; endpoint?: unknown } | undefined;
    return settings?.delivery === "netlify" && !isUnset(settings.endpoint)
      ? [`${context.file}: field "${form}.endpoint" must be empty when "${form}.delivery" is "netlify"`]
      : [];
  });
};

/**
 * The schedule's rules beyond each field's own: a session closes after it opens, two sessions of one
 * venue never overlap on a day, and a notice names a venue the schedule has.
 */
const scheduleProblems: AcrossFields = (record, context) => {
  const { venues, notices } = record as unknown as Schedule;
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
  notices?.forEach((notice, n) => {
    if (notice.venue && !ids.includes(notice.venue)) {
      problems.push(
        `${at(join(join("notices", n), "venue"))} is ${describe(notice.venue)}, which is not a venue's id (${ids.join(", ")}); leave it empty for every venue`,
      );
    }
  });
  return problems;
};

/** Every government scheme a venue takes is one payment.json describes, so the page can explain it. */
const paymentProblems: AcrossFields = (record, context) => {
  const { venues, schemes } = record as unknown as Payment;
  const ids = schemes.map((scheme) => scheme.id);
  return venues.flatMap((venue, v) =>
    (venue.schemes ?? []).flatMap((scheme, s) =>
      ids.includes(scheme)
        ? []
        : [
            `${context.file}: field "${join(join(join("venues", v), "schemes"), s)}" is ${describe(scheme)}, which is not a scheme this file describes (${ids.join(", ")})`,
          ],
    ),
  );
};

/** What each way of sending a second-opinion request is sent to, as a field of its own kind. */
const SEND_TO: Readonly<Record<string, Field>> = {
  whatsapp: { kind: "phone", label: "WhatsApp number", international: true },
  email: { kind: "email", label: "E-mail address" },
  endpoint: { kind: "url", label: "Endpoint", localhost: true },
};

/**
 * Each way of sending a second-opinion request goes to a number or address of its kind; a request
 * posted to an endpoint carries text alone, so the reports need WhatsApp or e-mail beside it
 * (DECISIONS.md 21).
 */
const secondOpinionProblems: AcrossFields = (record, context) => {
  const { send } = record as unknown as SecondOpinion;
  const problems = send.flatMap(({ way, to }, index) => {
    const field = SEND_TO[way];
    const problem = field && valueProblem(field, to);
    return problem ? [`${context.file}: field "${join(join("send", index), "to")}" (${way}) ${problem}`] : [];
  });
  const ways = send.map(({ way }) => way);
  if (ways.includes("endpoint") && !ways.includes("whatsapp") && !ways.includes("email")) {
    problems.push(
      `${context.file}: field "send" has "endpoint" alone: the endpoint takes the text only, so add "whatsapp" or "email" for the reports`,
    );
  }
  return problems;
};

/** Each file's checks across its fields, by its path under content/. */
const ACROSS_FIELDS: Readonly<Record<string, AcrossFields>> = {
  "practice.json": formProblems,
  "schedule.json": scheduleProblems,
  "payment.json": paymentProblems,
  "second-opinion.json": secondOpinionProblems,
};

/**
 * Each field that names one of the schedule's venues (a venue's payment details, an operation's
 * estimate), found by the model, against the venues content/schedule.json has: a rule across files,
 * which the build runs once it has read both.
 */
export function venueProblems(fields: Fields, data: unknown, venueIds: readonly string[], file: string): string[] {
  const walk = (group: Fields, record: unknown, path: string): string[] =>
    isRecord(record)
      ? Object.entries(group).flatMap(([key, field]) => {
          const at = join(path, key);
          const value = record[key];
          if (field.kind === "slug" && field.venue && typeof value === "string" && !venueIds.includes(value)) {
            return [
              `${file}: field "${at}" is ${describe(value)}, which is not a venue's id in content/schedule.json (${venueIds.join(", ")})`,
            ];
          }
          if (field.kind === "object") return walk(field.fields, value, at);
          if (field.kind === "list" && field.of.kind === "object" && Array.isArray(value)) {
            const { fields: itemFields } = field.of;
            return value.flatMap((item, index) => walk(itemFields, item, join(at, index)));
          }
          return [];
        })
      : [];
  return walk(fields, data, "");
}

/**
 * The build's check of one entry as the CMS is about to save it, with no file system at hand: a JSON
 * file (its translation in another language is checked on its translated fields, the rest coming
 * from the English file), or a Markdown file's front matter and body. Pictures, and the rules
 * across files (a translation against its original, the library's links), are left to the build.
 * `relative` is the file's path under content/; problems name `file` and the field, as the build's do.
 */
export function entryProblems(relative: string, data: unknown, file: string): string[] {
  const context: ValidationContext = { file };
  const { lang } = contentFileLanguage(relative);
  const json = jsonFileModel(relative);
  if (json) {
    if (lang === DEFAULT_LANGUAGE) return validateJsonFile(json, data, context);
    // Named as its own file, so the rules across the English file's facts are not run on it.
    const file = translatedJsonPath(json.file, lang);
    const translated: JsonFileModel = json.entries
      ? { ...json, file, entries: { ...json.entries, fields: translatedFields(json.entries.fields), unique: [] } }
      : { ...json, file, fields: translatedFields(json.fields ?? {}) };
    return validateJsonFile(translated, data, context);
  }
  const markdown = markdownModel(relative);
  if (!markdown || !isRecord(data)) return [];
  const { body, ...frontmatter } = data;
  const text = typeof body === "string" ? body : "";
  return [
    ...validateMarkdown(frontmatter, text, context, markdown),
    ...markdownProblems(text).map(({ line, message }) => `${file}: the text, line ${line}: ${message}`),
  ];
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
export type LibraryEntry = Pick<ConditionFront, "slug" | "services" | "treatments" | "articles"> & {
  file: string;
  folder: LibraryModel["folder"];
  lang: string;
};

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

/** Whether a group or list holds a fact that is the same in every language (an estimate's venue and amounts). */
function hasSharedPart(field: Field): boolean {
  if (field.kind === "object")
    return Object.values(field.fields).some((child) => !isTranslatedField(child) || hasSharedPart(child));
  if (field.kind === "list") return field.of.kind === "object" && hasSharedPart(field.of);
  return false;
}

/** The facts of a value that are the same in every language; a list left out or empty reads as none. */
function sharedPart(field: Field, value: unknown): unknown {
  if (!isTranslatedField(field)) return isUnset(value) ? null : (dateText(value) ?? value);
  if (field.kind === "object" && isRecord(value)) {
    return Object.fromEntries(
      Object.entries(field.fields)
        .filter(([, child]) => !isTranslatedField(child) || hasSharedPart(child))
        .map(([key, child]) => [key, sharedPart(child, value[key])]),
    );
  }
  if (field.kind === "list")
    return Array.isArray(value) && value.length > 0 ? value.map((item) => sharedPart(field.of, item)) : null;
  return null;
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
export function undeliveredFormWarnings(
  practice: Pick<Practice, "contactForm" | "newsletterForm" | "whatsapp">,
): string[] {
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
    } else if (isUnset(ours)) {
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
    .filter(([, field]) => !isTranslatedField(field) || hasSharedPart(field))
    .flatMap(([key, field]) => {
      // A list of groups that mixes both (an operation's estimates) compares its shared parts.
      const theirs = isTranslatedField(field) ? sharedPart(field, original[key]) : original[key];
      const ours = isTranslatedField(field) ? sharedPart(field, translation[key]) : translation[key];
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
