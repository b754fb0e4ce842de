import { screen } from "@testing-library/react";
import practice from "../content/practice.json";
import { ErrorBoundary } from "../src/components/ui/error-boundary";
import { HydrationBoundary } from "../src/components/ui/hydration-boundary";
import { renderInLanguage } from "./helpers/render-in-language";

function Broken(): never {
  throw new Error("render failed");
}

describe("ErrorBoundary", () => {
  it.each([
    ["ErrorBoundary", ErrorBoundary],
    ["HydrationBoundary (each home section)", HydrationBoundary],
  ])("%s shows an apology with the booking phone instead of a blank page, and logs the error", (_name, Boundary) => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderInLanguage(
      <main>
        <p>Before</p>
        <Boundary>
          <Broken />
        </Boundary>
        <p>After</p>
      </main>,
    );
    expect(screen.getByText("Before")).toBeVisible();
    expect(screen.getByText("After")).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent(/could not be shown/);
    expect(screen.getByRole("link", { name: practice.phones.booking })).toHaveAttribute(
      "href",
      `tel:${practice.phones.booking.replace(/[^\d+]/g, "")}`,
    );
    expect(error).toHaveBeenCalledWith(
      "A part of the page could not be shown:",
      expect.objectContaining({ message: "render failed" }),
      expect.any(String),
    );
    error.mockRestore();
  });
});
