import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from "@playwright/test";
import { ANCHOR_SCROLL_OFFSET_PX } from "../../src/constants";
import { HYDRATED_ATTRIBUTE, isHydrated } from "../../src/lib/hydration-signal";

interface Fixtures {
  /** Every page of a test records what it writes to the console, so tests can assert on it. */
  consoleMessages: ConsoleMessage[];
  /**
   * Opens a route as built, with JavaScript off (what a crawler or a link preview reads), each in a
   * context of its own; the contexts are closed when the test ends.
   */
  openStatic: (route: string) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  consoleMessages: async ({ page }, provide) => {
    const messages: ConsoleMessage[] = [];
    page.on("console", (message) => messages.push(message));
    await provide(messages);
  },
  openStatic: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (route) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(route);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };

/**
 * For `test.skip`: behaviour that does not depend on the viewport's width runs once, at phone width
 * (what patients use), not again in the desktop project. Layout, navigation and the quality gates
 * run at both widths.
 */
export const widthIndependent = [
  ({ isMobile }: { isMobile: boolean }) => !isMobile,
  "does not depend on the width: run at phone width",
] as const;

/**
 * Resolves once React has hydrated the page's shell (header, footer, everything outside a slice):
 * the signal the page itself gives (src/lib/hydration-signal.ts). The parts further down hydrate as
 * they come near the viewport: wait for one with `hydratedElement` once it is scrolled into view.
 */
export async function hydrated(page: Page) {
  // Checked on every animation frame (an assertion's retries come 100 to 1,000 ms apart).
  await page.waitForFunction(
    (attribute) => document.documentElement.getAttribute(attribute) === "true",
    HYDRATED_ATTRIBUTE,
    { timeout: 15_000 },
  );
}

/** Opens a page and waits until React has hydrated its shell. */
export async function gotoHydrated(page: Page, path = "/") {
  await page.goto(path);
  await hydrated(page);
}

/**
 * Holds back every request of the given kinds (Playwright's resource types) until the returned
 * function lets them through (a slow phone on a slow network).
 */
export async function holdRequests(page: Page, kinds: readonly string[]): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*", async (route) => {
    if (kinds.includes(route.request().resourceType())) await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds back every script the page asks for until the returned function lets them through: React
 * cannot hydrate until then.
 */
export const holdScripts = (page: Page) => holdRequests(page, ["script"]);

/**
 * Answers wa.me with a page of its own, so a WhatsApp hand-off opens a tab whose address the test
 * reads (the machine reaches no host but localhost).
 */
export async function answerWhatsapp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
}

/** Collects every browser alert and accepts it. */
export function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Resolves once React has hydrated this element (home sections hydrate one by one), so its handlers run. */
export async function hydratedElement(element: Locator) {
  await expect
    .poll(() => element.evaluate(isHydrated, HYDRATED_ATTRIBUTE), { timeout: 15_000, intervals: [50] })
    .toBe(true);
}

/**
 * Waits until React has taken the testimonial carousel over: its hydration has committed and the
 * specification's carousel (one quote shown, the buttons and dots) has replaced the scroll-snap
 * track, a render after the one that hydrated it.
 */
export async function carouselTakenOver(carousel: Locator) {
  await expect(carousel).toHaveAttribute("data-enhanced", "true", { timeout: 15_000 });
}

/**
 * The top of `#id` relative to the viewport, read once the window has stopped scrolling (two reads
 * 150 ms apart agree). Timed from here, not by the page's animation frames, which a page without
 * JavaScript does not run.
 */
export async function settledTop(page: Page, id: string): Promise<number> {
  const read = () =>
    page.evaluate(
      (sectionId) => ({
        y: window.scrollY,
        top: document.getElementById(sectionId)?.getBoundingClientRect().top ?? Number.NaN,
      }),
      id,
    );
  let last = await read();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = await read();
    if (now.y === last.y) return now.top;
    last = now;
  }
}

export async function expectSectionBelowHeader(page: Page, id: string) {
  await expect
    .poll(async () => Math.abs((await settledTop(page, id)) - ANCHOR_SCROLL_OFFSET_PX), {
      message: `#${id} should settle ${ANCHOR_SCROLL_OFFSET_PX} px below the viewport top`,
    })
    .toBeLessThanOrEqual(2);
}

/** The WCAG levels the accessibility gates hold every page to. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** Runs axe over the page, or only over what `include` selects (a part the page's own check did not see). */
export async function expectNoAxeViolations(page: Page, label: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, label).toEqual([]);
}
