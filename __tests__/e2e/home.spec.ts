import type { Locator, Page } from "@playwright/test";
import about from "../../content/about.json";
import experience from "../../content/experience.json";
import home from "../../content/home.json";
import practice from "../../content/practice.json";
import qualifications from "../../content/qualifications.json";
import services from "../../content/services.json";
import testimonials from "../../content/testimonials.json";
import { CAROUSEL_LOCK_MS } from "../../src/constants";
import { TOP_ID } from "../../src/lib/home-sections";
import {
  carouselTakenOver,
  expect,
  expectSectionBelowHeader,
  gotoHydrated,
  hydratedElement,
  test,
  widthIndependent,
} from "./fixtures";
import { practiceHi } from "../helpers/hindi-content";
import { scheduleIn } from "./content";
import { STRINGS } from "../../src/i18n/strings";
import { bookingDialog, carousel, footerLinks, hero, region, SECTIONS } from "./locators";

const schedule = scheduleIn("en");

/** Hidden slides are out of the accessibility tree, so this is the one slide a visitor sees. */
const currentSlide = (page: Page) => carousel(page).getByRole("group");

/** The items of the list that follows a heading, e.g. a card's bullet points. */
const listAfterHeading = (scope: Locator, name: string) =>
  scope.getByRole("heading", { name, exact: true }).locator("xpath=following-sibling::ul[1]").getByRole("listitem");

/** `text` as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function isImageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
}

function isFocusInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Every test of the enclosing describe block starts on the hydrated home page. */
function startOnHomePage() {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page);
  });
}

/** Opens the booking dialog and waits for React to take it over (it hydrates once opened). */
async function openBookingDialog(trigger: Locator): Promise<Locator> {
  await trigger.click();
  const dialog = bookingDialog(trigger.page());
  await expect(dialog).toBeVisible();
  await hydratedElement(dialog);
  return dialog;
}

/** Clicks a carousel control once the carousel accepts input again, and waits for the slide it shows. */
async function moveCarousel(page: Page, control: Locator, expected: string) {
  await expect(currentSlide(page)).toHaveAttribute("data-locked", "false");
  await control.click();
  await expect(currentSlide(page)).toHaveAccessibleName(expected);
}

/**
 * Two clicks as fast as a person can, both at the button's centre: nothing is awaited between them
 * but the clicks themselves (a locator's click first waits for the button to be ready, which on a
 * loaded machine once took longer than the carousel's lock).
 */
