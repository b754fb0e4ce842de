import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { DEFAULT_LANGUAGE, LANGUAGES, localisedPath, type Lang } from "../src/i18n/languages";
import { articleText, libraryText } from "../src/lib/article-text";
import {
  contentFileLanguage,
  isRecord,
  JSON_FILES,
  jsonFileModel,
  markdownModel,
  translatedJsonPath,
  withoutUnset,
  withSharedFacts,
  PAYMENT,
  SCHEDULE,
  namesVenue,
  type Fields,
  type JsonFileModel,
  type Payment,
  type Schedule,
} from "../src/lib/content-model";
import {
  translationProblems,
  undeliveredFormWarnings,
  validateMarkdown,
  validateJsonFile,
  venueProblems,
} from "../src/lib/content-validation";
import { staleWarnings, todayInIndia } from "../src/lib/payment";
import { markdownProblems } from "../src/lib/markdown-safety";
import { libraryPath, postPath } from "../src/lib/paths";
import { diskContext } from "./content-files";

const isProduction = process.env.NODE_ENV === "production";

/** Every problem found in the articles and library pages while they are read; the build stops once, listing them all. */
const articleProblems: string[] = [];
/** The problems of each JSON file and its translations, by the file's path under content/. */
const jsonFileProblems = new Map<string, string[]>();
/** Each English JSON file that passed its checks, by its path under content/, for the checks across files. */
const validJson = new Map<string, unknown>();
/**
 * The front matter of each Markdown file whose model names a venue (an operation's estimates), by the
 * file's path: checked against the schedule's venues, and for facts past their check-by date.
 */
const venueFacts = new Map<string, { fields: Fields; data: Record<string, unknown>; lang: Lang }>();
/** The language of each node made from a JSON file, for onCreateNode to set. */
const jsonNodeLanguage = new Map<string, Lang>();

const JSON_TYPES = new Set(JSON_FILES.map((model) => model.typeName));

type NodeHelpers = Pick<
  Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0],
  "actions" | "getNodesByType" | "createNodeId" | "createContentDigest"
>;

/**
 * A JSON file's nodes in every language, made here rather than by gatsby-transformer-json: Gatsby
 * lets only one plugin make a type's nodes, and the Hindi ones are made from two files.
 * content/hi/… holds only the translated fields; each Hindi node is their merge with the English
 * file's shared facts (withSharedFacts), of the English node's type, so the pages query it as
 * before. Every node's parent is the English file, so pictures resolve from content/. Returns the
 * English data when it passes the model's checks; the problems of the file and its translations
 * are kept for createPages.
 */
async function createJsonNodes(
  model: JsonFileModel,
  file: { id: string; absolutePath?: unknown },
  helpers: NodeHelpers,
) {
  const { actions, getNodesByType, createNodeId, createContentDigest } = helpers;
  const original = `content/${model.file}`;
  const problems: string[] = [];
  jsonFileProblems.set(model.file, problems);
  const absolutePath = String(file.absolutePath);
  const english = readJson(absolutePath, original, problems);
  if (english === undefined) return undefined;
  problems.push(...validateJsonFile(model, english, diskContext(absolutePath)));
  const valid = problems.length === 0;
  if (valid) validJson.set(model.file, english);
  else validJson.delete(model.file);
  const made = new Set<string>();
  const create = async (lang: Lang, data: unknown) => {
    const items = model.entries ? (Array.isArray(data) ? data : []) : [data];
    const fields = model.entries?.fields ?? model.fields ?? {};
    for (const [index, entry] of items.entries()) {
      // An optional field left out, null or empty is not set, for every query and reader alike.
      const item = withoutUnset(fields, entry);
      if (!isRecord(item)) continue;
      // The ids gatsby-transformer-json gave the English nodes.
      const seed = `${file.id}${model.entries ? ` [${index}]` : ""} >>> ${lang === DEFAULT_LANGUAGE ? "" : `${lang} `}JSON`;
      const id = createNodeId(seed);
      made.add(id);
      jsonNodeLanguage.set(id, lang);
      await actions.createNode({
        ...item,
        // An entry's own "id" is kept as "jsonId", as gatsby-transformer-json did (a node's id is Gatsby's).
        ...(item.id === undefined ? {} : { jsonId: item.id }),
        id,
        parent: file.id,
        children: [],
        internal: { type: model.typeName, contentDigest: createContentDigest(item) },
      });
    }
  };
  await create(DEFAULT_LANGUAGE, english);
  for (const lang of LANGUAGES.filter((each) => each !== DEFAULT_LANGUAGE)) {
    const translation = `content/${translatedJsonPath(model.file, lang)}`;
    // Beside the English file: content/hi/practice.json.
    const translationPath = path.join(path.dirname(absolutePath), translatedJsonPath(model.file, lang));
    if (!fs.existsSync(translationPath)) {
      problems.push(
        `${translation} is missing: every file in content/ needs its ${lang} text (write the translated fields of ${original} there)`,
      );
      continue;
    }
    const translated = readJson(translationPath, translation, problems);
    if (translated === undefined) continue;
    problems.push(...translationProblems(model, english, translated, { original, translation }));
    await create(lang, withSharedFacts(model, english, translated));
  }
  // Nodes made before for entries the file no longer has.
  for (const node of getNodesByType(model.typeName)) {
    if (node.parent === file.id && !made.has(node.id)) actions.deleteNode(node);
  }
  return valid ? english : undefined;
}

