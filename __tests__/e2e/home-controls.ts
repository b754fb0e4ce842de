import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import practice from "../../content/practice.json";
import { bookingDialog, carousel, hero, mainNav, mobileNav, servicesRegion } from "./locators";

/** How a visitor uses the home page's controls, shared by the specs of the page before its scripts. */

export const track = (page: Page) => carousel(page).locator(".track");

/** The quote whose card fills the carousel's track, read from where the track is scrolled to. */
export function quoteInView(page: Page): Promise<string> {
  return track(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const centre = box.left + box.width / 2;
    const slides = [...element.querySelectorAll<HTMLElement>("[data-slide]")];
    const visible = slides.find((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.left <= centre && rect.right >= centre;
    });
    return visible?.querySelector("strong")?.textContent ?? "";
  });
}

/** Waits until the carousel's track has stopped scrolling (two reads 150 ms apart agree). */
export async function trackSettled(page: Page) {
  const position = () => track(page).evaluate((element) => element.scrollLeft);
  let last = await position();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = await position();
    if (now === last) return;
    last = now;
  }
}

/**
 * Clicks where the element is, as a finger does. Playwright's own click first scrolls the element
 * into view, which for one in the sticky header moves the page (as no tap does).
 */
export async function tap(element: Locator) {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element} is not on screen`);
  await element.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Opens the phone's menu, unless it is open: with its button (a popover), or without JavaScript
 * with the link that stands in for it (the menu is then the address's target).
 */
export async function openMobileMenu(page: Page) {
  if (await mobileNav(page).isVisible()) return;
  await tap(page.getByRole("button", { name: "Open menu" }).or(page.getByRole("link", { name: "Open menu" })));
  await expect(mobileNav(page)).toBeVisible();
}

/** The ways a visitor opens the booking dialog at each width. */
export function bookingTriggers(page: Page, isMobile: boolean): { name: string; open: () => Promise<void> }[] {
  return [
    {
      name: "the hero's Schedule Consultation",
      open: () => hero(page).getByRole("button", { name: "Schedule Consultation" }).click(),
    },
    {
      name: "the Services section's Book Appointment",
      open: () => servicesRegion(page).getByRole("button", { name: "Book Appointment" }).click(),
    },
    isMobile
      ? {
          name: "the mobile menu's Book Appointment",
          open: async () => {
            await openMobileMenu(page);
            await mobileNav(page).getByRole("button", { name: "Book Appointment" }).click();
          },
        }
      : {
          name: "the header's Book Appointment",
          open: () => mainNav(page).getByRole("button", { name: "Book Appointment" }).click(),
        },
  ];
}

export const closers: { name: string; close: (dialog: Locator) => Promise<void> }[] = [
  { name: "its Close button", close: (dialog) => dialog.getByRole("button", { name: "Close" }).click() },
  { name: "Escape", close: (dialog) => dialog.page().keyboard.press("Escape") },
  { name: "a click outside it", close: (dialog) => dialog.page().mouse.click(5, 5) },
];

/** Every booking button opens the dialog, with the booking number, and each closer closes it. */
export async function bookingOpensAndClosesEverywhere(page: Page, isMobile: boolean, mode: string) {
  for (const trigger of bookingTriggers(page, isMobile)) {
    for (const closer of closers) {
      await trigger.open();
      await expect(bookingDialog(page), `opened by ${trigger.name}`).toBeVisible();
      await expect(bookingDialog(page).getByText(practice.phones.booking)).toBeVisible();
      await closer.close(bookingDialog(page));
      await expect(bookingDialog(page), `closed by ${closer.name} (${mode})`).toBeHidden();
    }
  }
}
