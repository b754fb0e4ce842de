// What the benchmarks share: waiting for a server, and one Lighthouse mobile run (the statistics
// are in bench-stats.mjs).
import fs from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import chromiumFlags from "./chromium-flags.json" with { type: "json" };

export const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export { median } from "./bench-stats.mjs";

export async function waitForServer(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer`);
}

/** Debian's Chromium, headless, for Lighthouse. */
export function launchChrome() {
  if (!fs.existsSync(CHROME)) {
    throw new Error(
      `Lighthouse runs in Debian's full Chromium, not found at ${CHROME}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  }
  return chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ["--headless=new", ...chromiumFlags] });
}

/**
 * One unmeasured load of each address, before the measured runs: the first load in a newly started
 * Chromium is not a fair sample (docs/performance.md, "Beside the Gatsby starter"), and in a fixed
 * order it would always fall on the same site.
 */
export async function warmUp(urls, measure) {
  for (const url of urls) await measure(url);
}

/**
 * Lighthouse's network and CPU profiles. "default" is its mobile preset (simulated: 150 ms round
 * trips, 1.6 Mbit/s, CPU 4x slower); "slow-3g" is a cheap phone on a slow network: 300 ms round
 * trips, 700 kbit/s, CPU 6x slower (still simulated, as the preset is).
 */
export const PROFILES = {
  default: undefined,
  "slow-3g": { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 6 },
};

/**
 * What Lighthouse clears before each run: its own default (which keeps local storage) and local
 * storage, so that every run is a first visit, as in a newly started Chromium. Kept, the note that
 * the heading font is cached (src/styles/fonts.ts) made each run after the first a return visit
 * with an emptied cache: the font then came at the highest priority, in the LCP's graph.
 */
const CLEAR_STORAGE_TYPES = [...defaultSettings.clearStorageTypes, "local_storage"];

/**
 * One Lighthouse run with its mobile preset (or the preset on another profile's network and CPU):
 * scores, paint and blocking figures, bytes.
 */
export async function lighthouseRun(chrome, url, profile = "default", retries = 1) {
  const throttling = PROFILES[profile];
  if (!(profile in PROFILES)) throw new Error(`Unknown profile ${profile}; known: ${Object.keys(PROFILES).join(", ")}`);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    clearStorageTypes: CLEAR_STORAGE_TYPES,
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    ...(throttling ? { throttlingMethod: "simulate", throttling } : {}),
  });
  // A run Lighthouse could not complete (it says why, e.g. no paint seen) is run once more.
  const failure = result.lhr.runtimeError;
  if (failure) {
    const message = `Lighthouse could not measure ${url}: ${failure.code} ${failure.message}`;
    if (retries <= 0) throw new Error(message);
    console.warn(`${message}; running it again`);
    return lighthouseRun(chrome, url, profile, retries - 1);
  }
  const { categories, audits } = result.lhr;
  const { pageMs, scriptMs } = blockingBySource(audits, result.lhr.finalDisplayedUrl ?? url);
  const bytesOf = (type) =>
    audits["resource-summary"].details.items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    bestPractices: categories["best-practices"].score * 100,
    seo: categories.seo.score * 100,
    lcp: audits["largest-contentful-paint"].numericValue / 1000,
    cls: audits["cumulative-layout-shift"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    // The main thread's busy time during the load, from the trace: every task's duration, scaled by
    // the profile's CPU slowdown as Lighthouse's own breakdown does. Unlike TBT, it counts the short
    // tasks too and is not a model's estimate, so it moves less from run to run.
    busy: audits["mainthread-work-breakdown"].numericValue,
    tbtPage: pageMs,
    tbtScripts: scriptMs,
    jsKb: bytesOf("script") / 1024,
    totalKb: bytesOf("total") / 1024,
  };
}

/**
 * Where the blocking time comes from, read from Lighthouse's own long-tasks audit (on a simulated
 * profile, the tasks as replayed on the slow phone): each task's time over 50 ms after the first
 * contentful paint, summed for the page's own tasks (parsing, style, layout, paint) and for its
 * scripts. Lighthouse's TBT blends two estimates, so the two need not add up to it exactly
 * (docs/performance.md, "How Lighthouse counts blocking time here").
 */
function blockingBySource(audits, url) {
  const firstPaint = audits["first-contentful-paint"].numericValue;
  let pageMs = 0;
  let scriptMs = 0;
  for (const task of audits["long-tasks"]?.details?.items ?? []) {
    const blocking = task.startTime + task.duration - Math.max(task.startTime, firstPaint) - 50;
    if (blocking <= 0) continue;
    if (task.url === url) pageMs += blocking;
    else if (/\.js(\?|$)/.test(task.url)) scriptMs += blocking;
  }
  return { pageMs, scriptMs };
}
