import { HEADER_SCROLL_THRESHOLD_PX } from "../constants";

/** The header's scrolled flag: true once the page is scrolled more than the threshold. */
export function isScrolled(scrollY: number, threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}
