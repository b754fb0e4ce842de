/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// scripts/make-images.mjs run for real with --out, so it treats a temporary folder as the
// repository (pictures in DIR/content/..., the record of them in DIR/scripts/sample-images.json)
// and never touches the repository's content/. Only the four small testimonial pictures are drawn.

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

let root: string;
const file = (n: number) => path.join(root, `content/images/testimonials/patient-${n}.jpg`);
const rel = (n: number) => `content/images/testimonials/patient-${n}.jpg`;
const manifestFile = () => path.join(root, "scripts/sample-images.json");
const recorded = (): Record<string, string> => JSON.parse(readFileSync(manifestFile(), "utf8")).files;

function run(filter = "testimonials") {
  const result = spawnSync("node", ["scripts/make-images.mjs", "--out", root, filter], { encoding: "utf8" });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "make-images-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

it("draws the missing pictures and records what it wrote", () => {
  const { status, out } = run();
  expect(status).toBe(0);
  expect(out).toContain("4 written, 0 already as drawn, 0 left as they were.");
  const files = recorded();
  expect(Object.keys(files).sort()).toEqual([1, 2, 3, 4].map(rel));
  for (const n of [1, 2, 3, 4]) expect(files[rel(n)]).toBe(sha256(readFileSync(file(n))));
}, 60_000);

it("redraws its own pictures and leaves a replaced one alone, saying so", () => {
  expect(run().status).toBe(0);
  const fresh = [1, 2, 3, 4].map((n) => readFileSync(file(n)));
  const photo = Buffer.from("a real photograph of a patient, put in by the practice's staff");

  // 1: an older sample the script wrote (its hash is on record): drawn again.
  const old = Buffer.from("an older sample picture");
  writeFileSync(file(1), old);
  writeFileSync(manifestFile(), JSON.stringify({ files: { ...recorded(), [rel(1)]: sha256(old) } }, null, 2) + "\n");
  // 2: a photograph in place of the sample: left as it is.
  writeFileSync(file(2), photo);
  // 3: deleted: drawn again.
  unlinkSync(file(3));
  // 4: a photograph at a path the record does not know: left as it is.
  const manifest = recorded();
  delete manifest[rel(4)];
  writeFileSync(manifestFile(), JSON.stringify({ files: manifest }, null, 2) + "\n");
  writeFileSync(file(4), photo);

  const { status, out } = run();
  expect(status).toBe(0);
  expect(readFileSync(file(1))).toEqual(fresh[0]);
  expect(readFileSync(file(2))).toEqual(photo);
  expect(readFileSync(file(3))).toEqual(fresh[2]);
  expect(readFileSync(file(4))).toEqual(photo);
  expect(out).toContain(
    `${rel(2)}: not the sample picture this script made (replaced by hand?); left as it is. ` +
      "Delete it to have the sample drawn again.",
  );
  expect(out).toContain(`${rel(4)}: not a picture this script made (replaced by hand?); left as it is.`);
  expect(out).not.toContain(`${rel(1)}: not`);
  expect(out).not.toContain(`${rel(3)}: not`);
  expect(out).toContain("2 written, 0 already as drawn, 2 left as they were");

  // The record now holds the new pictures' hashes; the photographs' paths keep what they had.
  const after = recorded();
  expect(after[rel(1)]).toBe(sha256(fresh[0]!));
  expect(after[rel(2)]).toBe(sha256(fresh[1]!));
  expect(after[rel(3)]).toBe(sha256(fresh[2]!));
  expect(after[rel(4)]).toBeUndefined();
}, 60_000);

it("without a record, keeps files that are exactly its drawing and leaves the rest", () => {
  expect(run().status).toBe(0);
  const fresh = readFileSync(file(1));
  rmSync(manifestFile());
  writeFileSync(file(2), "a photograph");

  const { status, out } = run();
  expect(status).toBe(0);
  expect(readFileSync(file(2), "utf8")).toBe("a photograph");
  expect(out).toContain(`${rel(2)}: not a picture this script made`);
  expect(out).toContain("0 written, 3 already as drawn, 1 left as they were");
  expect(recorded()[rel(1)]).toBe(sha256(fresh));
  expect(recorded()[rel(2)]).toBeUndefined();
}, 60_000);

it("says so when the filter names no picture", () => {
  const { status, out } = run("no-such-picture");
  expect(status).toBe(1);
  expect(out).toContain('No picture\'s path contains "no-such-picture"');
  expect(existsSync(path.join(root, "content"))).toBe(false);
}, 60_000);
