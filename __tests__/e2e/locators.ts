import type { Locator, Page } from "@playwright/test";
import home from "../../content/home.json";
import practice from "../../content/practice.json";
import { STRINGS } from "../../src/i18n/strings";
import { footerLinks as footerItems, headerItems, shownSections, type NavItem } from "../../src/lib/home-sections";

/**
 * What the browser specs find on a page, by role and name as a visitor (or a screen reader) meets
 * them, in one place. Names come from content/ and the interface dictionaries, so a change of
 * wording moves here with them.
 */
const en = STRINGS.en;

export const main = (page: Page) => page.getByRole("main");
export const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** A link to a home section, as the visitor reads it: its name, and the section it goes to. */
const sectionLink = ({ id, nav }: NavItem) => ({ id, name: en.nav[nav.label] });

// The header.
/** The header's links to the home sections (all its items but the Services list), in page order. */
/** The home sections content/home.json shows (the testimonials can be switched off), in page order. */
export const SECTIONS = shownSections(home);
export const headerLinks = headerItems(SECTIONS)
  .filter((item) => item.nav.header === "link")
  .map(sectionLink);
export const header = (page: Page) => page.getByRole("banner");
export const mainNav = (page: Page) => page.getByRole("navigation", { name: en.header.mainNav });
export const mobileNav = (page: Page) => page.getByRole("navigation", { name: en.header.mobileNav });
export const menuToggle = (page: Page) =>
  header(page).getByRole("button", { name: new RegExp(`^(${en.header.openMenu}|${en.header.closeMenu})$`) });
export const servicesButton = (page: Page) => mainNav(page).getByRole("button", { name: en.nav.services });

// The footer, on every page.
export const copyrightYear = (page: Page) => page.getByRole("contentinfo").getByTestId("copyright-year");

// The home page.
/** The footer's quick links, in page order. */
export const footerLinks = footerItems(SECTIONS).map(sectionLink);
export const hero = (page: Page) => region(page, practice.name);
export const servicesRegion = (page: Page) => region(page, en.nav.services);
export const bookingDialog = (page: Page) => page.getByRole("dialog", { name: practice.bookingDialog.title });
export const carousel = (page: Page) => page.getByRole("region", { name: en.testimonials.carousel });
export const contactForm = (page: Page) => page.getByRole("form", { name: home.contact.formTitle });

/** The contact form's fields, by their labels. */
export function contactFields(page: Page) {
  const form = contactForm(page);
  return {
    name: form.getByLabel("Full Name"),
    email: form.getByLabel("Email"),
    phone: form.getByLabel(/Phone Number/),
    message: form.getByLabel("Message"),
  };
}
export const contactBar = (page: Page) => page.getByRole("complementary", { name: en.contactBar.label });

// The blog's listing pages.
export const cards = (page: Page) => main(page).getByRole("article");
export const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 });
export const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
// "Search articles", or "Search <category> articles" on a category page.
export const searchBox = (page: Page) => page.getByRole("searchbox", { name: /^Search (.+ )?articles$/ });
export const chips = (page: Page) =>
  page.getByRole("navigation", { name: en.blogFilters.categoriesNav }).getByRole("link");
export const chip = (page: Page, name: string) => chips(page).filter({ hasText: new RegExp(`^${name}$`) });
export const subscribe = (page: Page) => page.getByRole("region", { name: en.subscribe.title });
/** A venue of the schedule in the contact section: its card, by the venue's name. */
export const venueCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
/** The schedule's notices in force (leave, holidays), where they show. */
export const notices = (scope: Page | Locator) => scope.getByRole("complementary", { name: en.schedule.notices });
