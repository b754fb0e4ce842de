import type { Locator, Page } from "@playwright/test";
import practice from "../../content/practice.json";
import services from "../../content/services.json";
import { ANCHOR_SCROLL_OFFSET_PX as ANCHOR_OFFSET_PX, HEADER_SCROLL_THRESHOLD_PX } from "../../src/constants";
import { TOP_ID } from "../../src/lib/home-sections";
import { expect, expectSectionBelowHeader, gotoHydrated, hydratedElement, test } from "./fixtures";
import { header, headerLinks, mainNav, menuToggle, mobileNav, SECTIONS, servicesButton } from "./locators";

/** What the Services dropdown and the mobile Services sub-list list, in order (SPEC.md section 2). */
const SERVICE_ENTRIES = ["All Services", ...services.map((service) => service.title)];
/** The header's section links: to the top of the page, then to the sections below. */
const NAV_LINKS = headerLinks.map((link) => link.name);
const SECTION_LINKS = headerLinks.filter((link) => link.id !== TOP_ID);
const BOOKING_DIALOG = practice.bookingDialog.title;

const servicesMenu = (page: Page) => page.locator("#services-menu");

const desktopOnly = ({ isMobile }: { isMobile: boolean }) => isMobile;
const phoneOnly = ({ isMobile }: { isMobile: boolean }) => !isMobile;

/** Jumps (not smooth-scrolls) the window to `y` and waits until it is there. */
async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

/** The alpha channel of an element's computed background colour. */
function backgroundAlpha(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const channels = getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? [];
    return channels.length === 4 ? Number(channels[3]) : 1;
  });
}

async function openMobileMenu(page: Page) {
  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAccessibleName("Close menu");
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
  await expect(mobileNav(page)).toBeVisible();
}

async function expectMobileMenuClosed(page: Page) {
  await expect(mobileNav(page)).toBeHidden();
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(menuToggle(page)).toHaveAccessibleName("Open menu");
}

/** The mobile menu's Services disclosure: a <summary>, which Playwright gives no role. */
const mobileServicesToggle = (page: Page) => mobileNav(page).locator("summary", { hasText: "Services" });
const mobileServicesList = (page: Page) => page.locator("#mobile-services-menu");

/** Opens the mobile Services sub-list and returns its toggle. */
async function openMobileServices(page: Page): Promise<Locator> {
  const toggle = mobileServicesToggle(page);
  await toggle.click();
  await expect(mobileServicesList(page)).toBeVisible();
  return toggle;
}

async function openServicesDropdown(page: Page) {
  await servicesButton(page).click();
  await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "true");
  await expect(servicesMenu(page)).toBeVisible();
}

async function expectServicesDropdownClosed(page: Page) {
  await expect(servicesButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(servicesMenu(page)).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page);
});

test.describe("header at every width", () => {
  test(`stays at the top and turns more opaque once scrolled past ${HEADER_SCROLL_THRESHOLD_PX} px`, async ({
    page,
  }) => {
    const banner = header(page);
    await expect(banner).toHaveAttribute("data-scrolled", "false");
    const restingAlpha = await backgroundAlpha(banner);
    expect(restingAlpha).toBeCloseTo(0.86, 2);

    await scrollToY(page, HEADER_SCROLL_THRESHOLD_PX);
    await expect(banner).toHaveAttribute("data-scrolled", "false");

    await scrollToY(page, HEADER_SCROLL_THRESHOLD_PX + 1);
    await expect(banner).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => backgroundAlpha(banner)).toBeCloseTo(0.98, 2);

    await scrollToY(page, 1500);
    await expect(banner).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => banner.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    await expect(banner).toBeInViewport();

    await scrollToY(page, 0);
    await expect(banner).toHaveAttribute("data-scrolled", "false");
    await expect.poll(() => backgroundAlpha(banner)).toBeCloseTo(restingAlpha, 2);
  });

  test("the logo and name link home", async ({ page }) => {
    const home = header(page).getByRole("link", { name: `${practice.name}, home` });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute("href", "/");
    await expect(home).toContainText(practice.name);
  });

  for (const id of ["services", "contact"]) {
    test(`opening the page at /#${id} lands the section below the header`, async ({ page }) => {
      await gotoHydrated(page, `/#${id}`);
      await expectSectionBelowHeader(page, id);
    });
  }
});

