// A working copy of the project in a scratch folder, for builds with other content (the test
// variants, the scale benchmark): the sources copied, the dependencies linked, never committed.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Never copied: dependencies (linked instead), build output and caches, Git, other copies, test
 * output, and CI's Node.js (scripts/ensure-node.sh).
 */
const SKIP = new Set([
  "node_modules",
  ".node",
  ".cache",
  "public",
  ".git",
  ".variants",
  ".scratch",
  "test-results",
  "playwright-report",
  "coverage",
]);

/**
 * Makes `target` a copy of the project's current sources. Entries named in `keep` (a build cache,
 * say) stay from an earlier copy; everything else there is replaced.
 */
export function copyProject(target, { keep = [] } = {}) {
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(target)) {
    if (!keep.includes(entry)) fs.rmSync(path.join(target, entry), { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(root)) {
    if (!SKIP.has(entry)) fs.cpSync(path.join(root, entry), path.join(target, entry), { recursive: true });
  }
  const modules = path.join(target, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, "node_modules"), modules, "dir");
}
