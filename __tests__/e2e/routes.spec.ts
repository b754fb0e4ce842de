import practice from "../../content/practice.json";
import blog from "../../content/blog.json";
import { ARTICLES } from "./content";
import { expect, test, widthIndependent } from "./fixtures";

test.skip(...widthIndependent);

test.describe("every route shows its content", () => {
  test("home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: practice.name })).toBeVisible();
    await expect(page.getByText(practice.title).first()).toBeVisible();
    await expect(page).toHaveTitle(practice.siteTitle);
  });

  test("blog listing lists the built articles", async ({ page }) => {
    await page.goto("/blog/");
    await expect(page.getByRole("heading", { level: 1, name: blog.heading })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(ARTICLES.length);
  });

  for (const { id, title } of ARTICLES) {
    test(`article ${id}`, async ({ page }) => {
      await page.goto(`/blog/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to all articles" })).toHaveAttribute("href", "/blog/");
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    });
  }

  test("an unknown article id", async ({ page }) => {
    await page.goto("/blog/99");
    await expect(page.getByRole("heading", { name: "Blog post not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to blog" }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
  });

  test("an unknown path gets the 404 page and logs the path", async ({ page, consoleMessages }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect.poll(() => consoleMessages.map((m) => m.text()).join("\n")).toContain("/no-such-page");
  });
});