async function clickTwiceQuickly(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error("the button is not on screen");
  const mouse = button.page().mouse;
  await mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

interface CarouselProbe {
  /** Changes of the slides' data-locked attribute, with their time. */
  locks: { locked: boolean; at: number }[];
  /** Times of clicks on the Next button. */
  clicks: number[];
  /** The visible slide's look, once per animation frame. */
  frames: { locked: boolean; opacity: number; scale: number }[];
  running: boolean;
}

/** Records, inside the page, when the carousel locks and unlocks, when it is clicked and how its slide looks. */
async function startCarouselProbe(page: Page) {
  await carousel(page).evaluate((element) => {
    const probe: CarouselProbe = { locks: [], clicks: [], frames: [], running: true };
    (window as unknown as { carouselProbe: CarouselProbe }).carouselProbe = probe;
    new MutationObserver((records) => {
      for (const record of records) {
        const locked = (record.target as HTMLElement).dataset.locked === "true";
        if (probe.locks.at(-1)?.locked !== locked) probe.locks.push({ locked, at: performance.now() });
      }
    }).observe(element, { subtree: true, attributes: true, attributeFilter: ["data-locked"] });
    element.addEventListener(
      "click",
      (event) => {
        const target = event.target as Element;
        if (target.closest('[aria-label="Next testimonial"]')) probe.clicks.push(performance.now());
      },
      true,
    );
    const sample = () => {
      const slide = element.querySelector<HTMLElement>("[data-slide]:not([hidden])");
      if (slide) {
        const style = getComputedStyle(slide);
        const scale = style.transform === "none" ? 1 : new DOMMatrix(style.transform).a;
        probe.frames.push({ locked: slide.dataset.locked === "true", opacity: Number(style.opacity), scale });
      }
      if (probe.running) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

function stopCarouselProbe(page: Page): Promise<CarouselProbe> {
  return page.evaluate(() => {
    const { carouselProbe } = window as unknown as { carouselProbe: CarouselProbe };
    carouselProbe.running = false;
    return carouselProbe;
  });
}

test.describe("hero", () => {
  startOnHomePage();

  test("shows credentials, name, title, direct line, portrait and experience badge", async ({ page }) => {
    const section = hero(page);
    await expect(section.getByText(practice.credentials.join(", "), { exact: true })).toBeVisible();
    await expect(section.getByRole("heading", { level: 1, name: practice.name })).toBeVisible();
    await expect(section.getByText(practice.title, { exact: true })).toBeVisible();
    const directLine = section.getByRole("link", { name: new RegExp(home.hero.directLineLabel) });
    await expect(directLine).toContainText(practice.phones.direct);
    await expect(directLine).toHaveAttribute("href", `tel:${practice.phones.direct.replace(/[^\d+]/g, "")}`);

    const portrait = section.getByRole("img", { name: practice.portraitAlt });
    await expect(portrait).toBeVisible();
    await expect.poll(() => isImageLoaded(portrait)).toBe(true);

    await expect(section.getByText(practice.experienceBadge.value, { exact: true })).toBeVisible();
    await expect(section.getByText(practice.experienceBadge.label, { exact: true })).toBeVisible();
  });

  test("Schedule Consultation opens the booking dialog", async ({ page }) => {
    await openBookingDialog(hero(page).getByRole("button", { name: "Schedule Consultation" }));
  });
});

test.describe("page structure", () => {
  startOnHomePage();

  test("the sections come in the specified order, then the footer", async ({ page }) => {
    const blocks = await page.locator("main section[aria-labelledby], footer").evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.tagName === "FOOTER" ? "footer" : element.id || "hero",
        top: element.getBoundingClientRect().top,
      })),
    );
    expect(blocks.map((block) => block.name)).toEqual([
      ...SECTIONS.map((section) => (section.id === TOP_ID ? "hero" : section.id)),
      "footer",
    ]);
    const tops = blocks.map((block) => block.top);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test("nothing scrolls sideways at this width", async ({ page }) => {
    await expect.poll(() => isImageLoaded(hero(page).getByRole("img", { name: practice.portraitAlt }))).toBe(true);
    const width = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await width()).toBeLessThanOrEqual(0);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await width()).toBeLessThanOrEqual(0);
  });
});

test.describe("home sections", () => {
  test.skip(...widthIndependent);
  startOnHomePage();

  test("About: four cards and three facts", async ({ page }) => {
    const section = region(page, about.heading);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText([
      ...about.cards.map((card) => card.title),
      about.availabilityCard.title,
    ]);
    const facts = section.getByRole("list").filter({ hasText: about.facts[0]!.label }).getByRole("listitem");
    await expect(facts).toHaveCount(about.facts.length);
    await expect(facts).toContainText(about.facts.map((fact) => fact.value));
    await expect(facts.first()).toContainText(about.facts[0]!.label);
  });

  test("Services: four cards with image, description and four features", async ({ page }) => {
    const cards = region(page, "Services").getByRole("article");
    await expect(cards).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index);
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
      await expect(card.getByText(service.description)).toBeVisible();
      const image = card.getByRole("img", { name: service.imageAlt });
      await expect(image).toBeVisible();
      await expect.poll(() => isImageLoaded(image)).toBe(true);
      await expect(card.getByRole("listitem")).toHaveText(service.features);
    }
  });

  test('Services: each "Learn More" discloses more about its service', async ({ page }) => {
    for (const service of services) {
      const card = region(page, "Services").getByRole("article").filter({ hasText: service.title });
      // A <details> disclosure: its <summary> toggle has no role Playwright knows.
      const toggle = card.locator("summary");
      const details = card.getByText(service.details);
      await toggle.scrollIntoViewIfNeeded();
      await expect(toggle).toHaveAccessibleName(`Learn More about ${service.title}`);
      await expect(details).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAccessibleName(`Show Less about ${service.title}`);
      await expect(details).toBeVisible();

      await toggle.click();
      await expect(toggle).toHaveAccessibleName(`Learn More about ${service.title}`);
      await expect(details).toBeHidden();
    }
  });

  test("Services: the call to action books or goes to #contact", async ({ page }) => {
    const section = region(page, "Services");
    const contactUs = section.getByRole("link", { name: "Contact Us" });
    await expect(contactUs).toHaveAttribute("href", "#contact");
    await contactUs.click();
    await expect(page).toHaveURL(/#contact$/);
    // The page has stopped scrolling there before the next click: a click while it still scrolls
    // can land beside the button it aimed at.
    await expectSectionBelowHeader(page, "contact");
    await expect(region(page, "Contact").getByRole("heading", { level: 2 })).toBeInViewport();

    await openBookingDialog(section.getByRole("button", { name: "Book Appointment" }));
  });

  test("Qualifications: four degrees with their years, and continuing education", async ({ page }) => {
    const section = region(page, "Qualifications");
    const degrees = section.getByRole("list").first().getByRole("listitem");
    await expect(degrees).toHaveCount(qualifications.degrees.length);
    await expect(degrees.getByRole("heading")).toHaveText(qualifications.degrees.map((degree) => degree.degree));
    await expect(degrees).toContainText(qualifications.degrees.map((degree) => degree.years));
    await expect(section.getByRole("heading", { name: qualifications.continuingEducation.title })).toBeVisible();
  });

  test("Experience: three positions, five areas of expertise and five affiliations", async ({ page }) => {
    const section = region(page, "Experience");
    const positions = section.getByRole("list").first().getByRole("listitem");
    await expect(positions).toHaveCount(experience.positions.length);
    await expect(positions).toContainText(
      experience.positions.map(({ duration, position }) => new RegExp(`^${escaped(duration)}\\s*${escaped(position)}`)),
    );
    await expect(listAfterHeading(section, experience.expertiseHeading)).toHaveCount(experience.expertise.length);
    await expect(listAfterHeading(section, experience.affiliationsHeading)).toHaveCount(experience.affiliations.length);
  });

  test("Contact: the map frame is lazy, 400 px high, titled, and sends no page address", async ({ page }) => {
    const map = region(page, "Contact").locator("iframe");
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("referrerpolicy", "strict-origin");
    await expect(map).toHaveAttribute("height", "400");
    await expect(map).toHaveAttribute("title", /\S/);
    await map.scrollIntoViewIfNeeded();
    expect((await map.boundingBox())?.height).toBe(400);
  });
});

