// Performance benchmark (not part of `npm test`): cold and warm build times, then Lighthouse's
// mobile preset against our routes in Debian's Chromium, medians printed.
//
// Options (after `npm run bench --`):
//   --no-build         skip our builds and measure the existing public/ folder.
//   --compare <dir>    also measure another Gatsby site (say ../shared/anchors/gatsby-starter-blog)
//                      in the same run: copied to .scratch/compare-<name>/, installed and built there
//                      when needed, served on BENCH_PORT + 1; its / and first article (or
//                      --compare-article <path>) are loaded alternately with ours (route by route,
//                      the other site first on odd runs). Each comparison gives the ratio of the
//                      medians (ours / theirs) of TBT, the main thread's busy time and LCP, with a
//                      bootstrap 90% interval (scripts/bench-stats.mjs): PASS when the interval's
//                      upper end is at most 1, FAIL when its lower end is above 1, "tie" otherwise.
//   --profile slow-3g  Lighthouse's network and CPU as a cheap phone on a slow network has them
//                      (300 ms round trips, 700 kbit/s, CPU 6x slower) instead of its mobile preset's;
//                      every route is then held to LCP ≤ 2.5 s and TBT ≤ 200 ms.
// Environment: BENCH_RUNS (runs per route; 3, or 9 with --compare), BENCH_PORT (9300),
// BENCH_ROUTES (our routes, comma-separated, instead of every kind of page).
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { launchChrome, lighthouseRun, PROFILES, warmUp } from "./bench-lib.mjs";
import { atExit, firstArticle, prepareSite, serve } from "./bench-compare.mjs";
import { median, medianInterval, ratioInterval, verdict, withInterval } from "./bench-stats.mjs";
import { root } from "./project-copy.mjs";

const argument = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > -1 ? process.argv[at + 1] : undefined;
};
const COMPARE = argument("compare");
if (process.argv.includes("--compare") && !COMPARE?.match(/^[^-]/)) throw new Error("--compare needs a folder");
const BUILD = !process.argv.includes("--no-build");
const PORT = Number(process.env.BENCH_PORT ?? 9300);
const RUNS = Number(process.env.BENCH_RUNS ?? (COMPARE ? 9 : 3));
const PROFILE = argument("profile") ?? "default";
if (!(PROFILE in PROFILES)) throw new Error(`--profile is one of: ${Object.keys(PROFILES).join(", ")}`);
/**
 * The targets on each profile. The default keeps the score and blocking time it always had; the
 * slow profile holds every route to a largest paint within 2.5 s and at most 200 ms of blocking
 * (DECISIONS.md 26). On both, like against like (home and home, article and article) has LCP, TBT
 * and busy time at most the starter's.
 */
const TARGETS = {
  default: { perf: 98, tbtMs: 50, lcpS: undefined },
  "slow-3g": { perf: undefined, tbtMs: 200, lcpS: 2.5 },
}[PROFILE];

