import { Suspense, type ReactNode } from "react";

/**
 * A Suspense boundary around server-rendered content. React 18 hydrates what sits inside a boundary
 * in a pass of its own that yields to the browser, so a long page comes to life in short slices
 * instead of one long task that would hold up a slow phone. A tap inside a boundary that is not yet
 * hydrated makes React hydrate that boundary at once, so the tap is not lost. Nothing inside ever
 * suspends: the fallback is never shown.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
