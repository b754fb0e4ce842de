// Performance benchmark (not part of `npm test`): cold and warm build times, then Lighthouse's
// mobile preset against /, /blog/ and /blog/1/ in Debian's Chromium, three runs each, medians printed.
import { execSync, spawn } from "node:child_process";
import { launchChrome, lighthouseRun, median, waitForServer } from "./bench-lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 9300);
const ROUTES = ["/", "/blog/", "/blog/1/"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function timed(label, command) {
  const start = performance.now();
  execSync(command, { stdio: ["ignore", "ignore", "inherit"] });
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label.padEnd(12)} ${seconds.toFixed(1)} s`);
  return seconds;
}

console.log("Build times");
timed("cold build", "npx gatsby clean && npx gatsby build");
timed("warm build", "npx gatsby build");

const server = spawn("npx", ["gatsby", "serve", "--port", String(PORT)], { stdio: "ignore", detached: true });
const chrome = await launchChrome();

try {
  await waitForServer(`http://localhost:${PORT}/`);
  const rows = [];
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await lighthouseRun(chrome, `http://localhost:${PORT}${route}`));
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
