import type { Page } from "@playwright/test";
import services from "../../content/services.json";
import testimonials from "../../content/testimonials.json";
import { TOP_ID } from "../../src/lib/home-sections";
import { HYDRATED_ATTRIBUTE, isHydrated } from "../../src/lib/hydration-signal";
import { carouselTakenOver, expect, expectSectionBelowHeader, holdScripts, test } from "./fixtures";
import {
  bookingOpensAndClosesEverywhere,
  openMobileMenu,
  quoteInView,
  tap,
  track,
  trackSettled,
} from "./home-controls";
import { carousel, headerLinks, mainNav, mobileNav, servicesRegion } from "./locators";

/**
 * Every control of the home page works from first paint: with JavaScript off, and while the page's
 * scripts are held back (a slow phone on a slow network), the platform runs them (invoker commands,
 * popovers, disclosures, a CSS carousel, links). With scripts held, each test checks at its end that
 * React had still not hydrated the page, so nothing here passed thanks to React.
 */

/** Whether React has hydrated the header yet. */
function headerHydrated(page: Page): Promise<boolean> {
  return page.getByRole("banner").evaluate(isHydrated, HYDRATED_ATTRIBUTE);
}

/** Opens the home page with every script held back until the returned function lets them through. */
async function openWithScriptsHeld(page: Page): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  return release;
}

function controlsWork(mode: "without JavaScript" | "while scripts are held back") {
  test("the booking dialog opens from every trigger and closes three ways", async ({ page, isMobile }) => {
    await bookingOpensAndClosesEverywhere(page, isMobile, mode);
    // Without JavaScript the menu is the address's target, which the dialog leaves as it is.
    if (isMobile && mode === "while scripts are held back") {
      await expect(mobileNav(page), "opening the dialog closed the menu").toBeHidden();
    }
  });

  test("the Services dropdown opens, and closes by its button, Escape, a click outside and a choice", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the dropdown is the desktop navigation's");
    if (mode === "without JavaScript") {
      // Nothing could close the list after a choice: Services is a link to the section its entries lead to.
      await expect(mainNav(page).getByRole("button", { name: "Services" })).toBeHidden();
      await mainNav(page).getByRole("link", { name: "Services", exact: true }).click();
      await expect(page).toHaveURL(/#services$/);
      await expectSectionBelowHeader(page, "services");
      return;
    }
    const button = mainNav(page).getByRole("button", { name: "Services" });
    const menu = page.locator("#services-menu");
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu.getByRole("link")).toHaveText(["All Services", ...services.map((service) => service.title)]);
    await button.click();
    await expect(menu).toBeHidden();
    await button.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await button.click();
    await page.mouse.click(5, 400);
    await expect(menu).toBeHidden();
    // Its links lead to the Services section, and close the list.
    await button.click();
    await menu.getByRole("link", { name: services[0]!.title }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(menu).toBeHidden();
    await expectSectionBelowHeader(page, "services");
  });

  test("the mobile menu opens and closes, and its Services sub-list opens and closes", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the mobile menu is the phone's navigation");
    if (mode === "without JavaScript") {
      // Links to and away from the menu stand in for the button; choosing a link closes the menu.
      await expect(mobileNav(page)).toBeHidden();
      await openMobileMenu(page);
      const services = mobileNav(page).getByText("Services", { exact: true });
      await services.click();
      await mobileNav(page).getByRole("link", { name: "All Services" }).click();
      await expect(page).toHaveURL(/#services$/);
      await expect(mobileNav(page), "choosing a link closed the menu").toBeHidden();
      await expectSectionBelowHeader(page, "services");
      await openMobileMenu(page);
      await tap(page.getByRole("link", { name: "Close menu" }));
      await expect(mobileNav(page)).toBeHidden();
      await expectSectionBelowHeader(page, "services");
      return;
    }
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(mobileNav(page)).toBeHidden();
    await toggle.click();
    await expect(mobileNav(page)).toBeVisible();
    const lastService = mobileNav(page).getByRole("link", { name: services.at(-1)!.title });
    await expect(lastService).toBeHidden();
    await mobileNav(page).getByText("Services", { exact: true }).click();
    await expect(lastService).toBeVisible();
    await mobileNav(page).getByText("Services", { exact: true }).click();
    await expect(lastService).toBeHidden();
    await toggle.click();
    await expect(mobileNav(page)).toBeHidden();
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(mobileNav(page)).toBeHidden();
    // A link chosen in it closes it (an inline script until React has hydrated the header).
    await toggle.click();
    await mobileNav(page).getByRole("link", { name: "Experience" }).click();
    await expect(page).toHaveURL(/#experience$/);
    await expect(mobileNav(page)).toBeHidden();
  });

  test("Learn More discloses each service's details", async ({ page }) => {
    for (const service of services) {
      const card = servicesRegion(page).getByRole("article").filter({ hasText: service.title });
      const details = card.getByText(service.details);
      await expect(details).toBeHidden();
      await card.getByText("Learn More").click();
      await expect(details).toBeVisible();
      await expect(card.getByText("Show Less")).toBeVisible();
      await card.getByText("Show Less").click();
      await expect(details).toBeHidden();
    }
  });

  test("the testimonials move with the arrow keys and the carousel's own buttons", async ({ page }) => {
    await carousel(page).scrollIntoViewIfNeeded();
    await expect.poll(() => quoteInView(page)).toBe(testimonials[0]!.name);
    await track(page).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => quoteInView(page)).toBe(testimonials[1]!.name);
    // A button pressed while the track still glides would step from where it is then.
    await trackSettled(page);
    // The browser draws Previous and Next below the quotes, either side of the markers (one slot
    // of a dot button each, as in the hydrated carousel): 44 px buttons, 16 px apart.
    const box = (await track(page).boundingBox())!;
    const markers = testimonials.length * 28 + (testimonials.length - 1) * 4;
    const y = box.y + box.height + 24 + 22;
    const centre = box.x + box.width / 2;
    await page.mouse.click(centre + markers / 2 + 16 + 22, y);
    await expect.poll(() => quoteInView(page)).toBe(testimonials[2]!.name);
    await trackSettled(page);
    await page.mouse.click(centre - markers / 2 - 16 - 22, y);
    await expect.poll(() => quoteInView(page)).toBe(testimonials[1]!.name);
  });

  test("every section link lands its section below the header, and Back to top works", async ({ page, isMobile }) => {
    // With scripts held at both widths; without JavaScript, at phone width.
    test.skip(mode === "without JavaScript" && !isMobile, "held scripts cover the desktop navigation");
    // The farthest first, while pictures may still be arriving above it.
    const sectionLinks = headerLinks.filter((link) => link.id !== TOP_ID);
    for (const { id, name } of [sectionLinks.at(-1)!, ...sectionLinks.slice(0, -1)]) {
      const nav = isMobile ? mobileNav(page) : mainNav(page);
      if (isMobile) await openMobileMenu(page);
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectSectionBelowHeader(page, id);
    }
    if (isMobile && (await mobileNav(page).isVisible())) await page.keyboard.press("Escape");
    await page.getByRole("contentinfo").getByRole("link", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });
  controlsWork("without JavaScript");
});

