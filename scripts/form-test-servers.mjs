#!/usr/bin/env node
/**
 * The servers the forms' browser tests need, started by Playwright (playwright.config.ts):
 * - a form receiver, the endpoint the "configured" variant posts to. A test picks how it
 *   answers a message (accept, accept slowly, answer 500, hang, drop the connection) by the run
 *   token the message carries, so tests running side by side never share a behaviour, and reads
 *   back what it received;
 * - the variant built by scripts/site-variants.mjs, served as a static site by the handler of
 *   scripts/serve.mjs (not-found pages, trailing-slash redirects), as the tests serve public/.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { staticSite } from "./serve.mjs";
import { ports } from "./test-ports.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MODES = new Set(["accept", "slow", "fail", "hang", "drop"]);
/** How long "slow" takes to accept, so a test can see the form while it is sending. */
const SLOW_MS = 2000;

const modes = new Map();
const received = new Map();

// A fresh connection for every request: Chromium silently retries a POST whose reused keep-alive
// connection was dropped, which would hide from the tests how many requests the page made.
const cors = {
  Connection: "close",
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
};

function readBody(request) {
  return new Promise((resolve) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => resolve(body));
  });
}

const receiver = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", `http://localhost:${ports.receiver}`);
  const run = url.searchParams.get("run") ?? "";
  if (request.method === "GET" && url.pathname === "/") return response.end("form receiver");
  if (request.method === "POST" && url.pathname === "/__mode") {
    const mode = url.searchParams.get("mode");
    if (!MODES.has(mode)) return response.writeHead(400).end(`mode must be one of ${[...MODES].join(", ")}`);
    modes.set(run, mode);
    return response.writeHead(204).end();
  }
  if (request.method === "GET" && url.pathname === "/__received") {
    response.writeHead(200, { "Content-Type": "application/json" });
    return response.end(JSON.stringify(received.get(run) ?? []));
  }
  if (request.method === "OPTIONS") return response.writeHead(204, cors).end();
  if (request.method !== "POST") return response.writeHead(405, cors).end();

  const body = await readBody(request);
  const token = /run-[\w-]+/.exec(body)?.[0] ?? "";
  const mode = modes.get(token) ?? "accept";
  received.set(token, [
    ...(received.get(token) ?? []),
    { path: url.pathname, contentType: request.headers["content-type"], body },
  ]);
  const accept = () => {
    response.writeHead(200, { ...cors, "Content-Type": "application/json" });
    response.end('{"ok":true}');
  };
  if (mode === "accept") return accept();
  if (mode === "slow") return void setTimeout(accept, SLOW_MS);
  if (mode === "fail") return response.writeHead(500, cors).end("Internal Server Error");
  if (mode === "drop") return request.socket.destroy();
  // "hang": no answer at all; the connection stays open until the browser gives up.
});

const servers = [receiver.listen(ports.receiver)];
for (const [name, port] of Object.entries(ports.variants)) {
  const dir = path.join(root, ".variants", name);
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    console.error(`The "${name}" variant is not built: run npm run build:variants first.`);
    process.exit(1);
  }
  servers.push(http.createServer(staticSite(dir)).listen(port));
}
console.log(`Form receiver on ${ports.receiver}; variants on ${Object.values(ports.variants).join(", ")}`);
process.on("SIGTERM", () => process.exit(0));
