/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import {
  buildSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";
import { diskContext } from "../gatsby/content-files";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../src/i18n/languages";
import {
  isRecord,
  JSON_FILES,
  LIBRARY,
  MARKDOWN,
  translatedJsonPath,
  withoutUnset,
  withSharedFacts,
  type Fields,
  type JsonFileModel,
  type MarkdownModel,
} from "../src/lib/content-model";
import { contentTypeDefs, frontmatterTypeName } from "../src/lib/content-schema";
import { validateJsonFile, validateMarkdown } from "../src/lib/content-validation";

/**
 * Optional means optional: every optional key of the sample content, removed in turn, leaves a file
 * the content check accepts and whose nodes the GraphQL schema (written from the model, as the build
 * gives it to Gatsby) can return. A field the schema declares non-null but the model lets staff leave
 * out is what stopped a build with "Cannot return null for non-nullable field ScheduleJsonNotices.venue",
 * naming no content file; this finds every such field before a build does.
 */

/** Gatsby's own declarations the content types use, so graphql-js can read the SDL alone. */
const GATSBY_BASICS = `
directive @dontInfer on OBJECT | INTERFACE
directive @dateformat on FIELD_DEFINITION
directive @fileByRelativePath on FIELD_DEFINITION
scalar Date
interface Node { id: ID! }
type File implements Node { id: ID! }
`;
const schema: GraphQLSchema = buildSchema(`${GATSBY_BASICS}\n${contentTypeDefs()}`);

/** What Gatsby or the build's resolvers give every node, not the file: never looked for in the data. */
const GIVEN = new Set(["id", "fields", "week", "feesShown", "parent", "children", "internal", "jsonId"]);

/** The paths in `data` where the schema's type demands a value the data does not have. */
function nullViolations(type: GraphQLOutputType, data: unknown, at: string): string[] {
  if (data === undefined || data === null) return isNonNullType(type) ? [at] : [];
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    return Array.isArray(data)
      ? data.flatMap((item, index) => nullViolations(inner.ofType, item, `${at}[${index}]`))
      : [];
  }
  const named = getNamedType(inner);
  if (!isObjectType(named) || named.name === "File" || !isRecord(data)) return [];
  return Object.values(named.getFields())
    .filter((field) => !GIVEN.has(field.name))
    .flatMap((field) => nullViolations(field.type, data[field.name], at ? `${at}.${field.name}` : field.name));
}

/** Every optional key in `data`, as a path of keys; a list's items are each visited. */
function optionalKeys(fields: Fields, data: unknown, keys: Array<string | number> = []): Array<Array<string | number>> {
  if (!isRecord(data)) return [];
  return Object.entries(fields).flatMap(([name, field]) => {
    if (!(name in data)) return [];
    const here = [...keys, name];
    const inside =
      field.kind === "object"
        ? optionalKeys(field.fields, data[name], here)
        : field.kind === "list" && field.of.kind === "object" && Array.isArray(data[name])
          ? (data[name] as unknown[]).flatMap((item, index) =>
              optionalKeys((field.of as { fields: Fields }).fields, item, [...here, index]),
            )
          : [];
    return [...(field.optional || field.kind === "boolean" ? [here] : []), ...inside];
  });
}

function without(data: unknown, keys: Array<string | number>): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let at = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  delete at[keys.at(-1)!];
  return copy;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.resolve(file), "utf8"));

/** A JSON file's nodes in every language, as gatsby/content-nodes.ts makes them from the English data. */
function nodes(model: JsonFileModel, english: unknown): unknown[] {
  const fields = model.entries?.fields ?? model.fields ?? {};
  const languages = LANGUAGES.map((lang) =>
    lang === DEFAULT_LANGUAGE
      ? english
      : withSharedFacts(model, english, readJson(`content/${translatedJsonPath(model.file, lang)}`)),
  );
  return languages.flatMap((data) =>
    (model.entries ? (data as unknown[]) : [data]).map((item) => {
      const read = withoutUnset(fields, item) as Record<string, unknown>;
      // gatsby/content-nodes.ts keeps an entry's own id as jsonId.
      return "id" in read ? { ...read, jsonId: read.id } : read;
    }),
  );
}

const jsonCases = JSON_FILES.flatMap((model) => {
  const english = readJson(`content/${model.file}`);
  const fields = model.entries?.fields ?? model.fields ?? {};
  const keys = model.entries
    ? (english as unknown[]).flatMap((entry, index) => optionalKeys(fields, entry, [index]))
    : optionalKeys(fields, english);
  return keys.map((keys) => [`content/${model.file}`, keys.join("."), model, english, keys] as const);
});

