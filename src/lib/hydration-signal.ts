/**
 * How the page says what React has hydrated, for scripts and tests that must wait for it (the
 * browser tests wait on nothing else). The page hydrates in slices (src/components/ui/hydration-boundary.tsx):
 * - `<html data-hydrated>`: the page's shell (header, footer, everything outside a slice) has hydrated;
 * - each slice's wrapper carries `data-hydration-boundary`, and `data-hydrated` once its content has.
 * An element is hydrated when its nearest slice is, or, outside every slice, when the shell is.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
export const BOUNDARY_ATTRIBUTE = "data-hydration-boundary";

/** The signal's attribute names, as `isHydrated` takes them. */
export const HYDRATION_SIGNAL = { boundary: BOUNDARY_ATTRIBUTE, hydrated: HYDRATED_ATTRIBUTE };

/**
 * Whether React has hydrated `element`. It uses nothing but its arguments, so a test can run it in
 * the page: `locator.evaluate(isHydrated, HYDRATION_SIGNAL)`.
 */
export function isHydrated(element: Element, signal: typeof HYDRATION_SIGNAL): boolean {
  const slice = element.closest(`[${signal.boundary}]`);
  return (slice ?? element.ownerDocument.documentElement).hasAttribute(signal.hydrated);
}
