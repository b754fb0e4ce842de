/**
 * The patient library's shapes as its pages use them: the links a page carries in its context
 * (gatsby/library.ts works them out at build time), the fields its views show, and the paragraphs
 * of a text field.
 */
import type { PostImage } from "./posts";

export type LibraryKind = "conditions" | "treatments";

/** A link to a library page or an article, with what a list shows under it. */
export interface LibraryLink {
  title: string;
  path: string;
  description: string;
  kind: LibraryKind | "blog";
}

/** What a library page links to, in its language. */
export interface LibraryLinks {
  /** A condition's operations. */
  treatments: LibraryLink[];
  /** An operation's conditions: the condition pages that name it. */
  conditions: LibraryLink[];
  articles: LibraryLink[];
  /** The titles of the services the page belongs to. */
  services: string[];
}

/** A question and its answer. */
export interface Question {
  question: string;
  answer: string;
}

/** What every library page shows, whatever its kind (the front matter of src/lib/content-model.ts). */
export interface LibraryPageFields {
  title: string;
  otherNames?: readonly string[] | null;
  description: string;
  reviewedBy: string;
  /** ISO dates, and as the page shows them. */
  lastReviewed: string;
  nextReview: string;
  shown: { lastReviewed: string; nextReview: string };
  image: PostImage | null;
  emergency: readonly string[];
  soon: readonly string[];
  faq: readonly Question[];
}

export interface ConditionFields extends LibraryPageFields {
  symptoms: readonly string[];
  causes: string;
  riskFactors?: readonly string[] | null;
  tests: ReadonlyArray<{ name: string; text: string }>;
  treatment: string;
  living: string;
}

export interface TreatmentFields extends LibraryPageFields {
  alternatives: string;
  preparation: readonly string[];
  dayOf: string;
  recovery: ReadonlyArray<{ when: string; what: string }>;
  risksIntro: string;
  risks: ReadonlyArray<{ name: string; text: string }>;
  diet: string;
  activity: string;
}

/** A paragraph field's text as paragraphs: split at blank lines, each line break kept as a space. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

/** Whether a search result's category is a library kind rather than an article category. */
export function isLibraryKind(category: string): category is LibraryKind {
  return category === "conditions" || category === "treatments";
}
