import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { MODULE_SWAPS } from "./lib/module-swaps";
import { StartUpScriptsPlugin } from "./lib/start-up-scripts";
import { HYDRATION_OFF_CONSTANT, tricksOff } from "./lib/switches";

/**
 * The plugin's own modules that take the place of others in the browser bundle. Gatsby runs in the
 * site's root, and compiles this file elsewhere (so no `__dirname`).
 */
const own = (file: string) => path.resolve("plugins", "gatsby-plugin-first-paint", "lib", file);

const fail = (what: string, section: string) =>
  new Error(`gatsby-plugin-first-paint: ${what}; see "${section}" in plugins/gatsby-plugin-first-paint/README.md`);

type Chunk = { name?: string | null };
type ChunkName = (module: unknown, chunks: Chunk[], key: string) => string | undefined;

interface BuildJavascriptConfig {
  plugins: unknown[];
  optimization?: {
    splitChunks?: {
      cacheGroups?: { commons?: { chunks?: (chunk: Chunk) => boolean }; shared?: { name?: ChunkName } };
    };
  };
}

/**
 * Changes to the browser bundle (`build-javascript`), each for bytes every visitor downloads
 * (README, "The browser bundle"):
 *
 * - Browser hooks that do nothing here take an empty file's place: Gatsby's Partytown plugin acts
 *   only in development (production pages get Partytown's snippet from the server render), but its
 *   imports put gatsby-script and Partytown's integration (1.2 kB gzipped) into every page's app
 *   chunk; gatsby-plugin-decap-cms's starts Netlify Identity, which the CMS does not use
 *   (`enableIdentityWidget: false`).
 * - Gatsby's Head API is left out of the browser (lib/no-head-export.js): every page's head is
 *   react-helmet's.
 * - So is Gatsby's service-worker registration, which runs only when a plugin asks for a service
 *   worker (gatsby-plugin-offline would); none does (0.4 kB gzipped).
 * - Gatsby's `commons` chunk, loaded on every page, takes the modules that as many chunks use as
 *   there are page components. It counted the chunks of a page's parts too (`lazyPart`): the home
 *   page's six section chunks share the section frame, which then went to every page. Only the
 *   named chunks (the app and the page components) count now. And code the parts' chunks share
 *   goes in a file per set of chunks sharing it: Gatsby names such files from the sharing chunks'
 *   names, which parts' chunks lack, so all of them became one file, fetched whole by any part.
 * - Those scripts are requested once the first screen has been painted (lib/start-up-scripts.ts).
 *
 * `FIRST_PAINT_OFF` leaves any of them out, for measurement only (lib/switches.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  const off = tricksOff();
  // In every stage, so that gatsby-browser.tsx never meets an undefined name.
  const define = plugins.define({
    [HYDRATION_OFF_CONSTANT]: JSON.stringify(off.has("hydration-transition")),
  });
  if (stage !== "build-javascript") return actions.setWebpackConfig({ plugins: [define] });
  const config = getConfig() as BuildJavascriptConfig;
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  if (!commons) throw fail("Gatsby's webpack configuration has no commons cacheGroup", "The commons chunk");
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  if (!shared?.name) throw fail("Gatsby's webpack configuration has no shared cacheGroup", "The commons chunk");
  if (!off.has("commons-chunk")) {
    commons.chunks = (chunk) => Boolean(chunk.name);
    const named = shared.name;
    shared.name = (module, chunks, key) =>
      chunks.every((chunk) => chunk.name) ? named(module, chunks, key) : undefined;
  }
  config.plugins.push(
    define,
    ...(off.has("module-swaps")
      ? []
      : MODULE_SWAPS.map((swap) => plugins.normalModuleReplacement(swap.request, own(swap.by)))),
    ...(off.has("scripts-slice") ? [] : [new StartUpScriptsPlugin()]),
  );
  actions.replaceWebpackConfig(config);
};