function readJson(absolutePath: string, file: string, problems: string[]): unknown {
  try {
    return JSON.parse(fs.readFileSync(absolutePath, "utf8")) as unknown;
  } catch (error) {
    problems.push(`${file} is not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
}

/** The English File node of a JSON file of the model. */
const englishFile = (model: JsonFileModel, getNodesByType: NodeHelpers["getNodesByType"]) =>
  getNodesByType("File").find((file) => file.sourceInstanceName === "content" && file.relativePath === model.file);

/**
 * Every JSON file's nodes, made again on every build: on a warm build Gatsby calls onCreateNode only
 * for changed files, and a Hindi file's edit must reach its nodes even when the English file is
 * unchanged (each node's parent is the English file).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (helpers) => {
  for (const model of JSON_FILES) {
    const file = englishFile(model, helpers.getNodesByType);
    if (file) await createJsonNodes(model, file, helpers);
  }
};

/** Checks every content file against the model as it is read, and gives each article its path. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (helpers) => {
  const { node, getNode, actions, reporter } = helpers;
  if (node.internal.type === "File" && node.sourceInstanceName === "content" && node.extension === "json") {
    // A file in either language: its nodes are made again (gatsby develop shows the edit).
    const model = jsonFileModel(String(node.relativePath));
    const file = model ? englishFile(model, helpers.getNodesByType) : undefined;
    if (!model || !file) return;
    const practiceData = await createJsonNodes(model, file, helpers);
    if (practiceData && isProduction && node.id === file.id && model.file === "practice.json") {
      for (const warning of undeliveredFormWarnings(practiceData as Parameters<typeof undeliveredFormWarnings>[0])) {
        reporter.warn(warning);
      }
    }
    return;
  }

  const parent = node.parent ? getNode(node.parent) : undefined;
  if (!parent || parent.internal.type !== "File") return;
  const lang = jsonNodeLanguage.get(node.id) ?? contentFileLanguage(String(parent.relativePath)).lang;
  // Each content node's language, so a page queries its own (the JSON nodes made from content/hi/…
  // are Hindi; their parent is the English file).
  if (JSON_TYPES.has(node.internal.type)) actions.createNodeField({ node, name: "lang", value: lang });
  if (node.internal.type !== "MarkdownRemark") return;
  const frontmatter = node.frontmatter as Record<string, unknown> | undefined;
  const absolutePath = String(parent.absolutePath);
  const context = diskContext(absolutePath);
  const model = markdownModel(String(parent.relativePath));
  if (!model) {
    articleProblems.push(
      `${context.file}: Markdown belongs in content/blog/, content/conditions/ or content/treatments/`,
    );
    return;
  }
  const problems = validateMarkdown(frontmatter, String(node.rawMarkdownBody ?? ""), context, model);
  // Articles are held to the rule stored posts are sanitised by (src/lib/article-html.ts).
  for (const { line, message } of markdownProblems(fs.readFileSync(absolutePath, "utf8"))) {
    problems.push(`${context.file}:${line}: ${message}`);
  }
  articleProblems.push(...problems);
  if (problems.length > 0) return;
  if (namesVenue(model.fields)) {
    venueFacts.set(context.file, { fields: model.fields, data: frontmatter ?? {}, lang });
  }
  actions.createNodeField({ node, name: "lang", value: lang });
  actions.createNodeField({ node, name: "collection", value: model.folder });
  const address =
    model.kind === "library" ? libraryPath(model.folder, String(frontmatter?.slug)) : postPath(Number(frontmatter?.id));
  actions.createNodeField({ node, name: "slug", value: localisedPath(lang, address) });
  // The words search indexes, worked out once per change of the article (a warm build reuses them).
  const markdown = String(node.rawMarkdownBody ?? "");
  const { headings, body } =
    model.kind === "library" ? libraryText(model.fields, frontmatter ?? {}, markdown) : articleText(markdown);
  actions.createNodeField({ node, name: "searchHeadings", value: headings });
  actions.createNodeField({ node, name: "searchBody", value: body });
  // Drafts are visible while writing (gatsby develop) and left out of production builds.
  actions.createNodeField({ node, name: "published", value: !(isProduction && frontmatter?.draft === true) });
};

/** Every problem found in content/ while it was read (createPages stops the build on them). */
export function contentProblems(): string[] {
  return [...[...jsonFileProblems.values()].flat(), ...articleProblems, ...venueReferenceProblems()];
}

/**
 * The rule across files: every venue that content/payment.json or an operation's estimate names is
 * one of content/schedule.json's (checked once both files have passed their own checks).
 */
function venueReferenceProblems(): string[] {
  const schedule = validJson.get(SCHEDULE.file) as Schedule | undefined;
  if (!schedule) return [];
  const ids = schedule.venues.map((venue) => venue.id);
  const payment = validJson.get(PAYMENT.file);
  return [
    ...(payment ? venueProblems(PAYMENT.fields, payment, ids, `content/${PAYMENT.file}`) : []),
    ...[...venueFacts].flatMap(([file, { fields, data }]) => venueProblems(fields, data, ids, file)),
  ];
}

/**
 * The facts about money checked with the hospital longer ago than content/payment.json's
 * `staleAfterDays`, each naming its file, field and date: warnings, never a stop (DECISIONS.md 20).
 * A translation repeats its original's dates, so the English files are read.
 */
export function staleFactWarnings(today: string = todayInIndia()): string[] {
  const payment = validJson.get(PAYMENT.file) as Payment | undefined;
  if (!payment) return [];
  const { staleAfterDays } = payment;
  return [
    ...staleWarnings(`content/${PAYMENT.file}`, PAYMENT.fields, payment, staleAfterDays, today),
    ...[...venueFacts]
      .filter(([, facts]) => facts.lang === DEFAULT_LANGUAGE)
      .flatMap(([file, { fields, data }]) => staleWarnings(file, fields, data, staleAfterDays, today)),
  ];
}
