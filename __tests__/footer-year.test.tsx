import { TextEncoder } from "node:util";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import practice from "../content/practice.json";
import { Footer } from "../src/components/layout/footer";
import { LanguageProvider } from "../src/i18n/context";
import { STRINGS } from "../src/i18n/strings";
import { indiaClock } from "../src/lib/schedule";
import { staticQueryData } from "./helpers/static-data";

/**
 * The footer's year on a page built one year and read the next: the HTML carries the build's year,
 * and hydrating it in the new year must match it, then show the new year.
 */
const footer = (
  <LanguageProvider lang="en" strings={STRINGS.en} alternates={{}}>
    <Footer onHome={false} />
  </LanguageProvider>
);

const built = new Date(staticQueryData.site.buildTime);
const builtYear = Number(indiaClock(built).date.slice(0, 4));
/** Noon (UTC) on 1 January of the next year: 1 January in every time zone, India's included. */
const newYear = new Date(`${builtYear + 1}-01-01T12:00:00Z`);

describe("the footer's year", () => {
  afterEach(() => jest.useRealTimers());

  it("hydrates the build's year without a mismatch on 1 January, then shows the new year", async () => {
    // React's server renderer (its browser build, under jsdom) needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import("react-dom/server");
    jest.useFakeTimers({ now: built });
    const container = document.createElement("div");
    container.innerHTML = renderToString(footer);
    document.body.append(container);
    const year = () => container.querySelector("[data-testid=copyright-year]")?.textContent;
    expect(year()).toBe(String(builtYear));

    jest.useFakeTimers({ now: newYear });
    const recoverable: unknown[] = [];
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, footer, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(logged.mock.calls).toEqual([]);
    logged.mockRestore();
    expect(year()).toBe(String(builtYear + 1));
    expect(container).toHaveTextContent(`© ${builtYear + 1} ${practice.name}`);
    container.remove();
  });
});
