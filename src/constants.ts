/** The specification's business constants, named once (SPEC.md section 9). */

/** Scroll distance after which the header turns more opaque. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
/** How long the testimonial carousel ignores input after a change. */
export const CAROUSEL_LOCK_MS = 500;
/** Space left above an anchor target so the sticky header does not cover it. */
export const ANCHOR_SCROLL_OFFSET_PX = 100;
/** Fraction of an element that must be visible before it fades in. */
export const FADE_IN_THRESHOLD = 0.1;
/** Fade-ins wait until an element is 100 px above the bottom edge, so the reader sees them. */
export const FADE_IN_ROOT_MARGIN = "0px 0px -100px 0px";
/** Lines of excerpt shown on a blog card. */
export const EXCERPT_CLAMP_LINES = 3;
/** Rows of the contact form's message box. */
export const CONTACT_MESSAGE_ROWS = 4;
/** Height of the embedded map frame, in CSS pixels. */
export const MAP_FRAME_HEIGHT_PX = 400;
/** Local-storage key holding extra blog posts. */
export const LOCAL_POSTS_KEY = "blogPosts";
/** Initials shown when an avatar image has not loaded. */
export const AVATAR_FALLBACK_INITIALS = "DR";

/** Article categories, in the order the listing shows them ('All' is added by the listing). */
export const BLOG_CATEGORIES = [
  "Surgical Techniques",
  "Cancer Care",
  "Innovation",
  "Patient Care",
  "Medical Research",
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A form message that has had no answer after this long counts as not sent (the fields keep it). */
export const FORM_TIMEOUT_MS = 15_000;
