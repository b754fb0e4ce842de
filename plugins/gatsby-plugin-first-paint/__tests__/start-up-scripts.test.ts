import { startUpScripts, withStartUpLoader } from "../lib/start-up-scripts";

/** Gatsby's scripts slice as gatsby-webpack-stats-extractor writes it (Gatsby 5). */
const GATSBY_SLICE =
  `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>\n        ` +
  `<script>window.___webpackCompilationHash="816079a52d3780ba976e";</script>` +
  `<script src="/webpack-runtime-c986f2c1863313ca204d.js" async></script>` +
  `<script src="/framework-25118d5905bac77531d3.js" async></script>` +
  `<script src="/app-752c5a9fcafaf60016b5.js" async></script>`;

const SOURCES = [
  "/webpack-runtime-c986f2c1863313ca204d.js",
  "/framework-25118d5905bac77531d3.js",
  "/app-752c5a9fcafaf60016b5.js",
];

/** Runs a loader's inline script the way the page's parser would. */
function runLoader(slice: string) {
  const body = /<script id="start-up-scripts">([\s\S]*?)<\/script>/.exec(slice)![1]!;
  new Function(body)();
}

describe("the start-up scripts' loader", () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = "";
  });

  it("replaces Gatsby's script tags and lists the same scripts in the same order", () => {
    const slice = withStartUpLoader(GATSBY_SLICE);
    expect(slice).not.toMatch(/<script src=/);
    expect(slice).toContain(`window.___webpackCompilationHash="816079a52d3780ba976e"`);
    expect(startUpScripts(slice)).toEqual(SOURCES);
    expect(withStartUpLoader(slice)).toBe(slice);
  });

  /** Frames the page would paint, run by hand. */
  function holdFrames() {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    return () => frames.splice(0).forEach((callback) => callback(0));
  }
  const requested = () => [...document.querySelectorAll("script")].map((script) => script.getAttribute("src"));

  it("asks for the scripts only after the next frame has been painted", async () => {
    jest.useFakeTimers();
    const paint = holdFrames();
    runLoader(withStartUpLoader(GATSBY_SLICE));
    await Promise.resolve();

    expect(requested()).toEqual([]);
    paint();
    expect(requested()).toEqual([]);
    jest.runAllTimers();
    expect(requested()).toEqual(SOURCES);
  });

  /** A picture the page asks for first, whose decoding the test settles. */
  function largestPicture() {
    const img = document.createElement("img");
    img.setAttribute("fetchpriority", "high");
    let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
    img.decode = () => new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    document.body.append(img);
    return { decoded: () => settle!.resolve(), failed: () => settle!.reject(new Error("EncodingError")) };
  }

  /** Lets the loader's promises settle, then paints a frame and runs its timer. */
  async function paintNextFrame(paint: () => void) {
    for (let turn = 0; turn < 3; turn++) await Promise.resolve();
    paint();
    jest.runAllTimers();
  }

  it("waits for the page's largest picture to load and be decoded", async () => {
    jest.useFakeTimers();
    const paint = holdFrames();
    const picture = largestPicture();
    runLoader(withStartUpLoader(GATSBY_SLICE));

    await paintNextFrame(paint);
    expect(requested()).toEqual([]);
    picture.decoded();
    await paintNextFrame(paint);
    expect(requested()).toEqual(SOURCES);
  });

  it("does not wait for a picture that fails", async () => {
    jest.useFakeTimers();
    const paint = holdFrames();
    const picture = largestPicture();
    runLoader(withStartUpLoader(GATSBY_SLICE));

    picture.failed();
    await paintNextFrame(paint);
    expect(requested()).toEqual(SOURCES);
  });

  it("finds no scripts in a page without the loader", () => {
    expect(startUpScripts("<html><body><p>[1, 2]</p></body></html>")).toEqual([]);
  });
});
