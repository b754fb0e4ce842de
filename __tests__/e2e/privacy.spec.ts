import privacy from "../../content/privacy.json";
import { STRINGS } from "../../src/i18n/strings";
import { displayDate } from "../../src/lib/date-display";
import { privacyHi } from "../helpers/hindi-content";
import { expect, gotoHydrated, test, widthIndependent } from "./fixtures";
import { contactForm, main, subscribe } from "./locators";

/**
 * The privacy notice (content/privacy.json) at /privacy/ and /hi/privacy/, and the line under each
 * form that says what happens to what is typed and links there; the footer links there too.
 */
test.skip(...widthIndependent);

for (const { lang, path, content } of [
  { lang: "en", path: "/privacy/", content: privacy },
  { lang: "hi", path: "/hi/privacy/", content: privacyHi },
] as const) {
  test(`${path} says what each form collects, why, where it goes, for how long, and whom to ask`, async ({ page }) => {
    const strings = STRINGS[lang].privacy;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: content.title })).toBeVisible();
    await expect(main(page)).toContainText(displayDate(content.lastUpdated, lang));
    for (const form of content.forms) {
      const section = main(page).getByRole("region", { name: form.name });
      await expect(section.getByRole("heading", { name: form.name })).toBeVisible();
      for (const [label, value] of [
        [strings.collects, form.collects],
        [strings.purpose, form.purpose],
        [strings.recipient, form.recipient],
        // How long this form's data is kept, where the notice says so form by form.
        ...("kept" in form && form.kept ? [[strings.retention, form.kept]] : []),
      ]) {
        await expect(section.getByRole("term").filter({ hasText: label! })).toBeVisible();
        await expect(section.getByRole("definition").filter({ hasText: value! })).toBeVisible();
      }
    }
    for (const text of [content.retention, content.deletion, ...content.elsewhere.map((topic) => topic.text)]) {
      await expect(main(page).getByText(text)).toBeVisible();
    }
    await expect(main(page).getByRole("heading", { name: content.grievance.heading })).toBeVisible();
    await expect(main(page).getByRole("link", { name: privacy.grievance.email })).toHaveAttribute(
      "href",
      `mailto:${privacy.grievance.email}`,
    );
  });
}

test("each form says what happens to what is typed and links to the notice, as does the footer", async ({ page }) => {
  await gotoHydrated(page, "/");
  const form = contactForm(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByText(privacy.formNotes.contact)).toBeVisible();
  await form.getByRole("link", { name: privacy.formNotes.link }).click();
  await expect(page).toHaveURL(/\/privacy\/$/);
  await expect(page.getByRole("heading", { level: 1, name: privacy.title })).toBeVisible();

  await gotoHydrated(page, "/blog/");
  await expect(subscribe(page).getByText(privacy.formNotes.newsletter)).toBeVisible();
  await expect(subscribe(page).getByRole("link", { name: privacy.formNotes.link })).toHaveAttribute(
    "href",
    "/privacy/",
  );
  await expect(page.getByRole("contentinfo").getByRole("link", { name: STRINGS.en.footer.privacy })).toHaveAttribute(
    "href",
    "/privacy/",
  );
});
