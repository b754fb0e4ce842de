import fs from "node:fs";
import path from "node:path";

/** The content files gatsby-config and gatsby-node read as they are, by their path under content/. */
export interface ContentJson {
  "practice.json": typeof import("../content/practice.json");
  "hi/practice.json": typeof import("../content/hi/practice.json");
  "blog.json": typeof import("../content/blog.json");
  "hi/blog.json": typeof import("../content/hi/blog.json");
  "second-opinion.json": typeof import("../content/second-opinion.json");
}

/**
 * A JSON file under content/, read from disk when called. gatsby-config and gatsby-node read
 * content this way, never with `import`: Gatsby bundles them, with what they import, into
 * .cache/compiled/, which webpack's cache counts among its build dependencies, so content bundled
 * there made every edit of it rebuild all the site's JavaScript cold (about 30 s more a build).
 */
export function readContentJson<F extends keyof ContentJson>(file: F): ContentJson[F] {
  return JSON.parse(fs.readFileSync(path.resolve("content", file), "utf8")) as ContentJson[F];
}
