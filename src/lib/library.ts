/**
 * The patient library's shapes as its pages use them: the links a page carries in its context
 * (gatsby/library.ts works them out at build time), the fields its views show, and the paragraphs
 * of a text field.
 */
import type { ConditionFront, TreatmentFront } from "./content-model";
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
export type Question = ConditionFront["faq"][number];

/**
 * What every library page shows, whatever its kind: the front matter both kinds share (the content
 * model's), its picture ready to show and its dates as the page writes them.
 */
export type LibraryPageFields = Pick<
  ConditionFront & TreatmentFront,
  "title" | "otherNames" | "description" | "reviewedBy" | "lastReviewed" | "nextReview" | "emergency" | "soon" | "faq"
> & {
  shown: { lastReviewed: string; nextReview: string };
  image: PostImage | null;
  /** The page's address in its language: shared and printed (not known in the CMS's preview). */
  path?: string;
};

export type ConditionFields = LibraryPageFields &
  Pick<ConditionFront, "symptoms" | "causes" | "riskFactors" | "tests" | "treatment" | "living">;

export type TreatmentFields = LibraryPageFields &
  Pick<
    TreatmentFront,
    "alternatives" | "preparation" | "dayOf" | "recovery" | "risksIntro" | "risks" | "diet" | "activity"
  >;

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
