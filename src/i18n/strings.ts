import type { Lang } from "./languages";
import { en } from "./strings/en";
import { hi } from "./strings/hi";

/** The shape of a dictionary: English's keys, each a string. */
export type Strings = typeof en;

/**
 * Both dictionaries, for the build only: gatsby-node hands each page its own language's strings in
 * the page context, so a page never downloads the other language's words.
 */
export const STRINGS: Readonly<Record<Lang, Strings>> = { en, hi };

/**
 * The keys of `reference` that `candidate` lacks or leaves blank, as dotted paths ("header.menu").
 * TypeScript already refuses a dictionary without a key; this catches what slips past it (a cast,
 * an empty string) and names the key when the build stops.
 */
export function missingStrings(reference: object, candidate: unknown, prefix = ""): string[] {
  const missing: string[] = [];
  for (const [key, value] of Object.entries(reference)) {
    const path = `${prefix}${key}`;
    const other: unknown =
      candidate !== null && typeof candidate === "object" ? (candidate as Record<string, unknown>)[key] : undefined;
    if (typeof value === "string") {
      if (typeof other !== "string" || other.trim() === "") missing.push(path);
    } else if (value !== null && typeof value === "object") {
      missing.push(...missingStrings(value, other, `${path}.`));
    }
  }
  return missing;
}
