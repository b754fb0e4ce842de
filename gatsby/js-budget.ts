import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startUpScripts } from "../plugins/gatsby-plugin-first-paint/lib/start-up-scripts";

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
}

/**
 * The JavaScript files a built route loads: every script its HTML names, by a tag or in the
 * start-up loader's list (runtime, framework, app), and every file of its page component's chunk
 * group, which the app fetches before hydrating.
 */
export function routeScripts(publicDir: string, route: string): string[] {
  const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
  const inHtml = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) => match[1]!),
    ...startUpScripts(html).map((source) => source.slice(1)),
  ];
  const pageData = JSON.parse(
    fs.readFileSync(path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"),
  ) as { componentChunkName: string };
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  const groups = ["app", pageData.componentChunkName].map((name) => {
    const group = stats.namedChunkGroups[name];
    if (!group) throw new Error(`webpack.stats.json has no chunk group "${name}"`);
    return group.assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"));
  });
  return [...new Set([...inHtml, ...groups.flat()])].sort();
}

/**
 * Gzipped size of each script a route loads, and their total: the build's list for the route plus
 * any other files (names relative to `publicDir`) a browser was seen fetching on it.
 */
export function routeJavaScript(publicDir: string, route: string, alsoFetched: readonly string[] = []) {
  const names = [...new Set([...routeScripts(publicDir, route), ...alsoFetched])].sort();
  const files = names.map((name) => ({
    name,
    gzipBytes: gzipSync(fs.readFileSync(path.join(publicDir, name)), { level: 9 }).length,
  }));
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
