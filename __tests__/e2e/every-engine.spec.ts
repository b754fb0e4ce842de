import type { Page } from "@playwright/test";
import practice from "../../content/practice.json";
import testimonials from "../../content/testimonials.json";
import { HYDRATED_ATTRIBUTE, isHydrated } from "../../src/lib/hydration-signal";
import { en } from "../../src/i18n/strings/en";
import { hideInvokerCommands, rewritePages, withoutCssCarousels, withoutInvokerCommands } from "./engines";
import { carouselTakenOver, expect, holdScripts, hydrated, hydratedElement, test } from "./fixtures";
import { bookingOpensAndClosesEverywhere, quoteInView, track, trackSettled } from "./home-controls";
import { bookingDialog, carousel, contactFields, contactForm, hero } from "./locators";

/**
 * The home page as Safari before 26.2 reads it (WebKit: no invoker commands, no CSS carousels; the
 * carousel's fallback is also Firefox's), with JavaScript off and while its scripts are held back
 * (a slow phone on a slow network): the booking dialog still opens from every button, every quote
 * can be reached, and a typed message is handed to WhatsApp and stays on the page. Chromium is
 * made to read the page as those engines do (engines.ts).
 */

type Mode = "without JavaScript" | "while scripts are held back";
const HELD: Mode = "while scripts are held back";

const olderWebKit = (html: string) => withoutCssCarousels(withoutInvokerCommands(html));

const digits = practice.whatsapp.number.replace(/\D/g, "");
const typed = {
  name: "Asha Mehta",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  message: "My father needs an appointment for gallbladder stones.",
};

async function expectTyped(page: Page) {
  const fields = contactFields(page);
  for (const [field, value] of Object.entries(typed)) {
    await expect(fields[field as keyof typeof fields], `${field} kept`).toHaveValue(value);
  }
}

/** Whether the quotes either side of the one in view show their edges: there is more to reach. */
function neighbourShows(page: Page): Promise<boolean> {
  return track(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll<HTMLElement>("[data-slide]")].some((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.left < box.right - 1 && rect.right > box.right + 1;
    });
  });
}

/** Opens the home page as an older WebKit reads it, with its scripts held back or off; returns the release. */
async function openAsOlderWebKit(page: Page, mode: Mode): Promise<() => void> {
  const release = mode === HELD ? await holdScripts(page) : () => {};
  if (mode === HELD) await hideInvokerCommands(page);
  await rewritePages(page, olderWebKit);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  return release;
}

function beforeScripts(mode: Mode) {
  test("the booking dialog opens from every button without invoker commands, and closes three ways", async ({
    page,
    isMobile,
  }) => {
    const release = await openAsOlderWebKit(page, mode);
    await bookingOpensAndClosesEverywhere(page, isMobile, mode);
    if (mode !== HELD) return;
    expect(await page.locator("html").evaluate(isHydrated, HYDRATED_ATTRIBUTE), "not hydrated during the test").toBe(
      false,
    );
    // Once hydrated, the buttons open it as a modal dialog, as where the browser runs the command.
    release();
    await hydrated(page);
    await hydratedElement(hero(page));
    await hero(page).getByRole("button", { name: en.hero.schedule }).click();
    await expect(bookingDialog(page)).toBeVisible();
    expect(await bookingDialog(page).evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
  });

  test("every quote can be reached, and a message typed is handed to WhatsApp and stays on the page", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "does not depend on the width: run at phone width");
    const release = await openAsOlderWebKit(page, mode);

    // The testimonials: no CSS carousel here, so the track scrolls, the next quote's edge in view.
    await carousel(page).scrollIntoViewIfNeeded();
    expect(
      await track(page).evaluate((element) => getComputedStyle(element).getPropertyValue("scroll-marker-group")),
    ).toBe("none");
    await expect.poll(() => quoteInView(page)).toBe(testimonials[0]!.name);
    expect(await neighbourShows(page), "the next quote shows its edge").toBe(true);
    await track(page).focus();
    for (const testimonial of testimonials.slice(1)) {
      // A key pressed while the track still glides would step from where it is then.
      await trackSettled(page);
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => quoteInView(page)).toBe(testimonial.name);
    }

    // The contact form: WhatsApp opens in a new tab with the message; the page keeps every word.
    await page
      .context()
      .route(`https://wa.me/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
      );
    await contactForm(page).scrollIntoViewIfNeeded();
    await expect(contactForm(page).getByText(en.contact.whatsappNote)).toBeVisible();
    const fields = contactFields(page);
    for (const [field, value] of Object.entries(typed)) await fields[field as keyof typeof fields].fill(value);
    const opened = page.waitForEvent("popup");
    await contactForm(page).getByRole("button", { name: en.contact.send }).click();
    const chat = await opened;
    await chat.waitForLoadState();
    const url = new URL(chat.url());
    expect(url.origin + url.pathname).toBe(`https://wa.me/${digits}`);
    expect(url.searchParams.get("text")).toBe(typed.message);
    await chat.close();
    await expectTyped(page);

    if (mode !== HELD) return;
    expect(await page.locator("html").evaluate(isHydrated, HYDRATED_ATTRIBUTE), "not hydrated during the test").toBe(
      false,
    );
    // React takes both over: the quote in view stays, and the form keeps what was typed.
    release();
    await carousel(page).scrollIntoViewIfNeeded();
    await carouselTakenOver(carousel(page));
    await expect(carousel(page).locator("[data-slide]:not([hidden]) strong")).toHaveText(testimonials.at(-1)!.name);
    await hydratedElement(contactForm(page));
    await contactFields(page).name.press("End");
    await contactFields(page).name.pressSequentially(" ");
    await expect(contactFields(page).message).toHaveValue(typed.message);
    await expect(contactFields(page).name).toHaveValue(`${typed.name} `);
  });
}

test.describe("an older WebKit without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  beforeScripts("without JavaScript");
});

test.describe("an older WebKit while the page's scripts are held back", () => {
  beforeScripts(HELD);
});
