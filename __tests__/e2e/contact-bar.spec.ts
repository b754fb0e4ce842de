import type { Page } from "@playwright/test";
import practice from "../../content/practice.json";
import { expect, test } from "./fixtures";
import { contactBar } from "./locators";

const greetingLink = `https://wa.me/${practice.whatsapp.number.replace(/\D/g, "")}?text=${encodeURIComponent(
  practice.whatsapp.greeting,
)}`;

async function barTop(page: Page): Promise<number> {
  const box = await contactBar(page).boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

test.describe("the call/WhatsApp bar on phones", () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, "the bar is for phones");
  });

  for (const path of ["/", "/blog/", "/blog/1/", "/no-such-page/"]) {
    test(`${path}: calling and WhatsApp are one tap away, and the footer ends above the bar`, async ({ page }) => {
      await page.goto(path);
      await expect(contactBar(page)).toBeVisible();
      await expect(contactBar(page).getByRole("link", { name: /Call/ })).toHaveAttribute(
        "href",
        `tel:${practice.phones.booking.replace(/[^\d+]/g, "")}`,
      );
      const chat = contactBar(page).getByRole("link", { name: /WhatsApp/ });
      await expect(chat).toHaveAttribute("href", greetingLink);
      await expect(chat).toHaveAttribute("target", "_blank");
      await expect(chat).toHaveAttribute("rel", "noopener noreferrer");

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY + window.innerHeight)).toBeGreaterThan(0);
      const footer = (await page.getByRole("contentinfo").boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual((await barTop(page)) + 0.5);
    });
  }

  test("the last lines of an article scroll clear of the bar", async ({ page }) => {
    await page.goto("/blog/1/");
    const last = page.getByRole("article").locator("p").last();
    await last.evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
    const box = (await last.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual((await barTop(page)) + 0.5);
  });

  test("keeps clear of the phone's safe area", async ({ page }) => {
    await page.goto("/");
    const rules = await contactBar(page).evaluate((element) =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && element.matches(rule.selectorText))
        .map((rule) => rule.cssText)
        .join("\n"),
    );
    expect(rules).toContain("safe-area-inset-bottom");
  });
});

test("desktop pages have no bar: the header and the contact card offer both", async ({ page, isMobile }) => {
  test.skip(isMobile, "desktop only");
  await page.goto("/");
  await expect(contactBar(page)).toBeHidden();
});
