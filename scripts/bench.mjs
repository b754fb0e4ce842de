// Performance benchmark (not part of `npm test`): cold and warm build times, then Lighthouse's
// mobile preset against /, /hi/, /blog/, /blog/1/ and a library page in Debian's Chromium, three
// runs each (five with --compare), medians printed.
//
// Options (after `npm run bench --`):
//   --no-build         skip our builds and measure the existing public/ folder.
//   --compare <dir>    also measure another Gatsby site (say ../shared/anchors/gatsby-starter-blog)
//                      in the same run: copied to .scratch/compare-<name>/, installed and built there
//                      when needed, served on BENCH_PORT + 1; its / and first article (or
//                      --compare-article <path>) are loaded alternately with ours (route by route,
//                      the other site first on odd runs).
//                      Prints both sites' medians, the ratios and the targets (PASS/FAIL), then the
//                      long tasks while each route loads on the profile's slowed CPU (Playwright, 390x844).
//   --profile slow-3g  Lighthouse's network and CPU as a cheap phone on a slow network has them
//                      (300 ms round trips, 700 kbit/s, CPU 6x slower) instead of its mobile preset's;
//                      the targets become LCP ≤ 2.5 s and TBT ≤ 200 ms, and at most the starter's.
// Environment: BENCH_RUNS (runs per route; 3, or 5 with --compare), BENCH_PORT (9300).
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import chromiumFlags from "./chromium-flags.json" with { type: "json" };
import { CHROME, launchChrome, lighthouseRun, median, PROFILES, warmUp } from "./bench-lib.mjs";
import { atExit, firstArticle, longTaskRow, longTaskRun, prepareSite, serve } from "./bench-compare.mjs";
import { root } from "./project-copy.mjs";

const argument = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > -1 ? process.argv[at + 1] : undefined;
};
const COMPARE = argument("compare");
if (process.argv.includes("--compare") && !COMPARE?.match(/^[^-]/)) throw new Error("--compare needs a folder");
const BUILD = !process.argv.includes("--no-build");
const PORT = Number(process.env.BENCH_PORT ?? 9300);
const RUNS = Number(process.env.BENCH_RUNS ?? (COMPARE ? 5 : 3));
const PROFILE = argument("profile") ?? "default";
if (!(PROFILE in PROFILES)) throw new Error(`--profile is one of: ${Object.keys(PROFILES).join(", ")}`);
/**
 * The targets on each profile: the default keeps the score and blocking time it always had; the
 * slow profile asks for a page that paints its largest content within 2.5 s and blocks at most
 * 200 ms. On both, LCP and TBT at most the starter's, home against home and article against article.
 */
/** The long-task probe's CPU slowdown: the profile's. */
const CPU_SLOWDOWN = PROFILES[PROFILE]?.cpuSlowdownMultiplier ?? 4;
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

/** Medians of Lighthouse results, as numbers. */
function lighthouseMedians(runs) {
  const keys = [
    "performance",
    "accessibility",
    "bestPractices",
    "seo",
    "lcp",
    "cls",
    "tbt",
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
    "JS kB": m.jsKb.toFixed(1),
    "total kB": m.totalKb.toFixed(1),
  };
}

const ratio = (ours, theirs) => (theirs > 0 ? (ours / theirs).toFixed(2) : ours > 0 ? "inf" : "1.00");
const verdict = (ok) => (ok ? "PASS" : "FAIL");

/**
 * Our route against theirs: differences, ratios and the targets. `like` says the two are the same
 * kind of page (home and home, article and article), where LCP and TBT must be at most theirs.
 */
function comparisonRow(ourRoute, ours, theirRoute, theirs, like) {
  return {
    "ours vs theirs": `${ourRoute} vs ${theirRoute}`,
    "perf Δ": ours.performance - theirs.performance,
    "TBT ratio": ratio(ours.tbt, theirs.tbt),
    "LCP ratio": ratio(ours.lcp, theirs.lcp),
    ...(TARGETS.perf === undefined
      ? {}
      : {
          [`perf ≥ ${TARGETS.perf}`]: verdict(ours.performance >= TARGETS.perf),
          "perf ≥ theirs": verdict(ours.performance >= theirs.performance),
        }),
    [`TBT ≤ ${TARGETS.tbtMs} ms`]: verdict(ours.tbt <= TARGETS.tbtMs),
    ...(TARGETS.lcpS === undefined ? {} : { [`LCP ≤ ${TARGETS.lcpS} s`]: verdict(ours.lcp <= TARGETS.lcpS) }),
    "TBT ≤ theirs": like || TARGETS.perf !== undefined ? verdict(ours.tbt <= theirs.tbt) : "",
    "LCP ≤ theirs": like ? verdict(ours.lcp <= theirs.lcp) : "",
  };
}

async function withLighthouse(sites) {
  const chrome = await launchChrome();
  const stop = atExit(() => chrome.kill());
  try {
    return await measureAll(sites, (url) => lighthouseRun(chrome, url, PROFILE));
  } finally {
    stop();
  }
}

async function withLongTasks(sites) {
  const browser = await chromium.launch({ executablePath: CHROME, args: chromiumFlags });
  try {
    return await measureAll(sites, (url) => longTaskRun(browser, url, CPU_SLOWDOWN));
  } finally {
    await browser.close();
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
const ours = {
  name: "ours",
  base: `http://localhost:${PORT}`,
  routes: ["/", "/hi/", "/blog/", "/blog/1/", libraryPage],
  article: "/blog/1/",
};
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

  if (theirFolder) {
    const [, theirs] = sites;
    // Each route against their home page (our two home pages like for like); our article and our
    // library page (a long page with a picture at its top, as an article is) against their article too.
    const pairs = [
      ...ours.routes.map((route) => [route, "/", route === "/" || route === "/hi/"]),
      [ours.article, theirs.article, true],
      [libraryPage, theirs.article, true],
    ];
    const rows = pairs.map(([a, b, like]) => comparisonRow(a, medians.ours[a], b, medians[theirs.name][b], like));
    console.log(`\nOurs against ${theirs.name} (Lighthouse medians; ratios ours / theirs)`);
    console.table(rows);
    const failed = rows.flatMap((row) =>
      Object.entries(row)
        .filter(([, value]) => value === "FAIL")
        .map(([target]) => `${row["ours vs theirs"]}: ${target}`),
    );
    console.log(failed.length ? `Targets missed: ${failed.join("; ")}` : "All targets met.");

    const longTasks = await withLongTasks(sites);
    for (const site of sites) {
      console.log(
        `\nLong tasks while loading, CPU ${CPU_SLOWDOWN}x slower, 390x844, median of ${RUNS} loads — ${site.name}`,
      );
      console.table(site.routes.map((route) => longTaskRow(route, longTasks[site.name][route])));
    }
  }
} finally {
  for (const stop of servers) stop();
}
