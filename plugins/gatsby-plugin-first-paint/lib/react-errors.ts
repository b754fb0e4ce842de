/**
 * Whether React gave up hydrating a Suspense boundary because it received an update first (error
 * 421, "This Suspense boundary received an update before it finished hydrating"), in the minified
 * production message or the development one.
 */
export function isDiscardedHydration(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Minified React error #421[;\s]|received an update before it finished hydrating/.test(message);
}
