import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Lang } from "../src/i18n/languages";
import { buildSearchIndex, type SearchDocument } from "../src/lib/search";

/**
 * The search index as a static file named by its content, so a host may cache it for good
 * (`/static/*` is immutable) and a new article gives a new name. Returns its address.
 */
export async function writeSearchIndex(
  lang: Lang,
  articles: SearchDocument[],
  library: SearchDocument[] = [],
): Promise<string> {
  const json = buildSearchIndex([...articles, ...library]);
  const name = `search-${lang}-${createHash("sha256").update(json).digest("hex").slice(0, 16)}.json`;
  // process.cwd() rather than path.resolve(), so a unit test can point it at a scratch folder.
  const folder = path.join(process.cwd(), "public/static/search");
  await fs.promises.mkdir(folder, { recursive: true });
  for (const old of await fs.promises.readdir(folder)) {
    // This language's earlier indexes (and ones named before there were languages) go.
    if (old !== name && (old.startsWith(`search-${lang}-`) || !/^search-[a-z]{2}-/.test(old)))
      await fs.promises.rm(path.join(folder, old));
  }
  await fs.promises.writeFile(path.join(folder, name), json);
  return `/static/search/${name}`;
}