test.describe("desktop navigation", () => {
  test.skip(desktopOnly, "the desktop navigation shows from 1100 px");

  test("shows the section links and no menu toggle", async ({ page }) => {
    for (const name of NAV_LINKS) await expect(mainNav(page).getByRole("link", { name, exact: true })).toBeVisible();
    await expect(servicesButton(page)).toBeVisible();
    await expect(menuToggle(page)).toBeHidden();
  });

  test("Services opens and closes a dropdown of the five entries", async ({ page }) => {
    await expectServicesDropdownClosed(page);
    await openServicesDropdown(page);
    await expect(servicesMenu(page).getByRole("link")).toHaveText(SERVICE_ENTRIES);
    for (const link of await servicesMenu(page).getByRole("link").all()) await expect(link).toBeVisible();

    await servicesButton(page).click();
    await expectServicesDropdownClosed(page);
  });

  test("Escape closes the dropdown and returns focus to its button", async ({ page }) => {
    await openServicesDropdown(page);
    await servicesMenu(page).getByRole("link", { name: services[1]!.title }).focus();
    await page.keyboard.press("Escape");
    await expectServicesDropdownClosed(page);
    await expect(servicesButton(page)).toBeFocused();
  });

  test("a click elsewhere closes the dropdown", async ({ page }) => {
    await openServicesDropdown(page);
    await page.getByRole("heading", { level: 1 }).click();
    await expectServicesDropdownClosed(page);
  });

  test("choosing any entry goes to #services and closes the dropdown", async ({ page }) => {
    // One page for all five: each entry starts from where the one before left the window.
    for (const entry of SERVICE_ENTRIES) {
      await scrollToY(page, 0);
      await openServicesDropdown(page);
      await servicesMenu(page).getByRole("link", { name: entry }).click();
      await expect(page, entry).toHaveURL(/#services$/);
      await expectServicesDropdownClosed(page);
      await expectSectionBelowHeader(page, "services");
    }
  });

  test(`each section link scrolls its section to ${ANCHOR_OFFSET_PX} px below the top, however far down`, async ({
    page,
  }) => {
    for (const { id, name } of SECTION_LINKS) {
      await mainNav(page).getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectSectionBelowHeader(page, id);
    }
  });

  test("from another page, a section link opens the home page whole, at that section", async ({ page }) => {
    const farthest = SECTION_LINKS.at(-1)!;
    await gotoHydrated(page, "/blog/");
    const link = mainNav(page).getByRole("link", { name: farthest.name, exact: true });
    await hydratedElement(link);
    // A client-side navigation keeps the window; a page load would not.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/#${farthest.id}$`));
    await expectSectionBelowHeader(page, farthest.id);
    // Rendered whole, not section by section as the visitor scrolls: every section and the footer
    // are there, and the carousel is React's already.
    for (const { id } of SECTIONS.filter((section) => section.id !== TOP_ID))
      await expect(page.locator(`main section#${id}`)).toBeAttached();
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    // /blog/'s sprite has only the icons /blog/ draws; the services' icons are added as they render.
    const undrawn = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("main use")]
          .map((use) => use.getAttribute("href")!)
          .filter((href) => !document.querySelector(`symbol${href}`)),
      );
    await expect.poll(undrawn, { message: "every icon on the home page has its symbol" }).toEqual([]);
  });

  test("Book Appointment opens the booking dialog", async ({ page }) => {
    await mainNav(page).getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByRole("dialog", { name: BOOKING_DIALOG })).toBeVisible();
  });

  test("the Services dropdown and the mobile Services sub-list are never open together", async ({ page }) => {
    const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
    const phone = { width: 390, height: 844 };

    await openServicesDropdown(page);
    await page.setViewportSize(phone);
    await openMobileMenu(page);
    await openMobileServices(page);
    await page.setViewportSize(desktop);
    await expectServicesDropdownClosed(page);

    await openServicesDropdown(page);
    await page.setViewportSize(phone);
    await openMobileMenu(page);
    await expect(mobileServicesToggle(page)).toBeVisible();
    await expect(mobileServicesList(page)).toBeHidden();
  });

  test("every control has an accessible name", async ({ page }) => {
    await openServicesDropdown(page);
    const controls = header(page).locator("a, button").filter({ visible: true });
    expect(await controls.count()).toBeGreaterThanOrEqual(2 + NAV_LINKS.length + SERVICE_ENTRIES.length);
    for (const control of await controls.all()) await expect(control).toHaveAccessibleName(/\S/);
  });
});

