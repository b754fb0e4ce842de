import type { Field } from "./content-model";
import { dateText, isIsoDate } from "./dates";
import { patternRule } from "./field-patterns";

/**
 * What one value of a field must be, by the field's kind: the one rule the build's checks
 * (content-validation.ts) and the CMS (src/cms/) both apply. Where a regular expression says the
 * rule, the CMS's widget checks it as the author types, with the same words; the CMS also runs the
 * build's check of the whole entry before it saves, so it refuses exactly what the build refuses.
 */

function parsesAsUrl(value: string): boolean {
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
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
