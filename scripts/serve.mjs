#!/usr/bin/env node
/**
 * Serves the build in public/ as a static host does (`npm start`, `npm run serve`, the browser
 * tests and the benchmarks): files as they are, gzipped at level 6 as deploy/'s nginx sends them,
 * `/blog` sent on to `/blog/`, and an address without a built page
 * answered 404 with the not-found page the build's `_redirects` names for it (the Hindi one under
 * /hi/), else `/404.html`. `gatsby serve` answers every unknown address with the English page, which
 * a Hindi address then re-renders in Hindi: a hydration mismatch in the console.
 *
 *   node scripts/serve.mjs [--port 9000] [--dir public]
 *
 * `staticSite(dir)` is the same request handler for other servers (scripts/form-test-servers.mjs
 * serves the site variants with it), so every build the tests load is served one way.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import compression from "compression";
import sirv from "sirv";

/** `/hi/*  /hi/404.html  404` lines of a build's `_redirects`, longest prefix first. */
function readNotFoundRules(root) {
  const file = path.join(root, "_redirects");
  const lines = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n") : [];
  return lines
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, , status]) => from?.endsWith("/*") && status === "404")
    .map(([from, to]) => ({ prefix: from.slice(0, -1), page: to }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
}

function decoded(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The request handler that serves the build in `dir` (a path, relative to the working directory). */
export function staticSite(dir) {
  const root = path.resolve(dir);
  const notFoundRules = readNotFoundRules(root);
  const notFoundPage = (pathname) =>
    notFoundRules.find((rule) => pathname.startsWith(rule.prefix))?.page ?? "/404.html";

  // Read from disk on every request, so a server left running serves each new build whole.
  const files = sirv(root, { dev: true, etag: true, dotfiles: true });
  const gzip = compression({ level: 6 });

  const serveFile = (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    // A page's address without its trailing slash moves to the address Gatsby built (trailingSlash: "always").
    if (!url.pathname.endsWith("/") && !path.extname(url.pathname)) {
      const page = path.join(root, decoded(url.pathname), "index.html");
      if (page.startsWith(root) && fs.existsSync(page)) {
        response.writeHead(301, { Location: `${url.pathname}/${url.search}` });
        return response.end();
      }
    }
    files(request, response, () => {
      const page = path.join(root, notFoundPage(url.pathname));
      response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      fs.createReadStream(page).pipe(response);
    });
  };

  return (request, response) => gzip(request, response, () => serveFile(request, response));
}

function main() {
  const { values } = parseArgs({
    options: { port: { type: "string", default: "9000" }, dir: { type: "string", default: "public" } },
  });
  const root = path.resolve(values.dir);
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(`No build in ${root}: run npm run build first.`);
    process.exit(1);
  }
  http
    .createServer(staticSite(root))
    .on("error", (error) => {
      const taken = error.code === "EADDRINUSE";
      console.error(taken ? `Port ${values.port} is in use: stop what serves there, or choose another port.` : error);
      process.exit(1);
    })
    .listen(Number(values.port), () => {
      console.log(`Serving ${path.relative(process.cwd(), root) || "."} at http://localhost:${values.port}/`);
    });
}

// A command when run (`node scripts/serve.mjs`), a module when imported.
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(fileURLToPath(import.meta.url))) main();