test.describe("phone menu", () => {
  test.skip(phoneOnly, "the menu toggle shows below 1100 px");

  test("the toggle opens a menu with the section links and Book Appointment", async ({ page }) => {
    await expect(mainNav(page)).toBeHidden();
    await expectMobileMenuClosed(page);
    await openMobileMenu(page);
    const menu = mobileNav(page);
    for (const name of NAV_LINKS) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(mobileServicesToggle(page)).toBeVisible();
    await expect(mobileServicesList(page)).toBeHidden();
    await expect(menu.getByRole("button", { name: "Book Appointment" })).toBeVisible();

    await menuToggle(page).click();
    await expectMobileMenuClosed(page);
  });

  test("Services expands and collapses a sub-list of the five entries", async ({ page }) => {
    await openMobileMenu(page);
    const services = await openMobileServices(page);
    const subList = mobileServicesList(page);
    await expect(subList.getByRole("link")).toHaveText(SERVICE_ENTRIES);
    for (const link of await subList.getByRole("link").all()) await expect(link).toBeVisible();

    await services.click();
    await expect(subList).toBeHidden();
  });

  test("choosing any section link closes the menu", async ({ page }) => {
    for (const name of NAV_LINKS) {
      await openMobileMenu(page);
      await mobileNav(page).getByRole("link", { name, exact: true }).click();
      await expectMobileMenuClosed(page);
    }
  });

  test("choosing a service entry closes the menu and goes to #services", async ({ page }) => {
    await openMobileMenu(page);
    await openMobileServices(page);
    await mobileServicesList(page).getByRole("link", { name: services[2]!.title }).click();
    await expectMobileMenuClosed(page);
    await expect(page).toHaveURL(/#services$/);
    await expectSectionBelowHeader(page, "services");
  });

  test("Book Appointment closes the menu and opens the booking dialog", async ({ page }) => {
    await openMobileMenu(page);
    await mobileNav(page).getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.getByRole("dialog", { name: BOOKING_DIALOG })).toBeVisible();
    await expect(mobileNav(page)).toBeHidden();
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await openMobileMenu(page);
    await openMobileServices(page);
    await page.keyboard.press("Escape");
    await expectMobileMenuClosed(page);
    await expect(menuToggle(page)).toBeFocused();
  });

  test(`a section link scrolls its section to ${ANCHOR_OFFSET_PX} px below the top`, async ({ page }) => {
    await openMobileMenu(page);
    await mobileNav(page).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/#about$/);
    await expectSectionBelowHeader(page, "about");
  });

  test("every control has an accessible name", async ({ page }) => {
    await openMobileMenu(page);
    await openMobileServices(page);
    const controls = header(page).locator("a, button, summary").filter({ visible: true });
    expect(await controls.count()).toBeGreaterThanOrEqual(3 + NAV_LINKS.length + SERVICE_ENTRIES.length);
    for (const control of await controls.all()) await expect(control).toHaveAccessibleName(/\S/);
  });
});
