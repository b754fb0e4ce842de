import { STRINGS } from "../../src/i18n/strings";
import { ports } from "../../scripts/test-ports.mjs";
import { SECTIONS } from "./locators";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * The testimonials switch off (content/home.json `testimonials.show`), in the "configured" variant
 * (scripts/site-variants.mjs): the section goes, and so does every link to it, in both languages
 * and at both widths. Switched on (the main build), the home and header specs test it as the
 * specification has it.
 */
const site = `http://localhost:${ports.variants.configured}`;

for (const lang of ["en", "hi"] as const) {
  test(`switched off, ${lang === "en" ? "/" : "/hi/"} has no testimonials and nothing that names them`, async ({
    page,
  }) => {
    const strings = STRINGS[lang];
    await gotoHydrated(page, `${site}${lang === "en" ? "/" : "/hi/"}`);
    await expect(page.locator("#testimonials")).toHaveCount(0);
    await expect(page.getByRole("region", { name: strings.testimonials.carousel })).toHaveCount(0);
    await expect(page.locator('a[href*="#testimonials"]')).toHaveCount(0);
    await expect(page.getByText(strings.nav.testimonials, { exact: true })).toHaveCount(0);
    // Every other section is still there, in its order.
    const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(
      SECTIONS.map((section) => section.id).filter((id) => id !== "testimonials" && ids.includes(id)),
    );
    expect(ids.length).toBeGreaterThan(3);
  });
}
