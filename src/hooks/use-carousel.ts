import { useCallback, useEffect, useReducer } from "react";
import { CAROUSEL_LOCK_MS } from "../constants";
import { CAROUSEL_START, carouselReducer, type CarouselAction, type CarouselState } from "../lib/carousel";

/** The carousel reducer with its lock released after `lockMs`. */
export function useCarousel(count: number, lockMs = CAROUSEL_LOCK_MS) {
  const [state, dispatch] = useReducer(
    (current: CarouselState, action: CarouselAction) => carouselReducer(current, action, count),
    CAROUSEL_START,
  );
  useEffect(() => {
    if (!state.locked) return;
    const timer = window.setTimeout(() => dispatch({ type: "unlock" }), lockMs);
    return () => window.clearTimeout(timer);
  }, [state.locked, lockMs]);

  return {
    index: state.index,
    locked: state.locked,
    next: () => dispatch({ type: "next" }),
    previous: () => dispatch({ type: "previous" }),
    goTo: (index: number) => dispatch({ type: "goTo", index }),
    resume: useCallback((index: number) => dispatch({ type: "resume", index }), []),
  };
}
