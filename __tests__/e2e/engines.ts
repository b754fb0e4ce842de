import type { Page } from "@playwright/test";

/**
 * The tests run in Chromium; these make it read the site as an engine without a feature does, so
 * the fallback those engines take is what is tested. Safari before 26.2 (WebKit) has no invoker
 * commands and, like Firefox, no CSS carousels.
 */

/** An engine without invoker commands ignores `commandfor` and `command`: as if the page had none. */
export const withoutInvokerCommands = (html: string) => html.replace(/\s(?:commandfor|command)="[^"]*"/g, "");

/**
 * An engine without CSS carousels (`::scroll-button`, `::scroll-marker`) finds its
 * `@supports selector(::scroll-button(*))` rules false and its `@supports not …` rules true.
 */
export const withoutCssCarousels = (html: string) =>
  html.replaceAll("selector(::scroll-button(*))", "selector(::no-such-pseudo-element)");

/** Serves every page's HTML (not a frame's) through `edit` (other requests go on to any other route, such as held scripts). */
export async function rewritePages(page: Page, edit: (html: string) => string) {
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ response, headers, body: edit(await response.text()) });
  });
}

/**
 * Once scripts run, the page's own feature checks see no invoker commands either (Chromium still
 * runs a command whose attributes are in the page, so `withoutInvokerCommands` is needed as well).
 */
export async function hideInvokerCommands(page: Page) {
  await page.addInitScript(() => {
    const prototype = HTMLButtonElement.prototype as unknown as Record<string, unknown>;
    delete prototype.command;
    delete prototype.commandForElement;
  });
}