test.describe("booking dialog", () => {
  const triggers = [
    {
      name: "Schedule Consultation",
      find: (page: Page) => hero(page).getByRole("button", { name: "Schedule Consultation" }),
    },
    {
      name: "the Services call to action",
      find: (page: Page) => region(page, "Services").getByRole("button", { name: "Book Appointment" }),
    },
    {
      name: "the header's Book Appointment",
      desktopOnly: true,
      find: (page: Page) =>
        page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Book Appointment" }),
    },
  ];
  const closers = [
    { name: "the Close button", close: (dialog: Locator) => dialog.getByRole("button", { name: "Close" }).click() },
    { name: "Escape", close: (dialog: Locator) => dialog.page().keyboard.press("Escape") },
    { name: "a click outside it", close: (dialog: Locator) => dialog.page().mouse.click(5, 5) },
  ];

  startOnHomePage();

  test("shows where and when to book, with a call and a directions link", async ({ page, isMobile }) => {
    test.skip(!isMobile, widthIndependent[1]);
    const dialog = await openBookingDialog(hero(page).getByRole("button", { name: "Schedule Consultation" }));
    await expect(dialog.getByRole("heading", { name: practice.bookingDialog.title })).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(practice.bookingDialog.subtitle);
    await expect(dialog.getByText(practice.bookingDialog.subtitle)).toBeVisible();
    await expect(dialog).toContainText(schedule.hospital.name);
    await expect(dialog.getByText(schedule.hospital.address)).toBeVisible();
    await expect(dialog.getByText(practice.phones.booking)).toBeVisible();
    // The hospital's hours, from the schedule ("Mon–Sat 10:00 AM–6:00 PM"), then each other venue's.
    await expect(dialog.getByText(schedule.week(schedule.hospital), { exact: true })).toBeVisible();
    for (const venue of schedule.venues.slice(1)) {
      await expect(dialog.getByText(`${venue.name}: ${schedule.week(venue)}`)).toBeVisible();
    }

    await expect(dialog.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:\+?\d+$/);
    const directions = dialog.getByRole("link", { name: /^Get Directions/ });
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", /\bnoopener\b/);
    await expect(directions).toHaveAttribute("rel", /\bnoreferrer\b/);
    await expect(directions).toHaveAttribute("href", /^https:\/\/(www\.)?google\.[a-z.]+\/maps\b/);
  });

  test("keeps focus inside while open, in both Tab directions", async ({ page, isMobile }) => {
    test.skip(!isMobile, widthIndependent[1]);
    const dialog = await openBookingDialog(hero(page).getByRole("button", { name: "Schedule Consultation" }));
    await expect.poll(() => isFocusInside(dialog)).toBe(true);
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let press = 1; press <= 10; press++) {
        await page.keyboard.press(key);
        expect(await isFocusInside(dialog), `focus after ${key} ×${press}`).toBe(true);
      }
    }
  });

  for (const trigger of triggers) {
    test(`opened from ${trigger.name}, closes by the Close button, Escape or a click outside and gives focus back`, async ({
      page,
      isMobile,
    }) => {
      // The header's button shows from 1100 px; the others behave alike at every width.
      test.skip(Boolean(trigger.desktopOnly) === isMobile, "run where the trigger is: the header's on desktop");
      const button = trigger.find(page);
      for (const closer of closers) {
        const dialog = await openBookingDialog(button);
        await expect.poll(() => isFocusInside(dialog), closer.name).toBe(true);
        await closer.close(dialog);
        await expect(dialog, `closed by ${closer.name}`).toBeHidden();
        await expect(button, `focus back after ${closer.name}`).toBeFocused();
      }
    });
  }

  test("a click inside the dialog box leaves it open", async ({ page, isMobile }) => {
    test.skip(!isMobile, widthIndependent[1]);
    const dialog = await openBookingDialog(hero(page).getByRole("button", { name: "Schedule Consultation" }));
    await dialog.getByText(schedule.week(schedule.hospital), { exact: true }).click();
    await expect(dialog).toBeVisible();
  });
});

