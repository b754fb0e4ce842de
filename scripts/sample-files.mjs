/**
 * Keeps scripts/make-images.mjs from drawing over pictures it did not make.
 *
 * The manifest (scripts/sample-images.json) records the SHA-256 of every file the script has
 * written, by its path from the repository root. A sample is drawn again over an existing file
 * only while that file's bytes still hash to what the manifest recorded for its path (or are
 * exactly what the script draws now): anything else was put there by someone else, a real
 * photograph for instance, and is left as it is.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export const MANIFEST = "scripts/sample-images.json";

const ABOUT =
  "SHA-256 of each sample picture scripts/make-images.mjs wrote, by path. The script draws a " +
  "picture again only while the file still has these bytes, so a file replaced by hand is never " +
  "overwritten.";

/** Hex SHA-256 of some bytes. */
export const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/**
 * Whether the sample may be written at a path (pure).
 *   current:  the file's bytes now, or null when there is no file
 *   recorded: the hash the manifest holds for the path, or undefined
 *   fresh:    the bytes the script would write
 * Returns { write, why }; why is "missing", "same" (already the bytes it would write, which
 * placeSample leaves in place), "sample" (the bytes it wrote last time) or "replaced" (anything
 * else: write is false).
 */
export function decide(current, recorded, fresh) {
  if (current === null) return { write: true, why: "missing" };
  const hash = sha256(current);
  if (hash === sha256(fresh)) return { write: true, why: "same" };
  if (recorded !== undefined && hash === recorded) return { write: true, why: "sample" };
  return { write: false, why: "replaced" };
}

/** The line printed for a file left alone. */
export function skipMessage(rel, recorded) {
  const what = recorded === undefined ? "not a picture this script made" : "not the sample picture this script made";
  return `${rel}: ${what} (replaced by hand?); left as it is. Delete it to have the sample drawn again.`;
}

/** The manifest's path → hash map under a root ({} when there is no manifest yet). */
export async function readManifest(root) {
  let text;
  try {
    text = await readFile(path.join(root, MANIFEST), "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return {};
    throw error;
  }
  const files = JSON.parse(text).files;
  if (typeof files !== "object" || files === null) throw new Error(`${MANIFEST}: no "files" object`);
  return { ...files };
}

/** Writes bytes through a temporary file and a rename, so a file is never left half written. */
async function writeWhole(file, bytes) {
  await mkdir(path.dirname(file), { recursive: true });
  const part = `${file}.${process.pid}.part`;
  try {
    await writeFile(part, bytes);
    await rename(part, file);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

/** Saves the manifest, paths sorted, in the layout `prettier` keeps. */
export async function writeManifest(root, files) {
  const sorted = Object.fromEntries(
    Object.keys(files)
      .sort()
      .map((rel) => [rel, files[rel]]),
  );
  await writeWhole(path.join(root, MANIFEST), JSON.stringify({ about: ABOUT, files: sorted }, null, 2) + "\n");
}

/**
 * Writes a sample to root/rel unless the file there is not one the script made, and records
 * its hash in `files` (the manifest's map, which the caller saves). Returns decide()'s answer.
 */
export async function placeSample(root, rel, fresh, files) {
  const file = path.join(root, rel);
  let current = null;
  try {
    current = await readFile(file);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  const verdict = decide(current, files[rel], fresh);
  if (verdict.write) {
    if (verdict.why !== "same") await writeWhole(file, fresh);
    files[rel] = sha256(fresh);
  }
  return verdict;
}
