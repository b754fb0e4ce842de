#!/usr/bin/env node
// What each first-paint trick gains (plugins/gatsby-plugin-first-paint/README.md, "Switching a
// trick off"): the site built as it is, and once more per trick with that trick switched off
// (FIRST_PAINT_OFF), each build copied aside to .scratch/tricks/<name>/ and served on a port of its
// own; then Lighthouse on / and /blog/1/, BENCH_RUNS rounds, on the slow profile unless
// --profile default is given. Each round loads the full build and every trick-off build in turn,
// route by route, in an order rotated from round to round, so a swing in the machine's load falls
// on all of them. Prints, per trick and route, the ratio of the medians full / trick off of TBT,
// the main thread's busy time and LCP with a bootstrap 90% interval (scripts/bench-stats.mjs):
// "gain" when the whole interval is below 1 (the trick makes the page faster), "loss" when it is
// above 1, "tie" when the runs cannot tell. Also the route's gzipped JavaScript (deterministic).
//
//   node scripts/bench-tricks.mjs [--profile default|slow-3g] [trick ...]   (every trick when none is named)
//
// Environment: BENCH_RUNS (9), BENCH_PORT (9700: the full build; each trick the next port),
// BENCH_REUSE=1 (measure the copies of an earlier run instead of building again).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launchChrome, lighthouseRun, PROFILES, warmUp } from "./bench-lib.mjs";
import { atExit, serve } from "./bench-compare.mjs";
import { median, ratioInterval, verdict, withInterval } from "./bench-stats.mjs";
import { root } from "./project-copy.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const PORT = Number(process.env.BENCH_PORT ?? 9700);
const REUSE = process.env.BENCH_REUSE === "1";
const ROUTES = ["/", "/blog/1/"];
const SCRATCH = path.join(root, ".scratch", "tricks");
const FULL = "full";

/** The tricks the plugin can switch off, read from its one list (lib/switches.ts). */
const KNOWN = (() => {
  const source = fs.readFileSync(path.join(root, "plugins/gatsby-plugin-first-paint/lib/switches.ts"), "utf8");
  const list = /export const TRICKS = \[([^\]]*)\]/.exec(source)?.[1] ?? "";
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
})();
const profileAt = process.argv.indexOf("--profile");
const PROFILE = profileAt > -1 ? process.argv[profileAt + 1] : "slow-3g";
if (!(PROFILE in PROFILES)) throw new Error(`--profile is one of: ${Object.keys(PROFILES).join(", ")}`);
const asked = process.argv.slice(2).filter((_, index) => index !== profileAt - 2 && index !== profileAt - 1);
const unknown = asked.filter((name) => !KNOWN.includes(name));
if (unknown.length > 0) throw new Error(`unknown trick ${unknown.join(", ")}; known: ${KNOWN.join(", ")}`);
const TRICKS = asked.length > 0 ? asked : KNOWN;

/** `gatsby build` with `off` switched off (none for the full build); public/ then copied aside. */
function build(name) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  delete env.FIRST_PAINT_OFF;
  if (name !== FULL) env.FIRST_PAINT_OFF = name;
  const start = performance.now();
  execFileSync("npx", ["gatsby", "build"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  const copy = path.join(SCRATCH, name);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(root, "public"), copy, { recursive: true });
  console.log(`built ${name.padEnd(22)} ${((performance.now() - start) / 1000).toFixed(0)} s`);
}

/**
 * Gzipped bytes of the JavaScript a built route loads: what its HTML names (a tag, or the start-up
 * loader's list) and its page component's and the app's chunk groups (as gatsby/js-budget.ts).
 */
function routeJsBytes(dir, route) {
  const html = fs.readFileSync(path.join(dir, route, "index.html"), "utf8");
  const loader = /<script id="start-up-scripts">[^[]*\[([^\]]*)\]/.exec(html)?.[1];
  const named = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) => match[1]),
    ...(loader ? JSON.parse(`[${loader}]`).map((source) => source.slice(1)) : []),
  ];
  const pageData = path.join(dir, "page-data", route === "/" ? "index" : route, "page-data.json");
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, "utf8"));
  const stats = JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8"));
  const grouped = ["app", componentChunkName].flatMap((group) =>
    stats.namedChunkGroups[group].assets.map((asset) => asset.name).filter((name) => name.endsWith(".js")),
  );
  return [...new Set([...named, ...grouped])].reduce(
    (sum, name) => sum + gzipSync(fs.readFileSync(path.join(dir, name)), { level: 9 }).length,
    0,
  );
}

