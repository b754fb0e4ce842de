// The blog at scale (not part of `npm test`): `npm run bench:scale -- --articles 1000` copies the
// project into .scratch/, adds that many generated articles there (never committed), each with its
// own hero picture, builds cold, then warm after adding one more article, serves the build and
// prints build times, peak memory, image jobs, listing and search-index weights, Lighthouse mobile
// medians for /blog/, /blog/page/2/ and a category page, and how soon a typed search shows results.
/* global document, MutationObserver -- in the page, through page.evaluate */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import matter from "gray-matter";
import sharp from "sharp";
import chromiumFlags from "./chromium-flags.json" with { type: "json" };
import { CHROME, launchChrome, lighthouseRun, median, waitForServer } from "./bench-lib.mjs";
import { copyProject, root } from "./project-copy.mjs";

const argument = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > -1 ? process.argv[at + 1] : fallback;
};
const ARTICLES = Number(argument("articles", "1000"));
const RUNS = Number(argument("runs", "3"));
const PORT = Number(process.env.BENCH_PORT ?? 9310);
const work = path.join(root, ".scratch", `scale-${ARTICLES}`);
const CATEGORIES = ["Surgical Techniques", "Cancer Care", "Innovation", "Patient Care", "Medical Research"];

/** A repeatable pseudo-random sequence, so every run generates the same blog. */
function random(seed) {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}
const next = random(42);
const pick = (list) => list[Math.floor(next() * list.length)];

/** The sample articles' blocks (paragraphs, lists, headings), to write new articles of the same length from. */
function sampleBlocks() {
  const folder = path.join(root, "content/blog");
  const bodies = fs.readdirSync(folder).map((id) => matter(fs.readFileSync(path.join(folder, id, "index.md"), "utf8")));
  const blocks = bodies.flatMap(({ content }) => content.split(/\n{2,}/).filter((block) => !block.includes("![")));
  const words = bodies.flatMap(({ content }) => content.match(/[A-Za-z]{6,}/g) ?? []);
  return {
    headings: blocks.filter((block) => block.startsWith("## ")),
    paragraphs: blocks.filter((block) => !block.startsWith("#")),
    words: [...new Set(words.map((word) => word.toLowerCase()))],
    length: Math.round(bodies.reduce((sum, { content }) => sum + content.length, 0) / bodies.length),
  };
}

/** A landscape picture of its own: soft shapes on a gradient, like the sample artwork. */
async function heroPicture(file, seed) {
  const hue = (seed * 47) % 360;
  const circles = Array.from({ length: 6 }, (_, index) => {
    const x = Math.round(next() * 1600);
    const y = Math.round(next() * 900);
    const r = 60 + Math.round(next() * 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + index * 35) % 360},55%,${55 + index * 5}%)" opacity="0.55"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,92%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},50%,80%)"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/>${circles}</svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toFile(file);
}

async function writeArticle(blocks, id, date) {
  const folder = path.join(work, "content/blog", `gen-${id}`);
  fs.mkdirSync(folder, { recursive: true });
  const topic = `${pick(blocks.words)} ${pick(blocks.words)}`;
  const parts = [];
  let length = 0;
  while (length < blocks.length) {
    const block = parts.length % 5 === 0 ? pick(blocks.headings) : pick(blocks.paragraphs);
    parts.push(block);
    length += block.length;
  }
  // A word no other article has, so search can be checked at any size.
  parts.push(`Reference code marker${id}.`);
  const day = date.toISOString().slice(0, 10);
  const front = {
    id,
    title: `Generated article ${id}: ${topic}`,
    date: day,
    lastReviewed: day,
    category: CATEGORIES[id % CATEGORIES.length],
    excerpt: `A generated article about ${topic}, written from the sample articles to measure the blog at scale.`,
    hero: "./hero.jpg",
    heroAlt: `Abstract shapes in soft colours for article ${id}`,
    author: "Dr. Rohan Srivastava",
  };
  fs.writeFileSync(path.join(folder, "index.md"), matter.stringify(`\n${parts.join("\n\n")}\n`, front));
  await heroPicture(path.join(folder, "hero.jpg"), id);
}

/** `gatsby build` in the copy: seconds, peak memory of its largest process (GNU time), image jobs. */
function build(label) {
  const gatsby = path.join(root, "node_modules/.bin/gatsby");
  const timeBinary = fs.existsSync("/usr/bin/time") ? "/usr/bin/time" : null;
  const [command, args] = timeBinary ? [timeBinary, ["-f", "PEAK_KB %M", gatsby, "build"]] : [gatsby, ["build"]];
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: work, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`${label} failed`);
  }
  const output = `${result.stdout}\n${result.stderr}`;
  const peak = Number(/PEAK_KB (\d+)/.exec(output)?.[1] ?? 0);
  const jobs = [...output.matchAll(/IMAGE_PROCESSING jobs[^\n]*?(\d+)\/(\d+)/g)].at(-1)?.[2] ?? "0";
  return { seconds, peakMb: peak / 1024, jobs: Number(jobs) };
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;

/** HTML plus page data of a built page, gzipped. */
function pageWeight(publicDir, route) {
  const html = path.join(publicDir, route, "index.html");
  const data = path.join(
    publicDir,
    "page-data",
    route === "/" ? "index" : route.replace(/^\/|\/$/g, ""),
    "page-data.json",
  );
  return { html: gzipSize(html), data: gzipSize(data) };
}

