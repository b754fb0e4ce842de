import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { LANGUAGES, localisedPath } from "../src/i18n/languages";
import { OFFLINE_PATH, offlineReadingOn, WORKER_PATH, withoutScripts } from "../src/lib/offline";
import { tricksOff } from "../plugins/gatsby-plugin-first-paint/lib/switches";
import { readContentJson } from "./content-json";

/**
 * Reading offline (DECISIONS.md 23; docs/architecture.md, "Reading offline"): the service worker,
 * built with Workbox 7 once the pages are written, and the switch in content that turns it off.
 */

/** The precache may hold the offline pages and nothing else of size. */
export const PRECACHE_LIMIT_BYTES = 100 * 1024;

/** The browser bundle learns whether to register the worker (gatsby-browser.tsx). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({ SITE_OFFLINE_WORKER: JSON.stringify(offlineReadingOn(readContentJson("practice.json"))) }),
    ],
  });
};

/** `offline/index.html` and `hi/offline/index.html`, relative to the build folder. */
const offlinePageFiles = () => LANGUAGES.map((lang) => `${localisedPath(lang, OFFLINE_PATH).slice(1)}index.html`);

/**
 * Writes `public/sw.js`: the worker of src/service-worker/worker.ts with the offline pages to
 * precache, or, switched off in content/practice.json (`on` false), the one that removes itself
 * (remove.ts). The offline pages lose Gatsby's scripts first: served at another page's address,
 * Gatsby would move the reader to /offline/; their own script (the saved pages' list) stays. Runs
 * before the host headers are written, which hash the pages' inline scripts.
 */
export async function writeOfflineWorker(publicDir: string, on: boolean): Promise<{ precacheBytes: number }> {
  for (const file of offlinePageFiles()) {
    const page = path.join(publicDir, file);
    await fs.promises.writeFile(page, withoutScripts(await fs.promises.readFile(page, "utf8")));
  }
  // Loaded here, not at the top: Jest's browser-like environment cannot load esbuild.
  const [{ build }, { injectManifest }] = await Promise.all([import("esbuild"), import("workbox-build")]);
  const appData = JSON.parse(await fs.promises.readFile(path.join(publicDir, "page-data/app-data.json"), "utf8")) as {
    webpackCompilationHash: string;
  };
  const bundled = await build({
    entryPoints: [path.resolve("src/service-worker", on ? "worker.ts" : "remove.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    logLevel: "warning",
    define: {
      BUILD: JSON.stringify(appData.webpackCompilationHash),
      // Workbox's own logging is for development builds only.
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
  });
  const code = bundled.outputFiles[0]?.text ?? "";
  const swDest = path.join(publicDir, WORKER_PATH.slice(1));
  if (!on) {
    await fs.promises.writeFile(swDest, code);
    return { precacheBytes: 0 };
  }
  const swSrc = path.resolve(".cache", "offline-worker", "sw.js");
  await fs.promises.mkdir(path.dirname(swSrc), { recursive: true });
  await fs.promises.writeFile(swSrc, code);
  const { size, warnings } = await injectManifest({
    swSrc,
    swDest,
    globDirectory: publicDir,
    globPatterns: offlinePageFiles(),
    // Precached under the page's own address, "/offline/", as the worker asks for it.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: `/${entry.url.replace(/index\.html$/, "")}` })),
        warnings: [],
      }),
    ],
  });
  if (warnings.length > 0) throw new Error(`The service worker's precache: ${warnings.join("; ")}`);
  if (size > PRECACHE_LIMIT_BYTES) {
    const message = `The service worker would precache ${size} bytes, more than ${PRECACHE_LIMIT_BYTES}`;
    // A build with a first-paint trick switched off is for measuring it only (scripts/bench-tricks.mjs):
    // without the Emotion blocks, say, the offline pages' HTML outgrows the limit.
    if (tricksOff().size === 0) throw new Error(message);
    console.warn(`${message}: allowed while FIRST_PAINT_OFF is set, for measurement`);
  }
  return { precacheBytes: size };
}