function timed(label, command) {
  const start = performance.now();
  execSync(command, { stdio: ["ignore", "ignore", "inherit"] });
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label.padEnd(12)} ${seconds.toFixed(1)} s`);
  return seconds;
}

/**
 * Every load of a run, alternating the sites route by route (ours, theirs, ours…), the other site
 * first on odd runs, so a swing in the machine's load falls on both.
 */
function schedule(sites, run) {
  const order = run % 2 === 0 ? sites : [...sites].reverse();
  const longest = Math.max(...sites.map((site) => site.routes.length));
  return Array.from({ length: longest }, (_, index) =>
    order.filter((site) => index < site.routes.length).map((site) => ({ site, route: site.routes[index] })),
  ).flat();
}

/**
 * Runs `measure(url)` RUNS times on each route of each site, after a warm-up load of each site;
 * returns site name -> route -> results.
 */
async function measureAll(sites, measure) {
  const results = Object.fromEntries(
    sites.map((site) => [site.name, Object.fromEntries(site.routes.map((r) => [r, []]))]),
  );
  await warmUp(
    sites.map((site) => `${site.base}${site.routes[0]}`),
    measure,
  );
  for (let run = 0; run < RUNS; run += 1) {
    for (const { site, route } of schedule(sites, run)) {
      results[site.name][route].push(await measure(`${site.base}${route}`));
    }
  }
  return results;
}

/** Medians of Lighthouse results, as numbers, and each run's values (for the intervals). */
function lighthouseMedians(runs) {
  const keys = [
    "performance",
    "accessibility",
    "bestPractices",
    "seo",
    "lcp",
    "cls",
    "tbt",
    "busy",
    "tbtPage",
    "tbtScripts",
    "jsKb",
    "totalKb",
  ];
  const tbts = runs.map((run) => run.tbt);
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
    tbtLow: Math.min(...tbts),
    tbtHigh: Math.max(...tbts),
    runs,
  };
}

function lighthouseRow(route, m, { scores }) {
  return {
    route,
    perf: m.performance,
    ...(scores ? { a11y: m.accessibility, bp: m.bestPractices, seo: m.seo } : {}),
    "LCP s": m.lcp.toFixed(2),
    CLS: m.cls.toFixed(3),
    "TBT ms": Math.round(m.tbt),
    // The spread of the runs, and the median of the blocking from the page's own tasks and from its scripts.
    "TBT runs": `${Math.round(m.tbtLow)}–${Math.round(m.tbtHigh)}`,
    "page / scripts": `${Math.round(m.tbtPage)} / ${Math.round(m.tbtScripts)}`,
    "busy ms": Math.round(m.busy),
    "JS kB": m.jsKb.toFixed(1),
    "total kB": m.totalKb.toFixed(1),
  };
}

/** What the comparisons weigh: Lighthouse's simulated TBT, the trace's busy time and LCP. */
const COMPARED = [
  ["TBT", "tbt"],
  ["busy", "busy"],
  ["LCP", "lcp"],
];

/**
 * A route against an absolute limit (at most `limit`, or at least it for a score): the median's
 * interval against it.
 */
function limitCell(values, limit, digits, { atLeast = false } = {}) {
  const sign = atLeast ? -1 : 1;
  const interval = medianInterval(values.map((value) => sign * value));
  const [low, high] = atLeast ? [-interval.high, -interval.low] : [interval.low, interval.high];
  return `${verdict(interval, sign * limit)} ${withInterval(sign * interval.value, low, high, digits)}`;
}

/** A route's absolute targets on this profile. */
function targetRow(route, m) {
  const values = (key) => m.runs.map((run) => run[key]);
  return {
    route,
    ...(TARGETS.perf === undefined
      ? {}
      : { [`perf ≥ ${TARGETS.perf}`]: limitCell(values("performance"), TARGETS.perf, 0, { atLeast: true }) }),
    [`TBT ≤ ${TARGETS.tbtMs} ms`]: limitCell(values("tbt"), TARGETS.tbtMs, 0),
    ...(TARGETS.lcpS === undefined ? {} : { [`LCP ≤ ${TARGETS.lcpS} s`]: limitCell(values("lcp"), TARGETS.lcpS, 2) }),
  };
}

/**
 * Our route against theirs, like against like (home and home, article and article): the ratio of
 * the medians (ours / theirs) of each compared figure with its 90% interval, each a target of at
 * most 1.
 */
function comparisonRow(ourRoute, ours, theirRoute, theirs) {
  const values = (side, key) => side.runs.map((run) => run[key]);
  return {
    "ours vs theirs": `${ourRoute} vs ${theirRoute}`,
    ...Object.fromEntries(
      COMPARED.map(([label, key]) => {
        const interval = ratioInterval(values(ours, key), values(theirs, key));
        return [`${label} ratio`, `${verdict(interval)} ${withInterval(interval.ratio, interval.low, interval.high)}`];
      }),
    ),
  };
}

/** The targets a table's rows missed, each named by its row. */
const missed = (rows, key) =>
  rows.flatMap((row) =>
    Object.entries(row)
      .filter(([, value]) => String(value).startsWith("FAIL"))
      .map(([target]) => `${row[key]}: ${target}`),
  );

async function withLighthouse(sites) {
  const chrome = await launchChrome();
  const stop = atExit(() => chrome.kill());
  try {
    return await measureAll(sites, (url) => lighthouseRun(chrome, url, PROFILE));
  } finally {
    stop();
  }
}

if (BUILD) {
  console.log("Build times");
  timed("cold build", "npx gatsby clean && npx gatsby build");
  timed("warm build", "npx gatsby build");
}
const theirFolder = COMPARE ? prepareSite(COMPARE) : null;

// A page of the patient library: the first condition, A to Z by its folder.
const libraryPage = `/conditions/${fs.readdirSync(path.join(root, "content/conditions")).sort()[0]}/`;
/** Every kind of page: home in both languages, the blog, an article, a library page and the built
 * pages a patient reads before coming (those this build has). */
const KINDS = ["/", "/hi/", "/blog/", "/blog/1/", libraryPage, "/fees-and-insurance/", "/second-opinion/"].filter(
  (route) => fs.existsSync(path.join(root, "public", route, "index.html")),
);
const ours = {
  name: "ours",
  base: `http://localhost:${PORT}`,
  routes: process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(",") : KINDS,
  article: "/blog/1/",
};
if (COMPARE) {
  // The like-for-like pairs need these three, whatever else is measured.
  for (const route of ["/", ours.article, libraryPage]) if (!ours.routes.includes(route)) ours.routes.push(route);
}
const servers = [await serve(path.join(root, "public"), PORT)];
try {
  const sites = [ours];
  if (theirFolder) {
    servers.push(await serve(path.join(theirFolder, "public"), PORT + 1));
    const base = `http://localhost:${PORT + 1}`;
    const article = argument("compare-article") ?? (await firstArticle(base));
    sites.push({ name: path.basename(theirFolder).replace(/^compare-/, ""), base, routes: ["/", article], article });
  }

  const lighthouseRuns = await withLighthouse(sites);
  const medians = Object.fromEntries(
    sites.map((site) => [
      site.name,
      Object.fromEntries(site.routes.map((route) => [route, lighthouseMedians(lighthouseRuns[site.name][route])])),
    ]),
  );
  for (const site of sites) {
    const title = theirFolder ? ` — ${site.name} (${site.base})` : "";
    console.log(
      `\nLighthouse mobile preset (profile: ${PROFILE}), median of ${RUNS} runs (transfer sizes as served by scripts/serve.mjs)${title}`,
    );
    console.table(
      site.routes.map((route) => lighthouseRow(route, medians[site.name][route], { scores: !theirFolder })),
    );
  }

  const targets = ours.routes.map((route) => targetRow(route, medians.ours[route]));
  console.log(`\nOur routes against the ${PROFILE} profile's limits (median, 90% interval)`);
  console.table(targets);
  const failed = missed(targets, "route");
  if (theirFolder) {
    const [, theirs] = sites;
    // Like for like: the home pages; our article, and our library page (a long page with a picture
    // at its top, as an article is), against their article.
    const pairs = [
      ["/", "/"],
      [ours.article, theirs.article],
      [libraryPage, theirs.article],
    ];
    const rows = pairs.map(([a, b]) => comparisonRow(a, medians.ours[a], b, medians[theirs.name][b]));
    console.log(`\nOurs against ${theirs.name}: ratios of the medians, ours / theirs (90% bootstrap interval)`);
    console.table(rows);
    failed.push(...missed(rows, "ours vs theirs"));
  }
  console.log(failed.length ? `Targets missed: ${failed.join("; ")}` : "No target missed (ties are not misses).");
} finally {
  for (const stop of servers) stop();
}
