import { useEffect, type RefObject } from "react";

interface Dismissal {
  /** Called when Escape is pressed. */
  onEscape?: () => void;
  /** Called on a press (pointer down) anywhere but inside `inside`. */
  onOutside?: () => void;
  /** Where a press does not count as outside. */
  inside?: RefObject<Element>;
}

/**
 * Escape and a press outside, while `open`: the one place the header's menus are dismissed from.
 * Popovers dismiss themselves so already; this adds what the platform does not (focus returned on
 * Escape, the other menus closed with it), and the same dismissal in browsers without the Popover
 * API, where the state is React's. It listens only while `open`. The handlers are an effect's
 * dependencies: pass stable ones (useCallback).
 */
export function useDismiss(open: boolean, { onEscape, onOutside, inside }: Dismissal) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onEscape?.();
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside?.current?.contains(event.target as Node)) onOutside?.();
    };
    if (onEscape) document.addEventListener("keydown", onKey);
    if (onOutside) document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, onEscape, onOutside, inside]);
}
