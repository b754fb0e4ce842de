/** The testimonial carousel's state (SPEC.md section 4): the visible item, and the input lock. */
export interface CarouselState {
  index: number;
  locked: boolean;
}

export type CarouselAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "goTo"; index: number }
  | { type: "unlock" }
  /** Takes over where the visitor scrolled to before the page hydrated, without locking. */
  | { type: "resume"; index: number };

export const CAROUSEL_START: CarouselState = { index: 0, locked: false };

/**
 * Next wraps from last to first, previous from first to last, a dot jumps to its item. Every
 * change locks the carousel; input while locked is ignored until "unlock".
 */
export function carouselReducer(state: CarouselState, action: CarouselAction, count: number): CarouselState {
  if (action.type === "unlock") return state.locked ? { ...state, locked: false } : state;
  if (action.type === "resume") {
    return action.index >= 0 && action.index < count && action.index !== state.index
      ? { ...state, index: action.index }
      : state;
  }
  if (state.locked || count <= 1) return state;
  const target =
    action.type === "next"
      ? (state.index + 1) % count
      : action.type === "previous"
        ? (state.index - 1 + count) % count
        : action.index;
  if (target === state.index || target < 0 || target >= count) return state;
  return { index: target, locked: true };
}
