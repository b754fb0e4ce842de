import { useEffect, useRef, useState } from "react";
import { FADE_IN_ROOT_MARGIN, FADE_IN_THRESHOLD } from "../constants";

/**
 * "static": shown as built (server render, no JavaScript, reduced motion, already on screen);
 * "hidden": below the fold, waiting; "shown": faded in once 10% of it came into view.
 */
export type RevealState = "static" | "hidden" | "shown";

/** Fades an element in when it scrolls into view. Content is never hidden unless this can show it again. */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // What is already on screen stays as it is: hiding it now would make it flicker.
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    setState("hidden");
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setState("shown");
          observer.disconnect();
        }
      },
      { threshold: FADE_IN_THRESHOLD, rootMargin: FADE_IN_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}
