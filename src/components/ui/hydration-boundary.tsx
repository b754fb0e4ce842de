import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "./error-boundary";

/**
 * A Suspense boundary around server-rendered content. React 18 hydrates what sits inside a boundary
 * in a pass of its own that yields to the browser, so a long page comes to life in short slices
 * instead of one long task that would hold up a slow phone. A tap inside a boundary that is not yet
 * hydrated makes React hydrate that boundary at once, so the tap is not lost. Nothing inside ever
 * suspends: the fallback is never shown. Each slice is also an error boundary, so a section that
 * fails shows an apology instead of blanking the page.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
