/**
 * The head as the browser build loads it: react-helmet in a chunk of its own, fetched once a page's
 * head must change. React's scheduler is its own test double here (`scheduler/unstable_mock`), so
 * the test decides where a render pauses: the moment react-helmet registers a head.
 */
jest.mock("scheduler", () => jest.requireActual("scheduler/unstable_mock"));

/** What this test uses of the mock scheduler (it ships no types). */
interface SchedulerMock {
  /** Notes a value; a flush told to stop after a number of values stops at the next unit of work. */
  unstable_yieldValue(value: string): void;
  unstable_flushNumberOfYields(count: number): void;
  unstable_clearYields(): string[];
  unstable_flushAllWithoutAsserting(): boolean;
}

const Scheduler = jest.requireMock<SchedulerMock>("scheduler");

describe("Seo in the browser build", () => {
  const stage = process.env.BUILD_STAGE;
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

  beforeEach(() => {
    // The branch webpack keeps in the browser's bundle; rendering paced by the mock, not by act().
    process.env.BUILD_STAGE = "build-javascript";
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  });
  afterEach(() => {
    process.env.BUILD_STAGE = stage;
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment });
  });

  it("leaves nothing in the head from a render React paused and started again", async () => {
    // react-helmet registers a head as its render starts and asks for a frame to write it (a frame
    // it looks up as it loads): pause there.
    const frame = jest.spyOn(window, "requestAnimationFrame").mockImplementation(() => {
      Scheduler.unstable_yieldValue("head registered");
      return 0;
    });
    /* eslint-disable @typescript-eslint/no-require-imports -- modules loaded after BUILD_STAGE is set */
    const { createRoot } = require("react-dom/client") as typeof import("react-dom/client");
    const { Helmet } = require("react-helmet") as typeof import("react-helmet");
    const { Seo } = require("../src/components/seo") as typeof import("../src/components/seo");
    const { LanguageProvider } = require("../src/i18n/context") as typeof import("../src/i18n/context");
    const { STRINGS } = require("../src/i18n/strings") as typeof import("../src/i18n/strings");
    const { useState } = require("react") as typeof import("react");
    /* eslint-enable @typescript-eslint/no-require-imports */

    let interrupt = () => {};
    function Elsewhere() {
      const [count, setCount] = useState(0);
      interrupt = () => setCount(count + 1);
      return null;
    }

    const root = createRoot(document.createElement("div"));
    root.render(
      <LanguageProvider lang="en" strings={STRINGS.en} alternates={{}}>
        <Seo title="An article" path="/blog/3/" />
        <Elsewhere />
      </LanguageProvider>,
    );
    // Render, commit, and let the head's chunk arrive; then render until a head registers.
    Scheduler.unstable_flushAllWithoutAsserting();
    for (let turn = 0; turn < 5; turn++) {
      await new Promise((settle) => setTimeout(settle, 0));
      Scheduler.unstable_flushNumberOfYields(1);
      if (Scheduler.unstable_clearYields().length > 0) break;
    }
    // Something more urgent happens on the page before that render is committed.
    interrupt();
    Scheduler.unstable_flushAllWithoutAsserting();
    Scheduler.unstable_clearYields();
    expect(Helmet.peek().title).toContain("An article");

    root.unmount();
    Scheduler.unstable_flushAllWithoutAsserting();
    expect(Helmet.peek().title ?? "").not.toContain("An article");
    frame.mockRestore();
  });
});
