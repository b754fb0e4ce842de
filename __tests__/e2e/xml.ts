import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * A sitemap or feed served by the site, parsed by the browser, and what the tests read from it:
 * each sitemap entry's address and hreflang alternates, each feed item's link, the feed's own link
 * and language.
 */
export async function parseXml(page: Page, route: string) {
  const response = await page.request.get(route);
  expect(response.ok(), route).toBe(true);
  const text = await response.text();
  await page.goto("/404.html");
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    if (doc.querySelector("parsererror")) throw new Error("not well-formed XML");
    const urls = [...doc.querySelectorAll("url")].map((url) => ({
      loc: url.querySelector("loc")?.textContent ?? "",
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((link) => [
          link.getAttribute("hreflang") ?? "",
          link.getAttribute("href") ?? "",
        ]),
      ),
    }));
    return {
      urls,
      locs: urls.map((url) => url.loc),
      items: [...doc.querySelectorAll("item > link")].map((node) => node.textContent ?? ""),
      channelLink: doc.querySelector("channel > link")?.textContent ?? "",
      language: doc.querySelector("channel > language")?.textContent ?? "",
    };
  }, text);
}
