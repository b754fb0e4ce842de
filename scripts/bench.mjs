// Performance benchmark (not part of `npm test`): cold and warm build times, then Lighthouse's
// mobile preset against /, /blog/ and /blog/1/ in Debian's Chromium, three runs each, medians printed.
import { execSync, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import chromiumFlags from "./chromium-flags.json" with { type: "json" };

const PORT = Number(process.env.BENCH_PORT ?? 9300);
const ROUTES = ["/", "/blog/", "/blog/1/"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function timed(label, command) {
  const start = performance.now();
  execSync(command, { stdio: ["ignore", "ignore", "inherit"] });
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label.padEnd(12)} ${seconds.toFixed(1)} s`);
  return seconds;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function waitForServer(url) {
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

console.log("Build times");
timed("cold build", "npx gatsby clean && npx gatsby build");
timed("warm build", "npx gatsby build");

const server = spawn("npx", ["gatsby", "serve", "--port", String(PORT)], { stdio: "ignore", detached: true });
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

try {
  await waitForServer(`http://localhost:${PORT}/`);
  const rows = [];
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`http://localhost:${PORT}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const { categories, audits } = result.lhr;
      const bytesOf = (type) =>
        audits["resource-summary"].details.items.find((item) => item.resourceType === type)?.transferSize ?? 0;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories["best-practices"].score * 100,
        seo: categories.seo.score * 100,
        lcp: audits["largest-contentful-paint"].numericValue / 1000,
        cls: audits["cumulative-layout-shift"].numericValue,
        tbt: audits["total-blocking-time"].numericValue,
        jsKb: bytesOf("script") / 1024,
        totalKb: bytesOf("total") / 1024,
      });
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    rows.push({
      route,
      perf: pick("performance"),
      a11y: pick("accessibility"),
      bp: pick("bestPractices"),
      seo: pick("seo"),
      "LCP s": pick("lcp").toFixed(2),
      CLS: pick("cls").toFixed(3),
      "TBT ms": Math.round(pick("tbt")),
      "JS kB": pick("jsKb").toFixed(1),
      "total kB": pick("totalKb").toFixed(1),
    });
  }
  console.log(`\nLighthouse mobile preset, median of ${RUNS} runs (transfer sizes as served by gatsby serve)`);
  console.table(rows);
} finally {
  await chrome.kill();
  process.kill(-server.pid);
}
