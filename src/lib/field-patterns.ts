import type { Field } from "./content-model";

/**
 * What a value of a text-like field must look like, by the field's kind, as a pattern: the part of
 * each field's rule (field-rules.ts) that a regular expression says, and that a CMS widget checks as
 * the author types, with the same words. Kept apart from the rest of the rules, with no imports, so
 * a page that checks a WhatsApp number loads only these few patterns.
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

/** A number someone can dial (see phonePattern). */
export function isPhoneNumber(value: string, international = false): boolean {
  return phonePattern(international).test(value);
}
