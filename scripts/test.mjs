#!/usr/bin/env node
/**
 * `npm test`: the checks (types, lint, unit tests) and the two builds run side by side, since
 * neither needs the other and each leaves a core idle part of the time; then the browser tests,
 * which need both builds. Each line is marked with the lane it came from. The first failure stops
 * everything and the script exits with its status.
 */
import { spawn } from "node:child_process";

const LANES = {
  checks: ["typecheck", "lint", "test:unit"],
  build: ["build", "build:variants"],
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

async function lane(name, scripts) {
  for (const script of scripts) {
    const started = Date.now();
    const status = await run(name, script);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`[${name}] npm run ${script}: ${status === 0 ? "passed" : `failed (${status})`} in ${seconds} s`);
    if (status !== 0) throw Object.assign(new Error(`npm run ${script} failed`), { status });
  }
}

const started = Date.now();
try {
  await Promise.all(Object.entries(LANES).map(([name, scripts]) => lane(name, scripts)));
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
