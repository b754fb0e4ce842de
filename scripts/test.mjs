#!/usr/bin/env node
/**
 * `npm test`: the lint, type check and unit tests, the production build and the variant's build run
 * side by side, since none needs another and each leaves a core idle part of the time. The type
 * check reads the committed GraphQL types (src/gatsby-types.d.ts); once the build has written them
 * afresh, they must be unchanged. Then the browser tests, which need both builds. Each line is
 * marked with the lane it came from. The first failure stops everything and the script exits with
 * its status.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

/** Written by every build (GraphQL Typegen), and committed so the type check need not wait for one. */
const TYPES = "src/gatsby-types.d.ts";
const committedTypes = fs.readFileSync(TYPES, "utf8");

/** After the build: it wrote the GraphQL types the type check read. */
function typesUnchanged() {
  if (fs.readFileSync(TYPES, "utf8") !== committedTypes)
    throw new Error(
      `the build wrote other GraphQL types than the committed ones: commit ${TYPES} as the build wrote it`,
    );
}

/**
 * Each lane's scripts in order, then what it checks once they have passed. The type check comes
 * first: it has read the GraphQL types before the build writes them again, some 20 s in.
 */
const LANES = {
  checks: { scripts: ["typecheck", "lint", "test:unit"] },
  build: { scripts: ["build"], then: typesUnchanged },
  // The variant builds in a copy of its own (.variants/work), so it needs nothing of the main
  // build: side by side, the two builds fill the cores each leaves idle part of the time.
  variants: { scripts: ["build:variants"] },
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

async function lane(name, { scripts, then }) {
  for (const script of scripts) {
    const started = Date.now();
    const status = await run(name, script);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`[${name}] npm run ${script}: ${status === 0 ? "passed" : `failed (${status})`} in ${seconds} s`);
    if (status !== 0) {
      throw Object.assign(new Error(`npm run ${script} failed: see the lines marked above`), { status });
    }
  }
  then?.();
}

const started = Date.now();
try {
  await Promise.all(Object.entries(LANES).map(([name, spec]) => lane(name, spec)));
} catch (error) {
  for (const child of running) child.kill("SIGTERM");
  console.error(`\n${error.message}.`);
  process.exit(error.status ?? 1);
}
const browser = spawn("npm", ["run", "--silent", "test:e2e"], { stdio: "inherit" });
browser.on("close", (code) => {
  console.log(`npm test: ${code === 0 ? "passed" : "failed"} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(code ?? 1);
});