/** Every load of a round: route by route, the variants in an order rotated by the round. */
function schedule(variants, round) {
  const shift = round % variants.length;
  const order = [...variants.slice(shift), ...variants.slice(0, shift)];
  return ROUTES.flatMap((route) => order.map((variant) => ({ variant, route })));
}

/** Runs `measure(url)` `rounds` times on each route of each variant, after a warm-up load of each. */
async function measureAll(variants, rounds, measure) {
  const results = Object.fromEntries(variants.map((v) => [v.name, Object.fromEntries(ROUTES.map((r) => [r, []]))]));
  await warmUp(
    variants.map((variant) => `${variant.base}${ROUTES[0]}`),
    measure,
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const { variant, route } of schedule(variants, round)) {
      results[variant.name][route].push(await measure(`${variant.base}${route}`));
    }
    console.log(`round ${round + 1} of ${rounds} done`);
  }
  return results;
}

/** The figures weighed: Lighthouse's simulated TBT, the trace's busy time and LCP. */
const METRICS = [
  // key, label, decimals of the median
  ["tbt", "TBT ms", 0],
  ["busy", "busy ms", 0],
  ["lcp", "LCP s", 2],
];

/** A trick's effect on one figure: full / trick off, "gain" when the interval is wholly below 1. */
function effect(full, off) {
  const interval = ratioInterval(full, off);
  const call = { PASS: "gain", FAIL: "loss", tie: "tie" }[verdict(interval)];
  // PASS allows an upper end of exactly 1; a gain must be wholly below it.
  const named = call === "gain" && interval.high >= 1 ? "tie" : call;
  return `${named} ${withInterval(interval.ratio, interval.low, interval.high)}`;
}

fs.mkdirSync(SCRATCH, { recursive: true });
const names = [FULL, ...TRICKS];
if (!REUSE) names.forEach(build);
const variants = names.map((name, index) => ({
  name,
  dir: path.join(SCRATCH, name),
  base: `http://localhost:${PORT + index}`,
}));
const stops = await Promise.all(
  variants.map((variant, index) => {
    if (!fs.existsSync(path.join(variant.dir, "index.html"))) throw new Error(`no build in ${variant.dir}`);
    return serve(variant.dir, PORT + index);
  }),
);
try {
  const chrome = await launchChrome();
  const stopChrome = atExit(() => chrome.kill());
  let lighthouse;
  try {
    lighthouse = await measureAll(variants, RUNS, (url) => lighthouseRun(chrome, url, PROFILE));
  } finally {
    stopChrome();
  }

  const date = new Date().toISOString().slice(0, 10);
  console.log(
    `\n${date}, node scripts/bench-tricks.mjs ${process.argv.slice(2).join(" ")}`.trimEnd() +
      `: Lighthouse, profile ${PROFILE}, medians of ${RUNS} rounds; each trick's row gives full / trick off` +
      ` with its 90% interval (below 1: the trick makes the page faster). JS = gzipped bytes of the route's scripts.`,
  );
  for (const route of ROUTES) {
    const values = (name, key) => lighthouse[name][route].map((run) => run[key]);
    const fullBytes = routeJsBytes(variants[0].dir, route);
    const rows = variants.map((variant) => {
      const row = { off: variant.name };
      for (const [key, label, decimals] of METRICS) {
        row[label] =
          variant.name === FULL
            ? median(values(FULL, key)).toFixed(decimals)
            : effect(values(FULL, key), values(variant.name, key));
      }
      const bytes = routeJsBytes(variant.dir, route);
      row["JS B"] =
        variant.name === FULL ? `${bytes}` : `${bytes} (${bytes - fullBytes >= 0 ? "+" : ""}${bytes - fullBytes})`;
      return row;
    });
    console.log(`\n${route}`);
    console.table(rows);
  }
  fs.writeFileSync(path.join(SCRATCH, "results.json"), JSON.stringify({ date, PROFILE, RUNS, lighthouse }, null, 1));
} finally {
  for (const stop of stops) stop();
}
