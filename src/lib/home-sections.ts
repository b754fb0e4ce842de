import type { Strings } from "../i18n/strings";

/** How the header and the footer name a section: its key in the dictionaries' `nav`. */
export type NavLabel = keyof Strings["nav"];

/** Where a section is linked from, and by which word. */
export interface SectionNav {
  readonly label: NavLabel;
  /**
   * In the header's navigation and the phone menu: as a link, or as the Services list (All Services,
   * then each service, every entry going to the section): a dropdown on wide screens, an expandable
   * sub-list in the phone menu.
   */
  readonly header?: "link" | "services";
  /** In the footer's quick links. */
  readonly footer?: true;
}

/** The anchor at the top of every page (the layout's): "Home" goes there on the home page. */
export const TOP_ID = "top";

const sections = [
  // The hero opens the page, so links to it go to the top.
  { id: TOP_ID, nav: { label: "home", header: "link", footer: true } },
  { id: "about", nav: { label: "about", header: "link", footer: true } },
  { id: "services", nav: { label: "services", header: "services" } },
  { id: "qualifications", nav: { label: "qualifications", header: "link", footer: true } },
  { id: "experience", nav: { label: "experience", header: "link", footer: true } },
  { id: "testimonials", nav: { label: "testimonials", header: "link" } },
  { id: "contact" },
] as const satisfies ReadonlyArray<{ id: string; nav?: SectionNav }>;

/** A home section's id: its element's id, which links to it name after the `#`. */
export type HomeSectionId = (typeof sections)[number]["id"];

export interface HomeSection {
  readonly id: HomeSectionId;
  /** Where it is linked from; a section no navigation links to has none. */
  readonly nav?: SectionNav;
}

/** A section the header or the footer links to. */
export type NavItem = Required<HomeSection>;

/**
 * The home page's sections, in page order: the page renders them in this order, the header and the
 * footer link to them, and the tests read them from here. Adding a section is an entry here, its
 * component in the page's map (src/components/home/sections.tsx) and, if it is linked to, its label
 * in both dictionaries.
 */
export const HOME_SECTIONS: readonly HomeSection[] = sections;

const linked = (section: HomeSection): section is NavItem => section.nav !== undefined;

/** What content/home.json says about the sections that can be switched off. */
export interface SectionSwitches {
  /** Patients' testimonials: on unless `show` is false. */
  testimonials: { show?: boolean | null };
}

/**
 * The sections the home page shows, in page order: every section but those content switches off
 * (the testimonials, where the practice publishes none). The page, the header and the footer read
 * this, so a section switched off leaves no link behind.
 */
export function shownSections(switches: SectionSwitches): readonly HomeSection[] {
  return HOME_SECTIONS.filter((section) => section.id !== "testimonials" || switches.testimonials.show !== false);
}

/** The header's items, in page order: the navigation of wide screens and the phone menu alike. */
export const headerItems = (sections: readonly HomeSection[]): readonly NavItem[] =>
  sections.filter(linked).filter((item) => item.nav.header);

/** The footer's quick links, in page order. */
export const footerLinks = (sections: readonly HomeSection[]): readonly NavItem[] =>
  sections.filter(linked).filter((item) => item.nav.footer);
