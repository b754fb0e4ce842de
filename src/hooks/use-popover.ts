import { useCallback, useEffect, useState, type RefObject } from "react";

/** Whether this browser runs the Popover API; false on the server. */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== "undefined" && "showPopover" in HTMLElement.prototype;
}

/**
 * The open state of an element that opens and closes before hydration without React: a popover
 * (its button has `popovertarget`) or a `<details>`. The element is the source of truth: what the
 * visitor did before hydration is read on mount, and every later toggle, whether a click, Escape or
 * a click outside, arrives as the element's "toggle" event. `setOpen` opens or closes the element.
 *
 * In a browser without the Popover API, `fallback` is true once hydrated: the state is React's
 * alone, the caller's click handler calls `setOpen`, and the caller marks the element `data-open`.
 */
export function usePlatformToggle(element: RefObject<HTMLElement>) {
  const [open, setState] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const isDetails = node instanceof HTMLDetailsElement;
    if (!isDetails && !supportsPopover()) {
      setFallback(true);
      return;
    }
    const read = () => setState(isDetails ? node.open : node.matches(":popover-open"));
    read();
    node.addEventListener("toggle", read);
    return () => node.removeEventListener("toggle", read);
  }, [element]);

  const setOpen = useCallback(
    (next: boolean) => {
      const node = element.current;
      if (node instanceof HTMLDetailsElement) node.open = next;
      else if (node && supportsPopover()) {
        if (next !== node.matches(":popover-open")) node.togglePopover(next);
      } else setState(next);
    },
    [element],
  );

  return { open, setOpen, fallback };
}
