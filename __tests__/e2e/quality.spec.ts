import about from "../../content/about.json";
import experience from "../../content/experience.json";
import { aboutHi, blogHi, experienceHi, homeHi, qualificationsHi } from "../helpers/hindi-content";
import home from "../../content/home.json";
import practice from "../../content/practice.json";
import qualifications from "../../content/qualifications.json";
import services from "../../content/services.json";
import type { Page } from "@playwright/test";
import { startUpScripts } from "../../plugins/gatsby-plugin-first-paint/lib/start-up-scripts";
import { TOP_ID } from "../../src/lib/home-sections";
import { listingPath } from "../../src/lib/paths";
import {
  articleById,
  firstLibraryPage,
  GATE_ROUTES,
  LIBRARY_GATE_ROUTES,
  PAGE_GATE_ROUTES,
  PAYMENT_GATE_ROUTES,
  SECOND_OPINION_GATE_ROUTES,
  VISIT_GATE_ROUTES,
} from "./content";
import { expect, expectNoAxeViolations, gotoHydrated, test, widthIndependent } from "./fixtures";
import { copyrightYear, SECTIONS } from "./locators";

/** Quality gates for every kind of page: accessibility, reading without JavaScript, console, privacy. */
const ROUTES = [
  "/",
  "/blog/",
  listingPath(articleById("2").category),
  "/blog/1/",
  "/blog/2/",
  "/blog/3/",
  "/blog/99/",
  "/no-such-page/",
  "/privacy/",
  // The Hindi edition's kinds of page.
  "/hi/",
  "/hi/no-such-page/",
  "/hi/blog/",
  "/hi/blog/1/",
  // The patient library: a condition, an operation and an index, in each language.
  ...PAGE_GATE_ROUTES,
];
/** The routes above without a built page: the 404 page answers them. */
const UNBUILT = new Set(["/blog/99/", "/no-such-page/", "/hi/no-such-page/"]);

/** Loads a page and waits for it to settle: hydrated, fonts and lazy images in. */
async function open(page: Page, route: string) {
  await page.goto(route, { waitUntil: "networkidle" });
}

/**
 * Scrolls the page through, so every fade-in has revealed its content, waits for the animations
 * to end and returns to the top: axe must check content below the fold as a reader sees it.
 */
async function revealEverything(page: Page) {
  // The map's frame is Google's page, which a machine without a way out cannot reach: its request
  // is refused at once, so the wait for a quiet network below does not depend on how long a failed
  // lookup takes (it once outlasted the test, on /hi/ in CI). The frame shows the browser's error
  // page either way.
  const site = new URL(page.url()).origin;
  await page.route(
    (url) => url.origin !== site,
    (route) => route.abort(),
  );
  // Each part of the page hydrates, with its fade-ins, as it comes near the viewport: a first pass
  // brings them in, the second reveals what they hid.
  await scrollThrough(page);
  await page.waitForLoadState("networkidle");
  await scrollThrough(page);
  // Every fade-in (src/components/ui/reveal.tsx) has been shown, and none is still part-way.
  const hidden = await page.evaluate(
    () =>
      [...document.querySelectorAll("[data-reveal]")].filter(
        (element) => element.getAttribute("data-reveal") === "hidden" || Number(getComputedStyle(element).opacity) < 1,
      ).length,
  );
  expect(hidden, "elements still faded out after scrolling through").toBe(0);
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await frame();
    // A transition that is replaced rejects its promise; it has ended all the same.
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    window.scrollTo({ top: 0, behavior: "instant" });
  });
}

/** One page of each kind, in each language: pages of a kind share their template. */
const AXE_ROUTES = [
  "/",
  "/blog/",
  "/blog/1/",
  "/blog/99/",
  "/no-such-page/",
  "/privacy/",
  "/hi/",
  "/hi/blog/",
  "/hi/blog/1/",
  "/hi/privacy/",
  // What the service worker shows offline: as built, without Gatsby's scripts.
  "/offline/",
  "/hi/offline/",
  ...PAGE_GATE_ROUTES,
];

/**
 * At desktop width, where the header shows its navigation and lists and reading pages get their
 * columns, axe checks the home page, a listing and a reading page (a condition, the richest).
 */
const AXE_DESKTOP = new Set([
  "/",
  "/blog/",
  LIBRARY_GATE_ROUTES[0],
  PAYMENT_GATE_ROUTES[0],
  VISIT_GATE_ROUTES[0],
  SECOND_OPINION_GATE_ROUTES[0],
]);

