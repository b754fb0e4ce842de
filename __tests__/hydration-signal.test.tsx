/**
 * @jest-environment jsdom
 */
import { render, screen } from "@testing-library/react";
import { endFirstHydration, HydrationBoundary } from "../src/components/ui/hydration-boundary";
import { HYDRATED_ATTRIBUTE, isHydrated } from "../src/lib/hydration-signal";

describe("the hydration signal the browser tests wait on", () => {
  afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

  it("says a slice is not hydrated until its wrapper says so, whatever the page says", () => {
    document.body.innerHTML = `<div ${HYDRATED_ATTRIBUTE}="false"><button>Inside</button></div><a href="/">Outside</a>`;
    const inside = screen.getByRole("button");
    const outside = screen.getByRole("link");
    expect(isHydrated(inside, HYDRATED_ATTRIBUTE)).toBe(false);
    expect(isHydrated(outside, HYDRATED_ATTRIBUTE)).toBe(false);
    endFirstHydration();
    expect(isHydrated(outside, HYDRATED_ATTRIBUTE)).toBe(true);
    expect(isHydrated(inside, HYDRATED_ATTRIBUTE)).toBe(false);
  });

  it("is given by a slice once its content is in", () => {
    render(
      <HydrationBoundary>
        <button type="button">Book</button>
      </HydrationBoundary>,
    );
    const button = screen.getByRole("button", { name: "Book" });
    expect(button.closest(`[${HYDRATED_ATTRIBUTE}]`)).toHaveAttribute(HYDRATED_ATTRIBUTE, "true");
    expect(isHydrated(button, HYDRATED_ATTRIBUTE)).toBe(true);
  });
});
