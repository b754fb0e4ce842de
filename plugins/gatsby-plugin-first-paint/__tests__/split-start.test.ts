import type { BrowserPluginArgs, PluginOptions } from "gatsby";
import { onClientEntry } from "../gatsby-browser";

describe("the split start", () => {
  afterEach(() => jest.useRealTimers());

  it("lets Gatsby go on only from a task of its own, after the one that evaluated the app chunk", async () => {
    jest.useFakeTimers();
    let settled = false;
    const started = Promise.resolve(onClientEntry!({} as BrowserPluginArgs, {} as PluginOptions)).then(() => {
      settled = true;
    });
    // Microtasks of the same task: what Gatsby's start would otherwise have run in.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(settled).toBe(false);
    jest.runOnlyPendingTimers();
    await started;
    expect(settled).toBe(true);
  });
});
