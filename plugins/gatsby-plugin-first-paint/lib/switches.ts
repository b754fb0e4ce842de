/**
 * Switches for measurement only (README, "Switching a trick off"): `FIRST_PAINT_OFF` names the
 * tricks a build leaves out, comma-separated, so that each one's gain can be measured against the
 * full build (scripts/bench-tricks.mjs). Unset, as in every real build, nothing changes.
 */
export const TRICKS = [
  "scripts-slice",
  "commons-chunk",
  "module-swaps",
  "hydration-transition",
  "emotion-blocks",
  "image-head",
  "render-blocking",
] as const;

export type Trick = (typeof TRICKS)[number];

/** The tricks `FIRST_PAINT_OFF` switches off; an unknown name stops the build. */
export function tricksOff(value = process.env.FIRST_PAINT_OFF): ReadonlySet<Trick> {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(TRICKS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`FIRST_PAINT_OFF: unknown trick ${unknown.join(", ")}; known: ${TRICKS.join(", ")}`);
  }
  return new Set(names as Trick[]);
}

/**
 * The browser bundle's switches, webpack DefinePlugin constants (gatsby-node.ts): `false` in a real
 * build, so the minifier drops the code they guard. Hydration as a transition (gatsby-browser.tsx,
 * `replaceHydrateFunction`).
 */
export const HYDRATION_OFF_CONSTANT = "FIRST_PAINT_HYDRATION_TRANSITION_OFF";