test.describe("accessibility (axe, WCAG 2.2 A/AA)", () => {
  // Each loads a page, scrolls it through twice while its parts hydrate and runs axe over all of
  // it: on a loaded 2-core machine that has taken more than the default 30 s.
  test.slow();
  for (const route of AXE_ROUTES) {
    test(`${route}`, async ({ page, isMobile }) => {
      // Every kind of page at phone width; at desktop width, those whose layout changes most with it.
      test.skip(!isMobile && !AXE_DESKTOP.has(route), "checked at phone width");
      await open(page, route);
      await revealEverything(page);
      await expectNoAxeViolations(page, route);
    });
  }

  // The home page's own check above covers the rest of the page: these check what opens over it.
  test("with the booking dialog open", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Schedule Consultation" }).click();
    await expect(page.getByRole("dialog", { name: practice.bookingDialog.title })).toBeVisible();
    await expectNoAxeViolations(page, "booking dialog", "dialog[open]");
  });

  test("with the mobile menu and its Services list open", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu toggle exists on small screens");
    await open(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.locator("summary", { hasText: "Services" }).click();
    await expect(menu.getByRole("link", { name: services[0]!.title })).toBeVisible();
    await expectNoAxeViolations(page, "mobile menu", "header");
  });

  test("with the Services dropdown open", async ({ page, isMobile }) => {
    test.skip(isMobile, "the dropdown is part of the desktop navigation");
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    await expect(nav.getByRole("link", { name: services[0]!.title })).toBeVisible();
    await expectNoAxeViolations(page, "services dropdown", "header");
  });
});

test.describe("keyboard and structure", () => {
  test("the first Tab reaches a skip link that moves focus to the main content", async ({ page }) => {
    await open(page, "/blog/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await skip.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  for (const route of ["/", "/blog/", "/blog/1/"]) {
    test(`every control on ${route} shows visible focus`, async ({ page }) => {
      await open(page, route);
      const seen = new Set<string>();
      for (let step = 0; step < 60; step += 1) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          // The map frame's focus belongs to the map provider's own page, outside this site.
          if (!element || element === document.body || element.tagName === "IFRAME") return null;
          const label = `${element.tagName} ${element.textContent?.trim().slice(0, 30) ?? ""} ${element.getAttribute("aria-label") ?? ""}`;
          // Focus on a pseudo-element the browser made for the element (a CSS carousel's scroll
          // button or marker, before the page hydrates) leaves the element itself unfocused: the
          // outline to see is the focused pseudo-element's.
          const styles = element.matches(":focus")
            ? [getComputedStyle(element)]
            : [
                ...["left", "right"].map((side) => getComputedStyle(element, `::scroll-button(${side})`)),
                ...[...element.children].map((child) => getComputedStyle(child, "::scroll-marker")),
              ];
          const style = styles.find((candidate) => candidate.outlineStyle !== "none") ?? styles[0]!;
          return {
            label: element.matches(":focus") ? label : `${label} (a scroll button or marker)`,
            outline: style.outlineStyle,
            width: parseFloat(style.outlineWidth),
          };
        });
        if (!focus || seen.has(focus.label)) continue;
        seen.add(focus.label);
        expect(focus.outline, `${focus.label} has a focus outline`).not.toBe("none");
        expect(focus.width, `${focus.label} focus outline width`).toBeGreaterThanOrEqual(2);
      }
      expect(seen.size).toBeGreaterThan(5);
    });

    test(`headings on ${route} start at one h1 and never skip a level`, async ({ page }) => {
      await open(page, route);
      const levels = await page
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((headings) =>
          headings.filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => Number(h.tagName[1])),
        );
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      levels.forEach((level, index) => {
        if (index > 0)
          expect(level, `heading ${index} after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
      });
    });
  }

  test("at 200% zoom (640 CSS px on a 1280 px screen) pages reflow without sideways scrolling", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "zoom is checked from the desktop width");
    await page.setViewportSize({ width: 640, height: 400 });
    for (const route of ["/", "/blog/", "/blog/1/"]) {
      await open(page, route);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, route).toBeLessThanOrEqual(0);
      await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    }
  });
});

test.describe("reading without JavaScript", () => {
  test.skip(...widthIndependent);
  test.use({ javaScriptEnabled: false });

  const editions = [
    { route: "/", texts: [about, qualifications, experience, home] as const },
    { route: "/hi/", texts: [aboutHi, qualificationsHi, experienceHi, homeHi] as const },
  ];
  for (const { route, texts } of editions)
    test(`every home-page section's text is visible on ${route}`, async ({ page }) => {
      const [aboutText, qualificationsText, experienceText, homeText] = texts;
      await page.goto(route);
      for (const { id } of SECTIONS.filter((section) => section.id !== TOP_ID)) {
        await expect(page.locator(`#${id} h2`)).toBeVisible();
      }
      for (const text of [
        aboutText.profileHeading,
        qualificationsText.degrees[0]?.degree ?? "",
        experienceText.expertiseHeading,
        homeText.contact.formTitle,
      ]) {
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      }
      // Every testimonial is readable, since the carousel cannot move.
      await expect(page.locator("[data-slide]")).toHaveCount(4);
      for (const slide of await page.locator("[data-slide]").all()) await expect(slide).toBeVisible();
      // Nothing waits at opacity 0 for a script that never runs, and every picture shows.
      const hidden = await page
        .locator("main *")
        .evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).opacity === "0").length);
      expect(hidden).toBe(0);
      await page.waitForLoadState("load");
      const pictures = page.locator("main picture img");
      expect(await pictures.count()).toBeGreaterThan(5);
      const unloaded = await pictures.evaluateAll((images) =>
        (images as HTMLImageElement[]).filter((image) => image.naturalWidth === 0).map((image) => image.alt),
      );
      expect(unloaded).toEqual([]);
    });

  test("the Hindi blog lists its articles", async ({ page }) => {
    await page.goto("/hi/blog/");
    await expect(page.getByRole("heading", { level: 1, name: blogHi.heading })).toBeVisible();
    expect(await page.getByRole("article").count()).toBeGreaterThan(0);
  });

  for (const route of ["/blog/1/", "/blog/2/", "/blog/3/", "/hi/blog/1/"]) {
    test(`article ${route}'s body is visible`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const paragraphs = page.locator("article p");
      expect(await paragraphs.count()).toBeGreaterThan(10);
      await expect(paragraphs.nth(5)).toBeVisible();
      await expect(page.locator("article h2").first()).toBeVisible();
    });
  }
});