test.describe("testimonial carousel", () => {
  test.skip(...widthIndependent);
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page);
    await carousel(page).scrollIntoViewIfNeeded();
    // The section hydrates as it comes near; the specification's carousel is React's.
    await carouselTakenOver(carousel(page));
  });

  const nextButton = (page: Page) => carousel(page).getByRole("button", { name: "Next testimonial" });
  const previousButton = (page: Page) => carousel(page).getByRole("button", { name: "Previous testimonial" });
  const dot = (page: Page, n: number) => carousel(page).getByRole("button", { name: `Show testimonial ${n}` });

  test("starts at the first of four quotes", async ({ page }) => {
    const [first] = testimonials;
    await expect(currentSlide(page)).toHaveCount(1);
    await expect(currentSlide(page)).toHaveAccessibleName("1 of 4");
    await expect(currentSlide(page)).toBeVisible();
    await expect(currentSlide(page)).toContainText(first?.content ?? "");
    await expect(currentSlide(page)).toContainText(first?.name ?? "");
    await expect(currentSlide(page)).toContainText(first?.title ?? "");
    await expect(currentSlide(page).getByTestId("avatar")).toBeVisible();
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  });

  test("Next and Previous step through the quotes and wrap around", async ({ page }) => {
    await moveCarousel(page, nextButton(page), "2 of 4");
    await expect(currentSlide(page)).toContainText(testimonials[1]?.name ?? "");
    await moveCarousel(page, previousButton(page), "1 of 4");
    await moveCarousel(page, previousButton(page), "4 of 4");
    await expect(currentSlide(page)).toContainText(testimonials[3]?.name ?? "");
    await moveCarousel(page, nextButton(page), "1 of 4");
  });

  test("a dot jumps to its quote and is marked current", async ({ page }) => {
    await moveCarousel(page, dot(page, 3), "3 of 4");
    await expect(dot(page, 3)).toHaveAttribute("aria-current", "true");
    for (const other of [1, 2, 4]) await expect(dot(page, other)).toHaveAttribute("aria-current", "false");
    await moveCarousel(page, dot(page, 1), "1 of 4");
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  });

  test("arrow keys move the carousel", async ({ page }) => {
    await nextButton(page).focus();
    await page.keyboard.press("ArrowRight");
    await expect(currentSlide(page)).toHaveAccessibleName("2 of 4");
    await expect(currentSlide(page)).toHaveAttribute("data-locked", "false");
    await page.keyboard.press("ArrowLeft");
    await expect(currentSlide(page)).toHaveAccessibleName("1 of 4");
  });

  test("ignores input for 500 ms after a change, and dims the slide meanwhile", async ({ page }) => {
    await startCarouselProbe(page);
    await clickTwiceQuickly(nextButton(page));
    await expect(currentSlide(page)).toHaveAttribute("data-locked", "false");
    const probe = await stopCarouselProbe(page);

    const [lockedAt, unlockedAt] = probe.locks;
    expect(
      probe.locks.map((change) => change.locked),
      "one lock, one release",
    ).toEqual([true, false]);
    expect(probe.clicks, "two clicks on Next").toHaveLength(2);
    expect(probe.clicks[1], "the second click came while locked").toBeLessThan(unlockedAt?.at ?? 0);
    await expect(currentSlide(page)).toHaveAccessibleName("2 of 4");

    const lockMs = (unlockedAt?.at ?? 0) - (lockedAt?.at ?? 0);
    expect(lockMs).toBeGreaterThanOrEqual(CAROUSEL_LOCK_MS - 10);
    expect(lockMs).toBeLessThan(CAROUSEL_LOCK_MS + 400);

    const lockedFrames = probe.frames.filter((frame) => frame.locked);
    expect(lockedFrames.length).toBeGreaterThan(0);
    expect(Math.min(...lockedFrames.map((frame) => frame.opacity))).toBeLessThanOrEqual(0.5);
    expect(Math.min(...lockedFrames.map((frame) => frame.scale))).toBeLessThan(1);
    await expect.poll(() => currentSlide(page).evaluate((slide) => getComputedStyle(slide).opacity)).toBe("1");

    await nextButton(page).click();
    await expect(currentSlide(page)).toHaveAccessibleName("3 of 4");
  });
});

