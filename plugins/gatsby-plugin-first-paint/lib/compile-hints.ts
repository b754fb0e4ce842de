import type { Compiler } from "webpack";

/**
 * V8's per-file compile hint: a script that opens with this comment has all its functions
 * compiled while it streams in, on a background thread, instead of one by one on the main thread
 * the first time each is called (Chrome 136 and later; other engines read a comment).
 * https://github.com/WICG/explicit-javascript-compile-hints-file-based
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The chunks every page runs as it starts and hydrates: React (`framework`) and Gatsby's runtime
 * with the site's root (`app`), 73 of the 76 kB (gzipped) of start-up code. The webpack runtime's
 * few functions are left out: its comment would take 20 of the 21 bytes the blog listing has left
 * under its budget. Page components and lazily loaded parts stay lazily compiled: much of their
 * code runs later or never.
 */
export const START_UP_CHUNKS: ReadonlySet<string> = new Set(["framework", "app"]);

const NAME = "CompileHintsPlugin";

/**
 * Puts COMPILE_HINT on the first line of the start-up chunks' scripts. It runs after minification
 * (which would drop the comment) and before the source maps and real content hashes are written,
 * so both describe the file as served.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !START_UP_CHUNKS.has(chunk.name)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
            }
          }
        },
      );
    });
  }
}
