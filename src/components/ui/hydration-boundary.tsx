import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { ErrorBoundary } from "./error-boundary";

/**
 * A gate a boundary's content waits behind while the page first hydrates. Its promise is what the
 * content "suspends" on: React then leaves the server-rendered HTML as it is, and hydrates it once
 * the promise settles.
 */
interface Gate {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

function createGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    open: false,
    promise: new Promise<void>((settle) => {
      resolve = settle;
    }),
    release: () => {
      gate.open = true;
      resolve();
    },
  };
  return gate;
}

const OPEN_GATE: Gate = { open: true, promise: Promise.resolve(), release: () => {} };

/**
 * True while the first page hydrates server-rendered HTML, until its shell has hydrated (see
 * gatsby-browser); false on the server, and where React renders from nothing (development, tests).
 */
let firstHydration =
  typeof document !== "undefined" && Boolean(document.getElementById("___gatsby")?.firstElementChild);

/** Whether what renders now is hydrating the first page's server-rendered HTML. */
export function isFirstHydration(): boolean {
  return firstHydration;
}

/** Called once the first page's shell has hydrated: boundaries mounted later render at once. */
export function endFirstHydration() {
  firstHydration = false;
}

/** Gates waiting for an idle moment, released one per idle callback, in page order. */
const idleQueue: Gate[] = [];

function whenIdle(callback: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: 4000 });
  else setTimeout(callback, 200);
}

function releaseOneWhenIdle() {
  whenIdle(() => {
    // Gates the visitor already opened by scrolling or touching give up their turn.
    while (idleQueue[0]?.open) idleQueue.shift();
    idleQueue.shift()?.release();
    if (idleQueue.length > 0) releaseOneWhenIdle();
  });
}

function queueForIdle(gate: Gate) {
  idleQueue.push(gate);
  if (idleQueue.length === 1) releaseOneWhenIdle();
}

/** What makes a boundary hydrate: coming near the viewport, or the visitor reaching into it. */
const INTERACTIONS = ["pointerdown", "focusin", "keydown", "mouseover", "touchstart"] as const;
const NEAR_VIEWPORT = "400px 0px";

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) throw gate.promise;
  return <>{children}</>;
}

/**
 * Server-rendered content that hydrates in a slice of its own, off the page's critical path.
 *
 * On the first page a visitor opens, the content keeps its server-rendered HTML until it comes near
 * the viewport, the visitor points at, touches, focuses or types into it, or the browser is idle,
 * whichever comes first; boundaries waiting for idle time hydrate one per idle moment. Until then
 * its controls work as the platform makes them (links, forms, dialogs, popovers, disclosures), so
 * nothing waits for React. After client-side navigation the content renders at once.
 *
 * Each slice is also an error boundary, so a section that fails shows an apology instead of
 * blanking the page.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (firstHydration ? createGate() : OPEN_GATE));
  const anchor = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);

  // New props for content still waiting would make React throw its HTML away and render it afresh
  // behind an empty fallback; it hydrates at once instead.
  if (mounted.current && !gate.open) gate.release();

  useEffect(() => {
    mounted.current = true;
    const element = anchor.current;
    if (gate.open || !element) return;
    const release = () => {
      cleanup();
      gate.release();
    };
    if (typeof IntersectionObserver === "undefined") return release();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), {
      rootMargin: NEAR_VIEWPORT,
    });
    for (const child of element.children) observer.observe(child);
    for (const type of INTERACTIONS) element.addEventListener(type, release, { capture: true, passive: true });
    queueForIdle(gate);
    function cleanup() {
      observer.disconnect();
      for (const type of INTERACTIONS) element?.removeEventListener(type, release, { capture: true });
    }
    return cleanup;
  }, [gate]);

  return (
    <ErrorBoundary>
      <div ref={anchor} css={{ display: "contents" }}>
        <Suspense fallback={null}>
          <Gated gate={gate}>{children}</Gated>
        </Suspense>
      </div>
    </ErrorBoundary>
  );
}
