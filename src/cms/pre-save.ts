import { contentFileLanguage, jsonFileModel } from "../lib/content-model";
import { acrossFieldProblems } from "../lib/content-validation";
import { DEFAULT_LANGUAGE } from "../i18n/languages";

/** What Decap gives a preSave handler: the entry, an Immutable map with `path` and `data`. */
interface DecapEntry {
  get(key: "path"): string;
  get(key: "data"): { toJS(): unknown };
}

/**
 * Decap's preSave handler: refuses to save an English content file that breaks a rule across its
 * fields, which the widgets cannot see (two overlapping sessions of a venue, a notice for an
 * unknown venue). Decap shows the message and keeps the author's edits; the build would otherwise
 * stop on the same rule. The rules of each field alone (a time, a fee) are the widgets' own.
 */
export function refuseBrokenRules({ entry }: { entry: DecapEntry }): void {
  const path = entry.get("path");
  const relative = path.replace(/^content\//, "");
  const model = jsonFileModel(relative);
  if (!model || contentFileLanguage(relative).lang !== DEFAULT_LANGUAGE) return;
  const problems = acrossFieldProblems(model, entry.get("data").toJS(), path);
  if (problems.length > 0) throw new Error(problems.join("; "));
}
