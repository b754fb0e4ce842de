import fs from "node:fs";
import path from "node:path";
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { lazyPart, preloadParts } from "../src/components/ui/lazy-part";
import { isDiscardedHydration } from "../plugins/gatsby-plugin-first-paint/lib/react-errors";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader the test settles by hand, counting its calls. */
function controlledLoader() {
  const calls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Greeting), reject });
    });
  return { load, calls };
}

describe("lazyPart", () => {
  it("shows the boundary's fallback until its code is here, then the part with its props", async () => {
    const { load, calls } = controlledLoader();
    const Part = lazyPart(load);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Part name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText("Waiting")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve());
    expect(await screen.findByText("Hello Asha")).toBeInTheDocument();
  });

  it("renders at once, without a fallback, once preloaded", async () => {
    const { load, calls } = controlledLoader();
    const Part = lazyPart(load);
    const loading = Part.preload();
    calls[0]!.resolve();
    await loading;
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Part name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Ravi")).toBeInTheDocument();
    expect(screen.queryByText("Waiting")).not.toBeInTheDocument();
  });

  it("keeps what is shown, with a warning, when its code cannot be fetched, and fetches again when asked", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const { load, calls } = controlledLoader();
    const Part = lazyPart(load);
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Part name="Meera" />
      </Suspense>,
    );
    await act(async () => calls[0]!.reject(new Error("offline")));
    expect(screen.getByText("Waiting")).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("could not be loaded"), expect.any(Error));

    // A later preload (a client-side navigation) tries the network again.
    const retry = Part.preload();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await expect(retry).resolves.toBeUndefined();
    warn.mockRestore();
  });
});

describe("preloadParts", () => {
  it("fetches the page's parts and the layout's, so a page rendered from nothing renders whole", async () => {
    const page = controlledLoader();
    const layout = controlledLoader();
    const PagePart = lazyPart(page.load);
    lazyPart(layout.load, { inLayout: true });
    const loading = preloadParts(PagePart);
    expect(page.calls).toHaveLength(1);
    expect(layout.calls).toHaveLength(1);
    page.calls[0]!.resolve();
    layout.calls[0]!.resolve();
    await expect(loading).resolves.toBeDefined();
  });

  it("is awaited at the top of every page and template module", () => {
    const modules = ["src/pages", "src/templates"].flatMap((folder) =>
      fs
        .readdirSync(path.resolve(folder))
        .filter((file) => /\.tsx$/.test(file))
        .map((file) => path.join(folder, file)),
    );
    expect(modules.length).toBeGreaterThanOrEqual(4);
    for (const file of modules) {
      expect({ file, preloads: /^await preloadParts\(/m.test(fs.readFileSync(file, "utf8")) }).toEqual({
        file,
        preloads: true,
      });
    }
  });
});

describe("isDiscardedHydration", () => {
  it("recognises React's error 421 in production and development wording, and nothing else", () => {
    expect(isDiscardedHydration(new Error("Minified React error #421; visit https://reactjs.org/..."))).toBe(true);
    expect(
      isDiscardedHydration(
        new Error("This Suspense boundary received an update before it finished hydrating. This caused the boundary"),
      ),
    ).toBe(true);
    expect(isDiscardedHydration(new Error("Minified React error #418; visit https://reactjs.org/..."))).toBe(false);
    expect(isDiscardedHydration(new Error("Minified React error #4210; visit"))).toBe(false);
    expect(isDiscardedHydration("Hydration failed because the initial UI does not match")).toBe(false);
  });
});
