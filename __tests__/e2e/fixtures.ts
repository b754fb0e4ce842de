import { test as base, expect, type ConsoleMessage } from "@playwright/test";

/** Every page of a test records what it writes to the console, so tests can assert on it. */
export const test = base.extend<{ consoleMessages: ConsoleMessage[] }>({
  consoleMessages: async ({ page }, provide) => {
    const messages: ConsoleMessage[] = [];
    page.on("console", (message) => messages.push(message));
    await provide(messages);
  },
});

export { expect };
