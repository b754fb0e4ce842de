import fs from "node:fs";
import path from "node:path";
import probeImageSize from "probe-image-size";
import type { ValidationContext } from "../src/lib/content-validation";

/**
 * How the build checks a content file on disk: named relative to the repository, its pictures
 * measured where they lie (beside the file). Node only; gatsby-node and the tests use it.
 */
export function diskContext(absolutePath: string): ValidationContext {
  return {
    file: path.relative(process.cwd(), absolutePath),
    imageSize: (relative) => {
      const picture = path.resolve(path.dirname(absolutePath), relative);
      if (!fs.existsSync(picture) || !fs.statSync(picture).isFile()) return undefined;
      const size = probeImageSize.sync(fs.readFileSync(picture));
      return size ? { width: size.width, height: size.height } : undefined;
    },
  };
}

/**
 * A picture a Markdown file names, as the file names it: its path relative to the file's folder
 * ("./hero.jpg"), from the path under content/ that GraphQL's File gives ("blog/1/hero.jpg"). What a
 * translation's repeated facts are compared by (repeatedFactProblems).
 */
export function pictureBesideFile(file: string, underContent: string | undefined): string | undefined {
  return underContent ? path.posix.relative(path.posix.dirname(file), `content/${underContent}`) : undefined;
}
