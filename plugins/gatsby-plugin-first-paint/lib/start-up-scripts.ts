import fs from "node:fs";
import path from "node:path";
import type { Compiler } from "webpack";

/**
 * The start-up scripts (webpack's runtime, React, Gatsby's app) are requested once the first screen
 * has been painted, not while the page is parsed: the first screen's controls work without them
 * (docs/architecture.md, "Interactive at first paint"), and what they would take from the first paint is the
 * connection and the main thread (README, "The scripts slice").
 *
 * Gatsby writes these tags once, into its scripts slice (public/_gatsby/slices/), and stitches the
 * slice into every page; the plugin below rewrites the slice after Gatsby has written it, before
 * the pages are rendered and stitched.
 */

/** Gatsby's tags for the start-up scripts in its scripts slice, as gatsby-webpack-stats-extractor writes them. */
export const SCRIPT_TAG = /<script src="([^"]+\.js)" async><\/script>/g;
/** The loader's list of scripts in a built page (an array literal of quoted paths). */
const LOADER_LIST = /<script id="start-up-scripts">.*?\[("[^\]]*)\]/;

/**
 * The inline script that replaces the tags. It waits for the page's largest picture (each
 * `<img fetchpriority="high">`) to load and be decoded, so that on a slow connection the picture
 * does not share the bandwidth with 75 kB of script; a picture that fails waits for nothing. Then,
 * after the next frame has been painted (a timer queued from a frame callback runs after that
 * frame), each script is added to <body>, asynchronous as the tags were. A document that is never
 * shown (a tab opened in the background) paints no frame and asks for them when it is first shown.
 */
export function startUpLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources);
  return (
    `<script id="start-up-scripts">Promise.all([].map.call(document.querySelectorAll("img[fetchpriority=high]"),` +
    `function(i){return i.decode().catch(function(){})})).then(function(){` +
    `requestAnimationFrame(function(){setTimeout(function(){` +
    `${list}.forEach(function(u){var s=document.createElement("script");s.src=u;document.body.appendChild(s)})` +
    `})})})</script>`
  );
}

/** The scripts a built page's loader asks for, as written (`/app-<hash>.js`); none if it has no loader. */
export function startUpScripts(html: string): string[] {
  const list = LOADER_LIST.exec(html)?.[1];
  return list ? (JSON.parse(`[${list}]`) as string[]) : [];
}

/**
 * The scripts slice with its script tags replaced by one loader. A slice with no tags (already
 * rewritten) is returned as it is.
 */
export function withStartUpLoader(slice: string): string {
  const sources = [...slice.matchAll(SCRIPT_TAG)].map((match) => match[1]!);
  if (sources.length === 0) return slice;
  return slice.replace(SCRIPT_TAG, "").concat(startUpLoader(sources));
}

const NAME = "StartUpScriptsPlugin";

/**
 * Rewrites Gatsby's scripts slice when the browser bundle is done. Gatsby writes the slice in its
 * own handler of the same hook (gatsby-webpack-stats-extractor), which webpack runs first, since
 * Gatsby's plugins come before the site's in the configuration.
 */
export class StartUpScriptsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tapPromise(NAME, async () => {
      const slice = path.resolve("public", "_gatsby", "slices", "_gatsby-scripts-1.html");
      const html = await fs.promises.readFile(slice, "utf8");
      const rewritten = withStartUpLoader(html);
      if (rewritten === html && !LOADER_LIST.test(html)) {
        throw new Error(
          `${slice} has neither Gatsby's script tags nor the start-up loader: has Gatsby changed them? See "The scripts slice" in plugins/gatsby-plugin-first-paint/README.md`,
        );
      }
      if (rewritten !== html) await fs.promises.writeFile(slice, rewritten);
    });
  }
}
