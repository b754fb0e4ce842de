import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from "react";
import { isServerRenderedPage } from "../../../plugins/gatsby-plugin-first-paint/lib/server-rendered";
import { dialogShown } from "../../lib/dialog-shown";
import { HYDRATED_ATTRIBUTE } from "../../lib/hydration-signal";
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
let firstHydration = isServerRenderedPage();

/** Whether what renders now is hydrating the first page's server-rendered HTML. */
export function isFirstHydration(): boolean {
  return firstHydration;
}

/**
 * Called once the page's shell has hydrated (or rendered): boundaries mounted later render at once,
 * and the page says so (src/lib/hydration-signal.ts).
 */
export function endFirstHydration() {
  firstHydration = false;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
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
 * What a boundary shows if React gives up hydrating it: a context above it changed (the location,
 * when a link changes the address's #fragment or query) while its content still waited, and React
 * then renders the content afresh. Until its code is here, the same server-rendered HTML stands in
 * (read while React still has it), so nothing on screen moves; then the content renders.
 */
function ServerHtml({ anchor, onShown }: { anchor: RefObject<HTMLDivElement>; onShown: () => void }) {
  const [html] = useState(() => anchor.current?.innerHTML ?? "");
  const standIn = useRef<HTMLDivElement>(null);
  useEffect(onShown, [onShown]);
  // A dialog the visitor opened in the stand-in stays open in the content that replaces it.
  useLayoutEffect(() => {
    const element = standIn.current;
    return () => {
      const open = [...(element?.querySelectorAll("dialog") ?? [])].find(dialogShown);
      if (open?.id) reopenAfterRender.add(open.id);
    };
  }, []);
  return <div ref={standIn} css={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Ids of dialogs open in a stand-in when it was replaced, to open again once the content is in. */
const reopenAfterRender = new Set<string>();

function reopenDialogs() {
  for (const id of reopenAfterRender) {
    const dialog = document.getElementById(id);
    if (dialog instanceof HTMLDialogElement && !dialogShown(dialog)) dialog.showModal();
  }
  reopenAfterRender.clear();
}

/** Renders nothing; tells its boundary, once mounted, that the content before it has hydrated. */
function HydratedSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
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
 *
 * With `idle={false}` the content waits for the viewport or the visitor only: for parts whose code
 * is a chunk of its own (`lazyPart`), fetched when the part is about to be seen or used, so a
 * visitor who never scrolls to it never downloads it.
 */
export function HydrationBoundary({ children, idle = true }: { children: ReactNode; idle?: boolean }) {
  const [gate] = useState(() => (firstHydration ? createGate() : OPEN_GATE));
  // True while React hydrates this boundary from server HTML (also inside a part that hydrates after
  // the first page's shell, whose gate is open), false where it renders from nothing.
  const hydrating = useSyncExternalStore(noSubscription, isNotHydrating, isHydrating);
  const [hydrated, setHydrated] = useState(() => !hydrating);
  const anchor = useRef<HTMLDivElement>(null);

  // Until the content has hydrated, React gets the same element on every render, built from the
  // props the server rendered with: new props for content still waiting would make React throw its
  // HTML away (error 421) and show nothing while a part's code is fetched. Once hydrated, the
  // boundary renders with the props it has: again at once if they changed meanwhile, else with the
  // next render (rendering again for nothing would reach boundaries nested in the content that are
  // still waiting themselves).
  const [built] = useState(children);
  const latest = useRef(children);
  latest.current = children;
  const contentHydrated = useRef(!hydrating);
  // Said on the wrapper without rendering again (src/lib/hydration-signal.ts).
  const markHydrated = useCallback(() => anchor.current?.setAttribute(HYDRATED_ATTRIBUTE, "true"), []);
  const waiting = useMemo(
    () => (
      <Suspense fallback={<ServerHtml anchor={anchor} onShown={gate.release} />}>
        <Gated gate={gate}>
          {built}
          <HydratedSignal
            onHydrated={() => {
              reopenDialogs();
              markHydrated();
              contentHydrated.current = true;
              if (latest.current !== built) setHydrated(true);
            }}
          />
        </Gated>
      </Suspense>
    ),
    [gate, built, markHydrated],
  );

  useEffect(() => {
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
    if (idle) queueForIdle(gate);
    function cleanup() {
      observer.disconnect();
      for (const type of INTERACTIONS) element?.removeEventListener(type, release, { capture: true });
    }
    return cleanup;
  }, [gate, idle]);

  return (
    <ErrorBoundary>
      {/* HYDRATED_ATTRIBUTE, spelt out (a computed name would cost a spread in every page's JavaScript). */}
      <div ref={anchor} css={{ display: "contents" }} data-hydrated={false}>
        {hydrated || contentHydrated.current ? (
          <Suspense fallback={null}>
            <Gated gate={gate}>
              {children}
              <HydratedSignal onHydrated={markHydrated} />
            </Gated>
          </Suspense>
        ) : (
          waiting
        )}
      </div>
    </ErrorBoundary>
  );
}

function noop() {}
const noSubscription = () => noop;
const isNotHydrating = () => false;
const isHydrating = () => true;
