// What `npm run bench -- --compare <dir>` adds: another Gatsby site made ready in a scratch copy
// (installed, built), servers started in their own process groups and always stopped, the compared
// site's first article found.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { root } from "./project-copy.mjs";

/** Never copied from the compared site: its dependencies, caches and build output. */
const SKIP = new Set(["node_modules", ".cache", "public"]);
/** Kept in the scratch copy from an earlier run, so a second benchmark neither installs nor builds again. */
const KEEP = new Set(["node_modules", ".cache", "public", "package-lock.json", ".bench-built"]);

/** Newest modification time of a folder's sources, in milliseconds. */
function newestSource(folder) {
  return fs
    .readdirSync(folder, { recursive: true })
    .filter((entry) => !SKIP.has(String(entry).split(path.sep)[0]))
    .reduce((newest, entry) => Math.max(newest, fs.statSync(path.join(folder, String(entry))).mtimeMs), 0);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
}

/**
 * Copies the Gatsby site at `dir` to .scratch/compare-<name>/ (the original is never written to),
 * installs its dependencies when they are missing and builds it when its public/ is missing or
 * older than its sources. Returns the copy's folder.
 */
export function prepareSite(dir) {
  const source = path.resolve(dir);
  if (!fs.existsSync(path.join(source, "package.json"))) throw new Error(`${source} has no package.json`);
  const work = path.join(root, ".scratch", `compare-${path.basename(source)}`);
  fs.mkdirSync(work, { recursive: true });
  for (const entry of fs.readdirSync(work)) {
    if (!KEEP.has(entry)) fs.rmSync(path.join(work, entry), { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(source).filter((name) => !SKIP.has(name))) {
    const copy = path.join(work, entry);
    fs.cpSync(path.join(source, entry), copy, { recursive: true });
    // The copy keeps the original's modes, which may be read-only; builds write beside the sources.
    for (const file of [copy, ...(fs.statSync(copy).isDirectory() ? fs.readdirSync(copy, { recursive: true }) : [])]) {
      const target = path.resolve(copy, String(file));
      fs.chmodSync(target, fs.statSync(target).mode | 0o200);
    }
  }

  if (!fs.existsSync(path.join(work, "node_modules"))) {
    console.log(`npm install in ${path.relative(root, work)}`);
    run("npm", ["install", "--no-audit", "--no-fund"], work);
  }
  const stamp = path.join(work, ".bench-built");
  const built = fs.existsSync(path.join(work, "public")) && fs.existsSync(stamp);
  if (!built || fs.statSync(stamp).mtimeMs < newestSource(source)) {
    console.log(`gatsby build in ${path.relative(root, work)}`);
    const start = performance.now();
    run("npx", ["gatsby", "build"], work);
    console.log(`built in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
  }
  return work;
}

const cleanups = new Set();

/**
 * Runs `stop` (synchronous: a process group killed, say) when the benchmark ends, however it ends:
 * normally, on an error or on Ctrl-C. Returns a function that runs it now instead.
 */
export function atExit(stop) {
  const once = () => {
    cleanups.delete(once);
    try {
      stop();
    } catch {
      // already gone
    }
  };
  cleanups.add(once);
  return once;
}

const cleanUp = () => [...cleanups].forEach((stop) => stop());
process.on("exit", cleanUp);
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.on(signal, () => {
    cleanUp();
    // Chrome-launcher and Playwright listen too, close their browsers and exit themselves.
    if (process.listenerCount(signal) === 1) process.exit(code);
  });
}

/**
 * scripts/serve.mjs serving the build in `dir` on `port` (ours, the starter's and the tricks' copies
 * alike, gzipped as deploy/'s nginx sends pages), in a process group of its own. Resolves to its
 * stop function once it listens; fails if it stops first (the port taken, say by a benchmark still
 * running), since whatever else answers on the port would be measured instead. Its errors go to
 * the benchmark's, and a server that stops by itself later is reported: Lighthouse would only say
 * that Chromium showed an error page instead of the route.
 */
export function serve(dir, port) {
  const server = spawn(process.execPath, [path.join(root, "scripts/serve.mjs"), "--port", String(port), "--dir", dir], {
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  let stopping = false;
  let listening = false;
  const stop = atExit(() => {
    stopping = true;
    process.kill(-server.pid);
  });
  return new Promise((resolve, reject) => {
    // serve.mjs prints one line once it listens.
    server.stdout.once("data", () => {
      listening = true;
      resolve(stop);
    });
    server.on("exit", (code, signal) => {
      const how = signal ?? `exit code ${code}`;
      if (!listening) reject(new Error(`The server for ${dir} did not start on port ${port} (${how})`));
      else if (!stopping) console.error(`The server on port ${port} stopped by itself (${how})`);
    });
  });
}

/** The path of the first link inside the first <article> of a site's home page. */
export async function firstArticle(base) {
  const html = await (await fetch(`${base}/`)).text();
  const link = /<article\b[\s\S]*?<a\b[^>]*?\shref="(\/[^"]*)"/i.exec(html);
  if (!link) throw new Error(`no <article> with a link on ${base}/`);
  return link[1];
}