describe("a JSON file with any one optional key left out", () => {
  it("finds optional keys in the sample content, the schedule's notice venue among them", () => {
    expect(jsonCases.map(([file, key]) => `${file} ${key}`)).toEqual(
      expect.arrayContaining(["content/schedule.json notices.0.venue", "content/practice.json whatsapp.number"]),
    );
  });

  it.each(jsonCases)("%s without %s passes the content check and the schema", (file, _key, model, english, keys) => {
    const changed = without(english, keys);
    expect(validateJsonFile(model, changed, diskContext(path.resolve(file)))).toEqual([]);
    const type = schema.getType(model.typeName);
    if (!isObjectType(type)) throw new Error(`no GraphQL type ${model.typeName}`);
    expect(nodes(model, changed).flatMap((node) => nullViolations(type, node, ""))).toEqual([]);
  });

  it("would be caught had the schema made an optional field non-null", () => {
    const strict = buildSchema(
      `${GATSBY_BASICS}\n${contentTypeDefs().replace(/(type ScheduleJsonNotices \{[^}]*venue: String)/, "$1!")}`,
    );
    const type = strict.getType("ScheduleJson");
    if (!isObjectType(type)) throw new Error("no ScheduleJson");
    const schedule = readJson("content/schedule.json") as { notices?: unknown[] };
    expect(schedule.notices?.length).toBeGreaterThan(0);
    const left = without(schedule, ["notices", 0, "venue"]);
    expect(nullViolations(type, left, "")).toEqual(["notices[0].venue"]);
  });
});

/** Every required key in `data` (a list's first item standing for all), as a path of keys. */
function requiredKeys(fields: Fields, data: unknown, keys: Array<string | number> = []): Array<Array<string | number>> {
  if (!isRecord(data)) return [];
  return Object.entries(fields).flatMap(([name, field]) => {
    if (field.optional || field.kind === "boolean" || !(name in data)) return [];
    const here = [...keys, name];
    const value = data[name];
    const inside =
      field.kind === "object"
        ? requiredKeys(field.fields, value, here)
        : field.kind === "list" && field.of.kind === "object" && Array.isArray(value)
          ? requiredKeys(field.of.fields, value[0], [...here, 0])
          : [];
    return [here, ...inside];
  });
}

/** How a content problem names a path of keys: "venues[1].slots", "entry 2.title". */
function named(model: JsonFileModel, keys: Array<string | number>): string {
  const [first, ...rest] = model.entries ? keys.slice(1) : keys;
  const path = [first, ...rest].reduce<string>(
    (at, key) => (typeof key === "number" ? `${at}[${key + 1}]` : at ? `${at}.${key}` : String(key)),
    "",
  );
  return model.entries ? `entry ${Number(keys[0]) + 1}.${path}` : path;
}

describe("a JSON file with a required key left out", () => {
  const cases = JSON_FILES.flatMap((model) => {
    const english = readJson(`content/${model.file}`);
    const fields = model.entries?.fields ?? model.fields ?? {};
    const keys = model.entries ? requiredKeys(fields, (english as unknown[])[0], [0]) : requiredKeys(fields, english);
    return keys.map((keys) => [`content/${model.file}`, keys.join("."), model, english, keys] as const);
  });

  it.each(cases)(
    "%s without %s fails the content check, naming the file and the field",
    (file, _key, model, english, keys) => {
      const problems = validateJsonFile(model, without(english, keys), { file });
      expect(problems).toContain(`${file}: field "${named(model, keys)}" is missing or empty`);
    },
  );
});

/** Every Markdown file of a kind, English and translations, with its front matter. */
function markdownFiles(model: MarkdownModel) {
  const folder = path.resolve("content", model.folder);
  return fs
    .readdirSync(folder)
    .flatMap((entry) =>
      fs
        .readdirSync(path.join(folder, entry))
        .filter((name) => name.endsWith(".md"))
        .map((name) => `content/${model.folder}/${entry}/${name}`),
    )
    .map((file) => ({ file, ...matter(fs.readFileSync(path.resolve(file), "utf8")) }));
}

function frontMatterType(model: MarkdownModel) {
  const type = schema.getType(frontmatterTypeName(model));
  if (!isObjectType(type)) throw new Error(`no GraphQL type ${frontmatterTypeName(model)}`);
  return type;
}

const markdownCases = MARKDOWN.flatMap((model) =>
  markdownFiles(model).flatMap(({ file, data, content }) =>
    optionalKeys(model.fields, data).map((keys) => [file, keys.join("."), model, data, content, keys] as const),
  ),
);

describe("an article or library page with any one optional key left out", () => {
  it("finds optional keys in the sample pages of every kind", () => {
    const kinds = new Set(markdownCases.map(([, , model]) => model.folder));
    expect([...kinds].sort()).toEqual(MARKDOWN.map((model) => model.folder).sort());
    expect(LIBRARY.length).toBeGreaterThan(0);
  });

  it.each(markdownCases)(
    "%s without %s passes the content check and the schema",
    (file, _key, model, data, body, keys) => {
      const changed = without(data, keys) as Record<string, unknown>;
      expect(validateMarkdown(changed, body, diskContext(path.resolve(file)), model)).toEqual([]);
      expect(nullViolations(frontMatterType(model), changed, "")).toEqual([]);
    },
  );
});
