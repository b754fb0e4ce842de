import { jsonFileModel } from "../lib/content-model";
import { entryProblems } from "../lib/content-validation";
import { LIST_FILE_FIELD } from "./cms-config";

/** What Decap gives a preSave handler: the entry, an Immutable map with `path` and `data`. */
interface DecapEntry {
  get(key: "path"): string;
  get(key: "data"): { toJS(): unknown };
}

/**
 * Decap's preSave handler: runs the build's own check of the whole entry (content-validation.ts)
 * and refuses to save what the build would refuse, with the build's words: a field its widget let
 * through (a value typed over a pattern's feedback, a key another tool left out), or a rule across
 * fields no widget sees (two overlapping sessions, a notice for an unknown venue). Decap shows the
 * message and keeps the author's edits; nothing is committed.
 */
export function refuseBrokenRules({ entry }: { entry: DecapEntry }): void {
  const path = entry.get("path");
  const relative = path.replace(/^content\//, "");
  const data = entry.get("data").toJS() as Record<string, unknown>;
  // A list file (services.json) is edited as one list field; on disk it is the list itself.
  const onDisk = jsonFileModel(relative)?.entries ? data[LIST_FILE_FIELD] : data;
  const problems = entryProblems(relative, onDisk, path);
  if (problems.length > 0) throw new Error(problems.join("; "));
}
