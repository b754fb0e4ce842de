import type { GatsbyNode } from "gatsby";
import { gitHostFromEnv, gitHostProblem } from "../src/cms/cms-config";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../src/i18n/languages";
import { missingStrings, STRINGS } from "../src/i18n/strings";

const isProduction = process.env.NODE_ENV === "production";

/**
 * A production build says when the deployed CMS would have nowhere to commit; any build stops when
 * a language's dictionary lacks an interface string, naming the key.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problem = isProduction ? gitHostProblem(gitHostFromEnv(process.env)) : null;
  if (problem) reporter.warn(problem);
  const missing = LANGUAGES.flatMap((lang) =>
    missingStrings(STRINGS[DEFAULT_LANGUAGE], STRINGS[lang]).map((key) => `src/i18n/strings/${lang}.ts: "${key}"`),
  );
  if (missing.length > 0) {
    reporter.panic(`Interface strings are missing (${missing.length}):\n  ${missing.join("\n  ")}`);
  }
};
