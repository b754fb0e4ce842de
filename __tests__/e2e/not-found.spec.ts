import type { ConsoleMessage } from "@playwright/test";
import blog from "../../content/blog.json";
import practice from "../../content/practice.json";
import { expect, test, widthIndependent } from "./fixtures";

test.skip(...widthIndependent);

const UNKNOWN_PATH = "/this/does/not/exist";

function consoleText(messages: ConsoleMessage[]): string {
  return messages.map((message) => message.text()).join("\n");
}

test.describe("unknown blog article", () => {
  test("says the post was not found and links back to the blog", async ({ page }) => {
    await page.goto("/blog/99/");
    await expect(page.getByRole("heading", { level: 1, name: "Blog post not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to blog" }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole("heading", { level: 1, name: blog.heading })).toBeVisible();
  });
});

test.describe("unknown path", () => {
  test("answers 404 with the not-found page and a link home", async ({ page }) => {
    const response = await page.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");

    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: practice.name })).toBeVisible();
  });

  test("logs the attempted path to the console", async ({ page, consoleMessages }) => {
    await page.goto(UNKNOWN_PATH);
    await expect.poll(() => consoleText(consoleMessages)).toContain(UNKNOWN_PATH);
  });
});
