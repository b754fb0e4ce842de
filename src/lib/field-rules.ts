import type { Field } from "./content-model";
import { dateText, isIsoDate } from "./dates";

/**
 * What one value of a field must be, by the field's kind: the one rule the build's checks
 * (content-validation.ts) and the CMS (src/cms/) both apply. Where a regular expression says the
 * rule, the CMS's widget checks it as the author types, with the same words; the CMS also runs the
 * build's check of the whole entry before it saves, so it refuses exactly what the build refuses.
 */

/** Any text that is not blank: at least one character that is not a space. */
const NOT_BLANK = /\S/;
/** A 24-hour time; 24:00 is not one (a day's last session closes at 23:59). */
const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * A number someone can dial: 7 to 15 digits (E.164) and the separators people write ("+91 512 250
 * 0000", "(0512) 250-0000"), nothing before or after; `international`: "+" and the country code
 * (which never starts with 0) first, as WhatsApp's click-to-chat needs.
 */
const phonePattern = (international: boolean) =>
  new RegExp(`^(?!\\s)(?!.*\\s$)${international ? "\\+(?=[1-9])" : "\\+?"}[\\s()-]*(\\d[\\s()-]*){7,15}$`);
/** An https address with a dotted host; with `localhost`, also http(s) on this machine, for tests. */
const webPattern = (localhost: boolean) =>
  new RegExp(
    `^(https://[^\\s/?#@]+\\.[^\\s/?#@.]+${localhost ? "|https?://(localhost|127\\.0\\.0\\.1)" : ""})(:\\d+)?([/?#]\\S*)?$`,
  );

function parsesAsUrl(value: string): boolean {
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
}

/** A field's rule as a pattern, and what a value must be, said once for the build and the CMS. */
export interface PatternRule {
  pattern: RegExp;
  must: string;
}

/**
 * The pattern a value of this field must match, with what it must be; undefined for kinds a pattern
 * does not describe (numbers, dates, choices, pictures, groups and lists).
 */
export function patternRule(field: Field): PatternRule | undefined {
  switch (field.kind) {
    case "text":
      return { pattern: NOT_BLANK, must: "some text, not only spaces" };
    case "slug":
      return { pattern: SLUG, must: 'lower-case words joined by dashes, like "hpb-surgery"' };
    case "phone":
      return field.international
        ? {
            pattern: phonePattern(true),
            must: 'a phone number starting with "+" and the country code (7 to 15 digits)',
          }
        : {
            pattern: phonePattern(false),
            must: "a phone number of 7 to 15 digits (spaces, brackets and dashes allowed)",
          };
    case "email":
      return { pattern: EMAIL, must: "an email address like name@example.in, with no spaces" };
    case "url":
      return { pattern: webPattern(field.localhost === true), must: "an https:// address, with no spaces" };
    case "time":
      return { pattern: TIME_24H, must: "a 24-hour time HH:MM (00:00 to 23:59)" };
    default:
      return undefined;
  }
}

export function describe(value: unknown): string {
  return value instanceof Date ? (dateText(value) ?? "an invalid date") : JSON.stringify(value);
}

/**
 * What is wrong with one value of a field that is set ("must be …, got …"), or null when it is
 * right. Groups and lists are checked field by field and item by item (content-validation.ts);
 * a picture's existence and size need the file system, so they are checked there too.
 */
export function valueProblem(field: Field, value: unknown): string | null {
  const pattern = patternRule(field);
  if (pattern) {
    if (typeof value !== "string") return `must be text, got ${describe(value)}`;
    if (!pattern.pattern.test(value)) return `must be ${pattern.must}, got ${describe(value)}`;
    if (field.kind === "url" && !parsesAsUrl(value)) return `must be ${pattern.must}, got ${describe(value)}`;
    return null;
  }
  switch (field.kind) {
    case "date":
      return isIsoDate(value) ? null : `is not a date in the form YYYY-MM-DD, got ${describe(value)}`;
    case "select":
      return typeof value === "string" && field.options.includes(value)
        ? null
        : `is ${describe(value)}, which is not one of: ${field.options.join(", ")}`;
    case "integer":
      return Number.isInteger(value) && (value as number) >= field.min
        ? null
        : `must be a whole number of ${field.min} or more, got ${describe(value)}`;
    case "decimal":
      return typeof value === "number" && Number.isFinite(value) && value >= field.min && value <= field.max
        ? null
        : `must be a number from ${field.min} to ${field.max}, got ${describe(value)}`;
    case "boolean":
      return typeof value === "boolean" ? null : `must be true or false, got ${describe(value)}`;
    case "image":
      return typeof value === "string" ? null : `must be a path to a picture, got ${describe(value)}`;
    case "object":
      return value && typeof value === "object" && !Array.isArray(value)
        ? null
        : `must be a group of fields, got ${describe(value)}`;
    case "list":
      return Array.isArray(value) ? null : `must be a list, got ${describe(value)}`;
    default:
      return null;
  }
}

/** A number someone can dial (see phonePattern). */
export function isPhoneNumber(value: string, international = false): boolean {
  return valueProblem({ kind: "phone", label: "", international }, value) === null;
}