test.describe("console and privacy", () => {
  test.skip(...widthIndependent);
  for (const route of ROUTES) {
    test(`${route} asks nothing of another origin on load, and logs no errors and no hydration warnings`, async ({
      page,
      consoleMessages,
      baseURL,
    }) => {
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith(baseURL!) && !url.startsWith("data:")) elsewhere.push(url);
      });
      await open(page, route);
      // Only what the page asks for on load: the map's frame, further down, has a test of its own.
      expect(elsewhere, "requests to another origin on load").toEqual([]);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState("networkidle");
      const problems = consoleMessages
        .filter(
          (message) => message.type() === "error" || /hydrat|did not match|Minified React error/i.test(message.text()),
        )
        // The server answers an address with no built page (an unknown path, a stored post's
        // /blog/<id>/) with the 404 page and status 404, which Chromium reports as a console error.
        .filter((message) => !(UNBUILT.has(route) && message.text().includes("status of 404")))
        .map((message) => message.text());
      expect([...problems, ...pageErrors]).toEqual([]);
    });
  }
});

test.describe("a page built one year and read the next", () => {
  test.skip(...widthIndependent);
  for (const route of ["/", "/hi/"]) {
    test(`${route} on 1 January hydrates its footer without an error, then shows the new year`, async ({
      page,
      openStatic,
      consoleMessages,
    }) => {
      // The built HTML's year, as a reader without JavaScript sees it.
      const built = Number(await copyrightYear(await openStatic(route)).textContent());
      // Noon (UTC) on 1 January of the next year: 1 January in every time zone.
      await page.clock.setFixedTime(new Date(`${built + 1}-01-01T12:00:00Z`));
      // React reports a hydration mismatch it recovers from with reportError: a page error.
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await gotoHydrated(page, route);
      await copyrightYear(page).scrollIntoViewIfNeeded();
      await expect(copyrightYear(page)).toHaveText(String(built + 1));
      const problems = consoleMessages
        .filter(
          (message) => message.type() === "error" || /hydrat|did not match|Minified React error/i.test(message.text()),
        )
        .map((message) => message.text());
      expect([...problems, ...pageErrors]).toEqual([]);
    });
  }
});