test.describe("testimonial avatars", () => {
  test.skip(...widthIndependent);
  const initials = (page: Page) => currentSlide(page).getByTestId("avatar").getByText("DR", { exact: true });

  test("show the initials DR when the picture cannot load", async ({ page }) => {
    await page.route(/\/patient-\d+\.\w+$/, (route) => route.abort());
    await gotoHydrated(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await carouselTakenOver(carousel(page));
    await expect(initials(page)).toBeVisible();
  });

  test("show the initials DR when the picture failed before the page hydrated", async ({ page }) => {
    await page.route(/\/patient-\d+\.\w+$/, (route) => route.abort());
    // Slow scripts: the visible avatar's picture fails while the page is still plain HTML.
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await gotoHydrated(page, "/#testimonials");
    await carouselTakenOver(carousel(page));
    await expect(initials(page)).toBeVisible();
  });

  test("replace the initials with the picture once it has loaded", async ({ page }) => {
    await gotoHydrated(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await carouselTakenOver(carousel(page));
    const picture = currentSlide(page).getByTestId("avatar").locator("img:not([aria-hidden])").last();
    await expect.poll(() => isImageLoaded(picture)).toBe(true);
    await expect(initials(page)).toHaveCount(0);
  });
});

// The contact form: forms.spec.ts, against builds with each way of delivering configured.

test.describe("footer", () => {
  test.skip(...widthIndependent);
  startOnHomePage();

  test("shows the brand, quick links, contact details, emergency line and this year", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText(practice.name, { exact: true })).toBeVisible();

    const quickLinks = footer.getByRole("navigation", { name: "Quick links" }).getByRole("link");
    // The home page's sections, then the patient library's two indexes.
    await expect(quickLinks).toHaveText([
      ...footerLinks.map((link) => link.name),
      STRINGS.en.library.conditions,
      STRINGS.en.library.treatments,
    ]);
    await expect(quickLinks.nth(1)).toHaveAttribute("href", `#${footerLinks[1]!.id}`);

    await expect(footer.getByRole("link", { name: practice.phones.direct })).toHaveAttribute("href", /^tel:/);
    await expect(footer.getByRole("link", { name: practice.email })).toHaveAttribute(
      "href",
      `mailto:${practice.email}`,
    );
    await expect(footer.getByText(schedule.hospital.streetAddress)).toBeVisible();
    for (const venue of schedule.venues) {
      await expect(footer.getByText(`${venue.name}: ${schedule.week(venue)}`)).toBeVisible();
    }
    await expect(footer.getByText(practice.footer.emergencyNote)).toContainText(practice.phones.emergency);

    const copyright = footer.getByText(/©/);
    await expect(copyright).toContainText(String(new Date().getFullYear()));
    await expect(copyright).toContainText(practice.name);
  });

  test("every kind of page names the Medical Council registration in its footer, in its language", async ({
    openStatic,
  }) => {
    for (const [route, registration] of [
      ["/", practice.registration],
      ["/blog/", practice.registration],
      ["/blog/1/", practice.registration],
      ["/privacy/", practice.registration],
      ["/no-such-page/", practice.registration],
      ["/hi/", practiceHi.registration],
      ["/hi/blog/1/", practiceHi.registration],
    ] as const) {
      const page = await openStatic(route);
      await expect(page.getByRole("contentinfo").getByText(registration, { exact: true }), route).toBeVisible();
    }
  });

  test("Back to top scrolls to the top of the page", async ({ page }) => {
    const backToTop = page.getByRole("contentinfo").getByRole("link", { name: "Back to top" });
    await backToTop.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("fade-ins", () => {
  test.skip(...widthIndependent);
  const belowTheFold = (page: Page) => region(page, "Qualifications").getByRole("listitem").first();

  test("a card below the fold waits hidden, then fades in when scrolled to", async ({ page }) => {
    await gotoHydrated(page);
    const card = belowTheFold(page);
    // Bring the section near enough to hydrate, with the card still below the fold.
    await card.evaluate((element) =>
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - window.innerHeight - 100 }),
    );
    await hydratedElement(card);
    await expect(card).toHaveAttribute("data-reveal", "hidden");
    expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");

    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("data-reveal", "shown");
    await expect.poll(() => card.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
  });

  test("with reduced motion nothing is ever hidden", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { hiddenReveals: string[] }).hiddenReveals = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as HTMLElement;
          if (element.dataset.reveal === "hidden") seen.push(element.outerHTML.slice(0, 80));
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-reveal"] });
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page);
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(belowTheFold(page)).toHaveAttribute("data-reveal", "static");
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { hiddenReveals: string[] }).hiddenReveals)).toEqual([]);
  });
});
