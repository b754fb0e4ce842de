/**
 * How the page says what React has hydrated, for scripts and tests that must wait for it (the
 * browser tests wait on nothing else). The page hydrates in slices
 * (src/components/ui/hydration-boundary.tsx): each slice's wrapper carries `data-hydrated="false"`,
 * "true" once its content has hydrated, and `<html>` gets `data-hydrated="true"` once the page's
 * shell (header, footer, everything outside a slice) has. An element is hydrated when the nearest of
 * those says "true".
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Whether React has hydrated `element`. It uses nothing but its arguments, so a test can run it in
 * the page: `locator.evaluate(isHydrated, HYDRATED_ATTRIBUTE)`.
 */
export function isHydrated(element: Element, attribute: string): boolean {
  return element.closest(`[${attribute}]`)?.getAttribute(attribute) === "true";
}
