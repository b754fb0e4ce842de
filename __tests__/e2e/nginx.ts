import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import practice from "../../content/practice.json";
import { buildHeaderRules, nginxServerBlock } from "../../gatsby/security-headers";

/**
 * An nginx configuration serving the build in `public/` on `port`, with the server block made from
 * the same header rules as `deploy/out/nginx.conf`. Everything nginx writes stays in its own folder, so
 * the test server runs beside any other nginx. Returns the command that starts it in the foreground.
 */
export function nginxTestServer(port: number): string {
  const dir = path.resolve(`.scratch/nginx-${port}`);
  fs.mkdirSync(dir, { recursive: true });
  const rules = buildHeaderRules(path.resolve("public"), practice);
  const server = nginxServerBlock(rules, {
    root: path.resolve("public"),
    listen: `${port}`,
    serverName: "localhost",
  });
  const config = [
    "worker_processes 1;",
    // As root, workers would run as nobody, who may not read the worktree.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 256; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  default_type application/octet-stream;",
    `  access_log ${dir}/access.log;`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
    server,
    "}",
    "",
  ].join("\n");
  fs.writeFileSync(path.join(dir, "nginx.conf"), config);
  const flags = ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`];
  // Outside CI Playwright reuses a server already on the port: one left by a run stopped midway
  // would send the headers of the build it was started for (its CSP's script hashes). It reads
  // this build's now.
  if (fs.existsSync(path.join(dir, "nginx.pid"))) {
    try {
      execFileSync("nginx", [...flags, "-s", "reload"], { stdio: "ignore" });
    } catch {
      // Not running any more: Playwright starts it.
    }
  }
  return `nginx ${flags.join(" ")} -g "daemon off;"`;
}
