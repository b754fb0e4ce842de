import { LANGUAGE_INFO } from "../../src/i18n/languages";
import { STRINGS } from "../../src/i18n/strings";
import { expect, hydratedElement, test } from "./fixtures";

/**
 * Unknown addresses as a host answers them (nginx with the rules of deploy/out/nginx.conf): under /hi/ with
 * the Hindi not-found page, elsewhere with the English one, each at the address the reader typed.
 */
for (const [route, lang] of [
  ["/hi/no-such-page/", "hi"],
  ["/no-such-page/", "en"],
] as const) {
  test(`${route} is answered with the ${lang} not-found page, which hydrates without an error`, async ({
    page,
    consoleMessages,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(404);
    const text = STRINGS[lang].notFound;
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_INFO[lang].tag);
    await expect(page.getByText(text.message)).toBeVisible();
    const home = page.getByRole("link", { name: text.home });
    await expect(home).toHaveAttribute("href", lang === "hi" ? "/hi/" : "/");
    // Hydrated, in the same language, at the same address.
    await hydratedElement(home);
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expect(page.getByText(text.message)).toBeVisible();
    const errors = consoleMessages
      .filter((message) => message.type() === "error" && !message.text().includes("404"))
      .map((message) => message.text());
    expect(errors).toEqual([]);
  });
}