/** Slows the page's CPU 4x, as Lighthouse's mobile preset does; optionally its network too. */
async function throttleLikeAPhone(page: Page, { network }: { network: boolean }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (network) {
    // 150 ms round trips, 1.6 Mbit/s down.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
  }
}

interface RecordedShift {
  value: number;
  hadRecentInput: boolean;
  /** What moved, as "tag#id.class" and how far, for the failure message. */
  moved: string[];
}

/** From the next navigation on, the page records its layout shifts for `layoutShift`. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    Object.assign(window, { __shifts: shifts });
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? "?");
      const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${classes.join("")}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }>) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          moved: (entry.sources ?? []).map(
            ({ node, previousRect: a, currentRect: b }) =>
              `${describe(node)} (${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}x${Math.round(a.height)} -> ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)}) at ${Math.round(performance.now())} ms`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's layout shifts so far, leaving out shifts caused by input. */
function layoutShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() =>
    (window as unknown as { __shifts: RecordedShift[] }).__shifts.filter((entry) => !entry.hadRecentInput),
  );
}

/** The page's cumulative layout shift so far, leaving out shifts caused by input. */
async function layoutShift(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, entry) => sum + entry.value, 0);
}

test.describe("layout stability", () => {
  // Loaded the way a cheap phone on a slow network loads them (Lighthouse's mobile figures: 4x
  // slower CPU, 150 ms round trips, 1.6 Mbit/s), so fonts and pictures arrive after the first paint
  // and hydration runs late. Nothing that arrives then may move what is already on screen.
  // Every kind of page in each language at phone width, where patients read; at desktop width, where
  // the layout has more columns, each kind of page once (the languages share their layouts).
  const desktop = new Set([
    "/",
    "/blog/",
    "/blog/1/",
    LIBRARY_GATE_ROUTES[0],
    LIBRARY_GATE_ROUTES[1],
    "/conditions/",
    PAYMENT_GATE_ROUTES[0],
    VISIT_GATE_ROUTES[0],
    SECOND_OPINION_GATE_ROUTES[0],
  ]);
  for (const route of GATE_ROUTES) {
    test(`${route} does not shift while fonts, pictures and scripts arrive`, async ({ page, isMobile }) => {
      test.skip(!isMobile && !desktop.has(route), "checked at phone width");
      await throttleLikeAPhone(page, { network: true });
      await recordLayoutShifts(page);
      await page.goto(route, { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      const shifts = await layoutShifts(page);
      const total = shifts.reduce((sum, entry) => sum + entry.value, 0);
      const moved = shifts.map((entry) => `${entry.value.toFixed(4)}: ${entry.moved.join("; ")}`).join("\n");
      expect(total, `cumulative layout shift; what moved:\n${moved}`).toBeLessThanOrEqual(0.01);
    });
  }
});

test.describe("start-up scripts", () => {
  test.skip(...widthIndependent);
  const library = firstLibraryPage("conditions");
  /** Each route, and the alt text of the picture that is its largest paint, if it has one. */
  const routes: Array<[string, string | undefined]> = [
    ["/", undefined],
    ["/blog/", undefined],
    ["/blog/1/", articleById("1").heroAlt],
    ["/hi/", undefined],
    [library.path, String(library.data.imageAlt)],
  ];
  for (const [route, pictureAlt] of routes) {
    const after = pictureAlt ? "its first paint and its largest picture" : "its first paint";
    test(`${route} asks for React and Gatsby's scripts only after ${after}, then hydrates`, async ({ page }) => {
      // Pictures arrive late, as on a slow connection (here they would otherwise beat the first paint).
      await page.route(/\.(webp|avif|jpg|png)$/, async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await request.continue();
      });
      await gotoHydrated(page, route);
      const scripts = startUpScripts(await page.content());
      expect(scripts.map((source) => source.replace(/-[0-9a-f]{20}\.js$/, "")).sort()).toEqual([
        "/app",
        "/framework",
        "/webpack-runtime",
      ]);
      const picture = pictureAlt ? page.getByRole("img", { name: pictureAlt, exact: true }) : null;
      // The first paint as the main thread did it (paintTime), not when the compositor showed the
      // frame (startTime, tens of milliseconds later in headless Chromium); the picture as its last
      // byte arrived.
      const timing = await page.evaluate(
        ({ sources, picture }) => ({
          firstPaint:
            (performance.getEntriesByName("first-contentful-paint")[0] as { paintTime?: number } | undefined)
              ?.paintTime ?? null,
          pictureLoaded: picture
            ? ((performance.getEntriesByName(picture)[0] as PerformanceResourceTiming | undefined)?.responseEnd ?? null)
            : 0,
          requested: sources.map(
            (source) => performance.getEntriesByName(new URL(source, location.href).href)[0]?.startTime ?? null,
          ),
        }),
        {
          sources: scripts,
          picture: picture ? await picture.evaluate((img: HTMLImageElement) => img.currentSrc) : null,
        },
      );
      expect(timing.firstPaint).not.toBeNull();
      expect(timing.pictureLoaded, "the picture was fetched").not.toBeNull();
      if (picture) await expect(picture, "the picture is asked for first").toHaveAttribute("fetchpriority", "high");
      for (const [index, started] of timing.requested.entries()) {
        expect(started, `${scripts[index]} was requested`).not.toBeNull();
        expect(started!, `${scripts[index]} was requested after the first paint`).toBeGreaterThan(timing.firstPaint!);
        expect(started!, `${scripts[index]} was requested after the picture had loaded`).toBeGreaterThan(
          timing.pictureLoaded!,
        );
      }
    });
  }
});

test.describe("heading font", () => {
  test.skip(...widthIndependent);
  test("a first visit fetches it only after the page has loaded; the next load uses it without a shift", async ({
    page,
  }) => {
    const fontRequests: number[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fontRequests.push(Date.now());
    });
    let loadedAt = 0;
    page.on("load", () => (loadedAt = Date.now()));
    await page.goto("/");
    await page.waitForFunction(() => localStorage.getItem("webFontsCached") === "1");
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(Math.min(...fontRequests)).toBeGreaterThanOrEqual(loadedAt);
    await expect(page.locator("html")).not.toHaveAttribute("data-web-fonts");

    await throttleLikeAPhone(page, { network: false });
    await recordLayoutShifts(page);
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-web-fonts", "");
    const state = await page.evaluate(() => ({
      headingFontLoaded: [...document.fonts].some(
        (face) => face.family.includes("Source Serif 4") && face.status === "loaded",
      ),
      headingFamily: getComputedStyle(document.querySelector("h1")!).fontFamily,
    }));
    expect(state.headingFamily).toMatch(/^"Source Serif 4"/);
    expect(state.headingFontLoaded).toBe(true);
    expect(await layoutShift(page), "cumulative layout shift").toBeLessThanOrEqual(0.01);
  });

  test("a Hindi page keeps its headings in the installed Devanagari font once the font is cached", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => localStorage.getItem("webFontsCached") === "1");
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fontRequests.push(request.url());
    });
    await page.goto("/hi/", { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-web-fonts", "");
    // The body text of a Hindi page is in the installed Devanagari stack; its headings must be too.
    const { body, headings } = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      headings: [...document.querySelectorAll("h1, h2, h3")].map((heading) => getComputedStyle(heading).fontFamily),
    }));
    expect(body).toMatch(/Devanagari/);
    expect(headings.length).toBeGreaterThan(1);
    expect(new Set(headings)).toEqual(new Set([body]));
    expect(fontRequests).toEqual([]);
  });
});

test.describe("privacy", () => {
  test.skip(...widthIndependent);
  test("the map frame loads only once scrolled near, and nothing else leaves the site", async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL!)) elsewhere.push(new URL(request.url()).hostname);
    });
    // Stand in for the map provider so the test needs no network.
    await page.route(/maps\.google\.com/, (route) => route.fulfill({ contentType: "text/html", body: "<p>map</p>" }));
    await open(page, "/");
    expect(elsewhere).toEqual([]);
    await page.locator("iframe").scrollIntoViewIfNeeded();
    await expect.poll(() => elsewhere).toContain("maps.google.com");
    expect(elsewhere.every((host) => host === "maps.google.com")).toBe(true);
  });

  test("no analytics or trackers ship in the build", async ({ page }) => {
    await open(page, "/");
    const html = await page.content();
    expect(html).not.toMatch(/google-analytics|googletagmanager|gtag\(|fbq\(|hotjar|segment\.com|plausible/i);
  });
});
