/** Which dropdown is open in the header: at most one at a time (SPEC.md section 4). */
export type OpenDropdown = "none" | "services" | "mobileServices";

/** Choosing the open dropdown closes it; choosing another switches to it. */
export function toggleDropdown(current: OpenDropdown, chosen: Exclude<OpenDropdown, "none">): OpenDropdown {
  return current === chosen ? "none" : chosen;
}
