import { useCallback, useEffect, useRef } from "react";
import { toggleDropdown, type OpenDropdown } from "../lib/dropdown";
import { useDismiss } from "./use-dismiss";
import { useHydrated } from "./use-hydrated";
import { usePlatformToggle } from "./use-popover";

type Toggle = ReturnType<typeof usePlatformToggle>;

/**
 * The state of the header's menus: the Services dropdown and the phone menu (popovers) and the
 * menu's Services sub-list (a disclosure). Each opens and closes from first paint without React;
 * once hydrated, this keeps at most one Services list open (SPEC.md section 4), closes everything
 * when a link is chosen, returns focus on Escape, and keeps the state itself in browsers without
 * the Popover API.
 */
export function useHeaderMenus() {
  const servicesItem = useRef<HTMLLIElement>(null);
  const servicesButton = useRef<HTMLButtonElement>(null);
  const servicesList = useRef<HTMLUListElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLElement>(null);
  const mobileServicesList = useRef<HTMLDetailsElement>(null);
  const services = usePlatformToggle(servicesList);
  const menu = usePlatformToggle(menuPanel);
  const mobileServices = usePlatformToggle(mobileServicesList);
  const dropdown: OpenDropdown = services.open ? "services" : mobileServices.open ? "mobileServices" : "none";

  // One Services list at a time: opening one closes the other.
  const { setOpen: setServicesOpen } = services;
  const { setOpen: setMobileServicesOpen } = mobileServices;
  const { setOpen: setMenuOpen } = menu;
  useEffect(() => {
    if (services.open) setMobileServicesOpen(false);
  }, [services.open, setMobileServicesOpen]);
  useEffect(() => {
    if (mobileServices.open) setServicesOpen(false);
  }, [mobileServices.open, setServicesOpen]);

  /** Choosing the open list again closes it; choosing another switches to it; "none" closes both. */
  const choose = useCallback(
    (chosen: OpenDropdown) => {
      const next = chosen === "none" ? "none" : toggleDropdown(dropdown, chosen);
      setServicesOpen(next === "services");
      setMobileServicesOpen(next === "mobileServices");
    },
    [dropdown, setServicesOpen, setMobileServicesOpen],
  );
  const closeLists = useCallback(() => choose("none"), [choose]);
  const closeAll = useCallback(() => {
    choose("none");
    setMenuOpen(false);
  }, [choose, setMenuOpen]);

  // Escape closes everything and returns focus to the button of what was open; a press outside the
  // dropdown closes it. (The phone menu's light dismiss is the popover's own.)
  const returnFocusAndClose = useCallback(() => {
    if (dropdown === "services") servicesButton.current?.focus();
    else if (menu.open) menuButton.current?.focus();
    closeAll();
  }, [dropdown, menu.open, closeAll]);
  useDismiss(dropdown !== "none" || menu.open, { onEscape: returnFocusAndClose });
  useDismiss(dropdown === "services", { onOutside: closeLists, inside: servicesItem });

  return {
    refs: { servicesItem, servicesButton, servicesList, menuButton, menuPanel, mobileServicesList },
    services,
    menu,
    choose,
    closeLists,
    closeAll,
    /** Marks an element open where React keeps its state (no Popover API). */
    openMark: (toggle: Toggle) => (toggle.fallback && toggle.open ? { "data-open": "" } : {}),
  };
}

export type HeaderMenus = ReturnType<typeof useHeaderMenus>;

/**
 * What a popover's button says of its state: nothing before hydration, when the browser exposes the
 * popover's state itself, then `aria-expanded`. Called in the button's own component: hydration's
 * one re-render then reaches the button alone, not the whole header with its links.
 */
export function useExpandedAttribute(open: boolean): { "aria-expanded"?: boolean } {
  return useHydrated() ? { "aria-expanded": open } : {};
}
