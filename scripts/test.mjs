#!/usr/bin/env node
/**
 * `npm test`: the lint and unit tests, the production build and the variant's build run side by
 * side, since none needs another and each leaves a core idle part of the time. The type check
 * follows the build: the build writes the GraphQL types (src/gatsby-types.d.ts) it checks. Then the
 * browser tests, which need both builds. Each line is marked with the lane it came from. The first
 * failure stops everything and the script exits with its status.
 */
import { spawn } from "node:child_process";

/** Each lane's scripts in order; `after` names a script of another lane it waits for. */
const LANES = {
  checks: { scripts: ["lint", "test:unit"] },
  build: { scripts: ["build"] },
  // The variant builds in a copy of its own (.variants/work), so it needs nothing of the main
  // build: side by side, the two builds fill the cores each leaves idle part of the time.
  variants: { scripts: ["build:variants"] },
  types: { after: "build", scripts: ["typecheck"] },
};

/** Settles when a script has passed (the lanes that wait on it start then). */
const finished = new Map();
const passed = (script) => {
  if (!finished.has(script)) {
    let settle = () => {};
    const promise = new Promise((resolve) => (settle = resolve));
    finished.set(script, { promise, settle });
  }
  return finished.get(script);
};

const running = new Set();

function run(lane, script) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    const mark = (stream, out) => {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) out.write(`[${lane}] ${line}\n`);
      });
      stream.on("end", () => rest && out.write(`[${lane}] ${rest}\n`));
    };
    mark(child.stdout, process.stdout);
    mark(child.stderr, process.stderr);
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function lane(name, { scripts, after }) {
  if (after) await passed(after).promise;
  for (const script of scripts) {
    const started = Date.now();
    const status = await run(name, script);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`[${name}] npm run ${script}: ${status === 0 ? "passed" : `failed (${status})`} in ${seconds} s`);
    if (status !== 0) throw Object.assign(new Error(`npm run ${script} failed`), { status });
    passed(script).settle();
  }
}

const started = Date.now();
try {
  await Promise.all(Object.entries(LANES).map(([name, spec]) => lane(name, spec)));
} catch (error) {
  for (const child of running) child.kill("SIGTERM");
  console.error(`\n${error.message}: see the lines marked above.`);
  process.exit(error.status ?? 1);
}
const browser = spawn("npm", ["run", "--silent", "test:e2e"], { stdio: "inherit" });
browser.on("close", (code) => {
  console.log(`npm test: ${code === 0 ? "passed" : "failed"} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(code ?? 1);
});
