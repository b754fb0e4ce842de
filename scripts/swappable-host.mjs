#!/usr/bin/env node
/**
 * A static host whose build can be swapped while it runs, as a deploy swaps it, for the offline
 * tests (__tests__/e2e/offline.spec.ts): serves the folder given, as scripts/serve.mjs does, on a
 * free port, which it prints; each line then read from stdin names the folder to serve from then on,
 * and is answered "deployed".
 *
 *   node scripts/swappable-host.mjs public
 */
import http from "node:http";
import readline from "node:readline";
import { staticSite } from "./serve.mjs";

let site = staticSite(process.argv[2] ?? "public");
const server = http.createServer((request, response) => site(request, response));
// Plain writes: console.log colours a number when the parent asks for colour.
server.listen(0, () => process.stdout.write(`${server.address().port}\n`));
readline.createInterface({ input: process.stdin }).on("line", (dir) => {
  site = staticSite(dir.trim());
  process.stdout.write("deployed\n");
});
process.stdin.on("end", () => process.exit(0));
