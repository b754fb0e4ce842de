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