test.describe("while the page's scripts are held back", () => {
  // Held for the whole test (at least the 5 s a slow phone may wait), then let through.
  let release = () => {};

  test.beforeEach(async ({ page }) => {
    release = await openWithScriptsHeld(page);
  });

  test.afterEach(async ({ page, consoleMessages }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) return release();
    expect(await headerHydrated(page), "React had not hydrated the page during the test").toBe(false);
    release();
    // Then the page hydrates over whatever the visitor did, without an error.
    await expect.poll(() => headerHydrated(page), { timeout: 15_000 }).toBe(true);
    expect(consoleMessages.filter((message) => message.type() === "error").map((message) => message.text())).toEqual(
      [],
    );
  });

  controlsWork("while scripts are held back");
});

test("what a visitor opened before hydration stays open, and React takes it over", async ({ page, isMobile }) => {
  const release = await openWithScriptsHeld(page);
  const toggle = isMobile
    ? page.getByRole("button", { name: /^(Open|Close) menu$/ })
    : mainNav(page).getByRole("button", { name: "Services" });
  await toggle.click();
  release();
  await expect.poll(() => headerHydrated(page), { timeout: 15_000 }).toBe(true);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  if (isMobile) await expect(toggle).toHaveAccessibleName("Close menu");
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
});

test("the quote a visitor moved to before hydration stays in view once React takes over", async ({ page }) => {
  const release = await openWithScriptsHeld(page);
  await carousel(page).scrollIntoViewIfNeeded();
  await track(page).focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => quoteInView(page)).toBe(testimonials[1]!.name);
  release();
  await carouselTakenOver(carousel(page));
  const shown = carousel(page).locator("[data-slide]:not([hidden])");
  await expect(shown).toHaveCount(1);
  await expect(shown.locator("strong")).toHaveText(testimonials[1]!.name);
  await carousel(page).getByRole("button", { name: "Next testimonial" }).click();
  await expect(shown.locator("strong")).toHaveText(testimonials[2]!.name);
});
