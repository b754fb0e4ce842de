/**
 * @jest-environment node
 */
// Node, as Gatsby renders pages: Emotion's server build is the one that keeps CSS in `inserted`.
import fs from "node:fs";
import path from "node:path";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { GATSBY_IMAGE_HEAD_KEYS } from "../lib/head";
import { MODULE_SWAPS } from "../lib/module-swaps";
import { SCRIPT_TAG } from "../lib/start-up-scripts";

/**
 * One canary per internal the plugin relies on, read from the packages installed in node_modules
 * (never a copy). Each failure names the internal and the README section that says what it buys
 * and how to fall back to the documented API.
 */
const PLUGIN = path.resolve(__dirname, "..");

/** The text of an installed package's file; the canary fails, naming the section, if it is gone. */
function installed(file: string, section: string): string {
  const full = path.resolve("node_modules", file);
  canary(`the file ${file}`, fs.existsSync(full), section);
  return fs.readFileSync(full, "utf8");
}

/** Fails loudly, naming the internal and the README section. */
function canary(internal: string, holds: boolean, section: string) {
  if (!holds) {
    throw new Error(
      `Canary: ${internal} no longer holds in the installed package; see "${section}" in plugins/gatsby-plugin-first-paint/README.md`,
    );
  }
}

/** Template literals in `source` that contain `needle`, with their ${…} parts. */
const templatesWith = (source: string, needle: string) =>
  [...source.matchAll(/`([^`]*)`/g)].map((match) => match[1]!).filter((text) => text.includes(needle));

describe("The scripts slice", () => {
  const SECTION = "The scripts slice";
  const extractor = () => installed("gatsby/dist/utils/gatsby-webpack-stats-extractor.js", SECTION);

  test("Gatsby's stats extractor writes the start-up scripts as <script src=… async> tags the plugin finds", () => {
    const tags = templatesWith(extractor(), " async></script>").map((template) =>
      template.replace(/\$\{[^}]*publicPath[^}]*\}/, "").replace(/\$\{[^}]*\}/, "app-0123.js"),
    );
    canary(
      `gatsby-webpack-stats-extractor.js writing <script src="…" async></script>`,
      tags.some((tag) => new RegExp(SCRIPT_TAG.source).test(tag)),
      SECTION,
    );
  });

  test("it writes them into public/_gatsby/slices/_gatsby-scripts-1.html, in webpack's done hook", () => {
    canary(
      "gatsby-webpack-stats-extractor.js writing `_gatsby`, `slices`, `_gatsby-scripts-1.html`",
      /`_gatsby`,\s*`slices`,\s*`_gatsby-scripts-1\.html`/.test(extractor()),
      SECTION,
    );
    canary(
      "gatsby-webpack-stats-extractor.js tapping compiler.hooks.done",
      /hooks\.done\.tap/.test(extractor()),
      SECTION,
    );
  });

  test("static-entry.js stitches the _gatsby-scripts slice into every page", () => {
    canary(
      "static-entry.js rendering the `_gatsby-scripts` slice",
      /sliceId:\s*`_gatsby-scripts`/.test(installed("gatsby/cache-dir/static-entry.js", SECTION)),
      SECTION,
    );
  });
});

describe("The webpack configuration", () => {
  const config = () => installed("gatsby/dist/utils/webpack.config.js", "The commons chunk");

  test("Gatsby's build-javascript splitChunks has a commons cacheGroup", () => {
    canary(
      "webpack.config.js's splitChunks.cacheGroups.commons (name `commons`)",
      /commons:\s*\{\s*name:\s*`commons`/.test(config()),
      "The commons chunk",
    );
  });

  test("Gatsby's shared cacheGroup names a chunk by the names of the chunks that share it", () => {
    canary(
      "webpack.config.js's splitChunks.cacheGroups.shared, named from `chunk.name`s",
      /shared:\s*\{[\s\S]*?name\(module, chunks\)\s*\{[^}]*chunk\.name/.test(config()),
      "The commons chunk",
    );
  });

  test("each swapped module exists where the plugin's pattern finds it", () => {
    const SECTION = "The module swaps";
    const [hooks, head, serviceWorker] = MODULE_SWAPS;
    for (const file of [
      "gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
      "gatsby-plugin-decap-cms/gatsby-browser.js",
    ]) {
      installed(file, SECTION);
      canary(
        `the browser hook ${file} matching its swap`,
        hooks.request.test(path.resolve("node_modules", file)),
        SECTION,
      );
    }
    canary(
      "gatsby-plugin-decap-cms/gatsby-browser.js doing nothing but Netlify Identity",
      /netlify-identity-widget/.test(installed("gatsby-plugin-decap-cms/gatsby-browser.js", "The module swaps")),
      SECTION,
    );

    const handler = installed("gatsby/cache-dir/head/head-export-handler-for-browser.js", "The module swaps");
    const importer = installed("gatsby/cache-dir/page-renderer.js", "The module swaps");
    const request = /import \{ headHandlerForBrowser \} from "([^"]+)"/.exec(importer)?.[1] ?? "";
    canary("page-renderer.js importing headHandlerForBrowser", head.request.test(request), SECTION);
    canary(
      "head-export-handler-for-browser.js exporting headHandlerForBrowser",
      /export function headHandlerForBrowser\b/.test(handler),
      SECTION,
    );
    const standIn = fs.readFileSync(path.join(PLUGIN, "lib", head.by), "utf8");
    canary(
      `${head.by} exporting headHandlerForBrowser`,
      /export function headHandlerForBrowser\b/.test(standIn),
      SECTION,
    );

    installed("gatsby/cache-dir/register-service-worker.js", "The module swaps");
    const app = installed("gatsby/cache-dir/production-app.js", "The module swaps");
    const registration = /require\(`(\.\/register-service-worker)`\)/.exec(app)?.[1] ?? "";
    canary("production-app.js requiring ./register-service-worker", serviceWorker.request.test(registration), SECTION);
  });
});

describe("The page path", () => {
  const SECTION = "The page path";

  test("static-entry.js writes each page's path as window.pagePath= in #gatsby-script-loader, before onPreRenderHTML", () => {
    const entry = installed("gatsby/cache-dir/static-entry.js", SECTION);
    canary(
      "static-entry.js writing `window.pagePath=${JSON.stringify(pagePath)}`",
      /window\.pagePath=\$\{JSON\.stringify\(\s*pagePath\s*\)\}/.test(entry),
      SECTION,
    );
    const script = entry.indexOf("id={`gatsby-script-loader`}");
    const hook = entry.indexOf("apiRunner(`onPreRenderHTML`");
    canary("static-entry.js pushing #gatsby-script-loader to the post-body components", script > 0, SECTION);
    canary("static-entry.js running onPreRenderHTML after that", hook > script, SECTION);
  });

  test("production-app.js keeps the reader at the address when window.pagePath is /404.html", () => {
    const app = installed("gatsby/cache-dir/production-app.js", SECTION);
    canary(
      "production-app.js reading window.pagePath",
      /const \{ pagePath, location: browserLoc \} = window/.test(app),
      SECTION,
    );
    canary(
      "production-app.js not navigating away from a 404 page",
      app.includes("pagePath.match(/^\\/(404|500)(\\/?|.html)$/)"),
      SECTION,
    );
  });
});

describe("Hydration", () => {
  const SECTION = "Hydration";

  test("Gatsby renders the page into #___gatsby", () => {
    canary(
      'default-html.js\'s <div id="___gatsby">',
      /id="___gatsby"/.test(installed("gatsby/cache-dir/default-html.js", SECTION)),
      SECTION,
    );
  });

  test("Gatsby hydrates only when #gatsby-focus-wrapper has children, as replaceHydrateFunction does", () => {
    canary(
      'static-entry.js\'s <Router id="gatsby-focus-wrapper">',
      /<Router id="gatsby-focus-wrapper"/.test(installed("gatsby/cache-dir/static-entry.js", SECTION)),
      SECTION,
    );
    canary(
      "production-app.js choosing hydrate by gatsby-focus-wrapper's children",
      /getElementById\(`gatsby-focus-wrapper`\)[\s\S]{0,400}focusEl\.children\.length/.test(
        installed("gatsby/cache-dir/production-app.js", SECTION),
      ),
      SECTION,
    );
  });
});

describe("Emotion's cache", () => {
  const SECTION = "Emotion's cache";

  test("a new cache has `inserted`, and a server render with `compat` leaves each rule's CSS in it", () => {
    const cache = createCache({ key: "css" });
    canary("@emotion/cache's cache.inserted", typeof cache.inserted === "object", SECTION);
    cache.compat = true;
    const html = renderToString(
      <CacheProvider value={cache}>
        <p css={{ color: "rgb(1, 2, 3)" }}>styled</p>
      </CacheProvider>,
    );
    const rules = Object.entries(cache.inserted).filter(([, css]) => typeof css === "string");
    canary(
      "a server render with cache.compat = true keeping the CSS strings in cache.inserted",
      rules.some(([name, css]) => css === `.css-${name}{color:rgb(1, 2, 3);}`),
      SECTION,
    );
    canary(
      "a server render with cache.compat = true writing no <style> into the HTML",
      !html.includes("<style"),
      SECTION,
    );
  });
});

describe("gatsby-plugin-image's head", () => {
  test("gatsby-plugin-image's gatsby-ssr.js still keys its head elements as the plugin removes them", () => {
    const ssr = installed("gatsby-plugin-image/gatsby-ssr.js", "gatsby-plugin-image's head");
    for (const key of GATSBY_IMAGE_HEAD_KEYS) {
      canary(
        `gatsby-plugin-image/gatsby-ssr.js's head element "${key}"`,
        ssr.includes(`key: "${key}"`),
        "gatsby-plugin-image's head",
      );
    }
  });
});

describe("First in <head>", () => {
  test("static-entry.js sorts the head's <meta>s to the top before onPreRenderHTML, not after", () => {
    const entry = installed("gatsby/cache-dir/static-entry.js", "First in <head>");
    const sort = entry.indexOf("headComponents = reorderHeadComponents(headComponents)");
    const hook = entry.indexOf("apiRunner(`onPreRenderHTML`");
    canary(
      "static-entry.js's reorderHeadComponents before onPreRenderHTML",
      sort >= 0 && hook > sort,
      "First in <head>",
    );
  });
});
