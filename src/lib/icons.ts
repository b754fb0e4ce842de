import type { IconName } from "./icon-paths";

/*
 * What the browser's bundle reads about icons, without their table (./icon-paths.ts), which only
 * the build, the CMS and the chunk that adds a missing symbol (src/components/ui/icon-symbols.ts) load.
 */

/** The id of an icon's symbol in the sprite. */
export const iconId = (name: IconName) => `icon-${name}`;

/** The carousel's arrows, also drawn by CSS (src/components/home/testimonials-styles.ts). */
export const CHEVRON_LEFT = "M15 18l-6-6 6-6";
export const CHEVRON_RIGHT = "M9 18l6-6-6-6";