/** Milliseconds from filling the search box to the first result on screen, CPU slowed 4x, index loaded. */
async function timeToFirstResult(url, query) {
  const browser = await chromium.launch({ executablePath: CHROME, args: chromiumFlags });
  const times = [];
  try {
    for (let run = 0; run < 5; run += 1) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const cdp = await page.context().newCDPSession(page);
      await page.goto(url, { waitUntil: "networkidle" });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const loaded = page.waitForResponse((response) => response.url().includes("/static/search/"));
      await page.focus("#blog-search");
      await loaded;
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      const firstResult = page.evaluate(
        () =>
          new Promise((resolve) => {
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (document.querySelector("section[aria-labelledby='articles-heading'] ol li")) {
                observer.disconnect();
                resolve(performance.now() - start);
              }
            });
            observer.observe(document.body, { subtree: true, childList: true });
          }),
      );
      await page.fill("#blog-search", query);
      times.push(await firstResult);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return median(times);
}

async function lighthouseMedians(routes) {
  const chrome = await launchChrome();
  const rows = [];
  try {
    for (const route of routes) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await lighthouseRun(chrome, `http://localhost:${PORT}${route}`));
      const value = (key) => median(runs.map((item) => item[key]));
      rows.push({
        route,
        perf: value("performance"),
        "LCP s": value("lcp").toFixed(2),
        CLS: value("cls").toFixed(3),
        "TBT ms": Math.round(value("tbt")),
        "JS kB": value("jsKb").toFixed(1),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

console.log(`The blog with ${ARTICLES} generated articles (plus the samples), in ${path.relative(root, work)}`);
// A cold build: nothing kept from an earlier run.
copyProject(work);
const blocks = sampleBlocks();
const start = Date.UTC(2025, 10, 1);
for (let index = 0; index < ARTICLES; index += 1) {
  await writeArticle(blocks, 1000 + index, new Date(start - index * 86_400_000));
}

const cold = build("cold build");
await writeArticle(blocks, 1000 + ARTICLES, new Date(start + 86_400_000));
const warm = build("warm build");

const publicDir = path.join(work, "public");
const listingRoutes = fs
  .readdirSync(path.join(publicDir, "page-data", "blog"), { recursive: true })
  .filter((file) => String(file).endsWith("page-data.json"))
  .map((file) => `/blog/${path.dirname(String(file))}/`.replace("/./", "/"))
  .filter((route) => route === "/blog/" || /\/(page|category)\//.test(route));
const weights = listingRoutes.map((route) => ({ route, ...pageWeight(publicDir, route) }));
const heaviest = weights.reduce((a, b) => (a.html + a.data >= b.html + b.data ? a : b));
const blog = weights.find((weight) => weight.route === "/blog/");
// The English index: the one the 1,000 generated articles are in.
const indexFile = fs.readdirSync(path.join(publicDir, "static/search")).find((name) => name.startsWith("search-en-"));
const indexPath = path.join(publicDir, "static/search", indexFile);

console.log("\nBuild");
console.table({
  cold: { seconds: cold.seconds.toFixed(0), "peak MB": cold.peakMb.toFixed(0), "image jobs": cold.jobs },
  "warm (+1 article)": { seconds: warm.seconds.toFixed(0), "peak MB": warm.peakMb.toFixed(0), "image jobs": warm.jobs },
});
console.log("\nWeight (gzip)");
console.table({
  "/blog/": { "HTML kB": (blog.html / 1024).toFixed(1), "page-data kB": (blog.data / 1024).toFixed(1) },
  [`heaviest listing page (${heaviest.route})`]: {
    "HTML kB": (heaviest.html / 1024).toFixed(1),
    "page-data kB": (heaviest.data / 1024).toFixed(1),
  },
  "search index": {
    "HTML kB": "",
    "page-data kB": "",
    raw: `${(fs.statSync(indexPath).size / 1024).toFixed(0)} kB`,
    gzip: `${(gzipSize(indexPath) / 1024).toFixed(1)} kB`,
  },
});
console.log(`listing pages: ${listingRoutes.length}`);

const server = spawn(path.join(root, "node_modules/.bin/gatsby"), ["serve", "--port", String(PORT)], {
  cwd: work,
  stdio: "ignore",
  detached: true,
});
try {
  await waitForServer(`http://localhost:${PORT}/blog/`);
  const category = `/blog/category/${CATEGORIES[1].toLowerCase().replace(/ /g, "-")}/`;
  const routes = ["/blog/", ...(listingRoutes.includes("/blog/page/2/") ? ["/blog/page/2/"] : []), category];
  console.log(`\nLighthouse mobile preset, median of ${RUNS} runs`);
  console.table(await lighthouseMedians(routes));
  // A word of one generated article, or of the sample articles when none were generated.
  const query = ARTICLES > 0 ? `marker${1000 + Math.floor(ARTICLES / 2)}` : "jaundice";
  const ms = await timeToFirstResult(`http://localhost:${PORT}/blog/`, query);
  console.log(`\nTyping a search to its first result, CPU 4x slower, index loaded: median ${ms.toFixed(0)} ms of 5`);
} finally {
  process.kill(-server.pid);
}
