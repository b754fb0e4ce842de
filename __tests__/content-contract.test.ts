/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { diskContext } from "../gatsby/content-files";
import { refuseBrokenRules } from "../src/cms/pre-save";
import { cmsConfig, gitHostFromEnv, LIST_FILE_FIELD } from "../src/cms/cms-config";
import {
  isRecord,
  JSON_FILES,
  MARKDOWN,
  type Field,
  type Fields,
  type JsonFileModel,
  type MarkdownModel,
} from "../src/lib/content-model";
import { validateJsonFile, validateMarkdown, type ValidationContext } from "../src/lib/content-validation";

/**
 * The content contract: for every kind of field the content model declares, the CMS at /admin/
 * accepts exactly what the build accepts. Each field is found in the sample content, given each value
 * of a table (good, bad and the edges), and judged twice: by the build's check of the whole file, and
 * by the CMS as Decap judges an entry before saving it (the widget's required and pattern checks and
 * the number widget's range, as decap-cms-core's Widget.js and NumberControl do them, then the
 * preSave handler the admin page registers).
 */

type CmsField = {
  name: string;
  widget: string;
  required?: boolean;
  pattern?: [string, string];
  min?: number;
  max?: number;
  multiple?: boolean;
  fields?: CmsField[];
  field?: CmsField;
};
type Collection = {
  name: string;
  folder?: string;
  files?: Array<{ file: string; fields: CmsField[] }>;
  fields?: CmsField[];
};

const collections = cmsConfig({
  localBackendUrl: "http://localhost:8081/api/v1",
  gitHost: gitHostFromEnv({}),
}).collections as unknown as Collection[];

/** Decap's `isEmpty` (Widget.js): what its required check and its pattern check treat as empty. */
const decapEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.length === 0) ||
  (Array.isArray(value) && value.length === 0);

/** Whether Decap's widget lets a value through: required, then pattern, then a number's range. */
function widgetAccepts(field: CmsField, value: unknown): boolean {
  if (field.required !== false && decapEmpty(value)) return false;
  if (decapEmpty(value)) return true;
  if (field.pattern && !new RegExp(field.pattern[0]).test(String(value))) return false;
  if (field.widget === "number" && typeof value === "number") {
    if (field.min !== undefined && value < field.min) return false;
    if (field.max !== undefined && value > field.max) return false;
  }
  return true;
}

/** One place in a sample file where a field of the model holds a value. */
interface Place {
  file: string;
  model: JsonFileModel | MarkdownModel;
  keys: Array<string | number>;
  field: Field;
  cms: CmsField;
}

/** Every field of a group in the sample data, with its CMS field; a list's first item stands for all. */
function* places(
  fields: Fields,
  cmsFields: CmsField[],
  data: unknown,
  keys: Array<string | number>,
): Generator<Omit<Place, "file" | "model">> {
  for (const [name, field] of Object.entries(fields)) {
    const cms = cmsFields.find((each) => each.name === name);
    if (!cms) throw new Error(`the CMS has no field ${[...keys, name].join(".")}`);
    const value = isRecord(data) ? data[name] : undefined;
    // A list is judged whole (left out, emptied), and by its first item.
    if (field.kind === "list") yield { keys: [...keys, name], field, cms };
    if (field.kind === "object") yield* places(field.fields, cms.fields ?? [], value, [...keys, name]);
    else if (field.kind === "list" && field.of.kind === "object") {
      if (Array.isArray(value) && value.length > 0)
        yield* places(field.of.fields, cms.fields ?? [], value[0], [...keys, name, 0]);
    } else if (field.kind === "list" && cms.field) yield { keys: [...keys, name, 0], field: field.of, cms: cms.field };
    else if (field.kind !== "list") yield { keys: [...keys, name], field, cms };
  }
}

const sources = new Map<string, string>();
const source = (file: string) => {
  if (!sources.has(file)) sources.set(file, fs.readFileSync(path.resolve(file), "utf8"));
  return sources.get(file)!;
};
const readJson = (file: string): unknown => JSON.parse(source(file));
const readMarkdown = (file: string) => matter(source(file));

/** The build's view of a file's pictures, measured once per picture. */
const contexts = new Map<string, ValidationContext>();
function context(file: string): ValidationContext {
  if (!contexts.has(file)) {
    const disk = diskContext(path.resolve(file));
    const sizes = new Map<string, ReturnType<NonNullable<ValidationContext["imageSize"]>>>();
    contexts.set(file, {
      file: disk.file,
      imageSize: (relative) => {
        if (!sizes.has(relative)) sizes.set(relative, disk.imageSize?.(relative));
        return sizes.get(relative);
      },
    });
  }
  return contexts.get(file)!;
}

function jsonPlaces(model: JsonFileModel): Place[] {
  const file = `content/${model.file}`;
  const entry = collections.flatMap((collection) => collection.files ?? []).find((each) => each.file === file)!;
  const data = readJson(file);
  const found = model.entries
    ? [...places(model.entries.fields, entry.fields[0]!.fields ?? [], (data as unknown[])[0], [0])]
    : [...places(model.fields ?? {}, entry.fields, data, [])];
  return found.map((place) => ({ ...place, file, model }));
}

function markdownPlaces(model: MarkdownModel): Place[] {
  const collection = collections.find(
    (each) => each.folder === `content/${model.folder}` && !each.name.endsWith("-hi"),
  )!;
  const folder = path.resolve("content", model.folder);
  const [first] = fs.readdirSync(folder).sort();
  const file = `content/${model.folder}/${first}/index.md`;
  const { data } = readMarkdown(file);
  return [...places(model.fields, collection.fields ?? [], data, [])].map((place) => ({ ...place, file, model }));
}

/** The sample file with one value replaced, or its key removed (`undefined`). */
function withValue(data: unknown, keys: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let at = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = keys.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** The build's verdict on the sample file holding the value. */
function buildAccepts(place: Place, value: unknown): boolean {
  if (place.model.kind === "json") {
    const data = withValue(readJson(place.file), place.keys, value);
    return validateJsonFile(place.model, data, context(place.file)).length === 0;
  }
  const { data, content } = readMarkdown(place.file);
  const frontmatter = withValue(data, place.keys, value) as Record<string, unknown>;
  return validateMarkdown(frontmatter, content, context(place.file), place.model).length === 0;
}

/** The CMS's verdict: the widget, then the preSave handler on the entry as Decap holds it. */
function cmsAccepts(place: Place, value: unknown): boolean {
  if (!widgetAccepts(place.cms, value)) return false;
  let data: unknown;
  if (place.model.kind === "json") {
    const file = withValue(readJson(place.file), place.keys, value);
    data = place.model.entries ? { [LIST_FILE_FIELD]: file } : file;
  } else {
    const { data: frontmatter, content } = readMarkdown(place.file);
    data = { ...(withValue(frontmatter, place.keys, value) as object), body: content };
  }
  const entry = { get: (key: "path" | "data") => (key === "path" ? place.file : { toJS: () => data }) };
  try {
    refuseBrokenRules({ entry: entry as never });
    return true;
  } catch {
    return false;
  }
}

/** Values every field is given: left out, null, empty, spaces. */
const EMPTY: unknown[] = [undefined, null, "", "   "];

/** The table, by kind: good values, bad ones and the edges. */
function table(field: Field, sample: unknown): unknown[] {
  const around = typeof sample === "string" ? [` ${sample}`, `${sample} `] : [];
  switch (field.kind) {
    case "phone":
      return [
        "+91 98390 12345",
        "+91-98390-12345",
        "(0512) 250-0000",
        "0512 250 0000",
        "91 98390 12345",
        "+0 98390 12345",
        "+91 98390 12345 6789", // 16 digits
        "+91 123",
        "call the desk",
        ...around,
      ];
    case "url":
      return [
        "https://drrohan.example.in",
        "https://drrohan.example.in/contact?from=site",
        "http://drrohan.example.in",
        "http://localhost:9100/contact",
        "https://localhost/contact",
        "https://user:secret@example.in/",
        "javascript:alert(1)",
        "/api/contact",
        "not a url",
        ...around,
      ];
    case "email":
      return ["desk@example.in", "desk@example", "desk at example.in", "a b@example.in", ...around];
    case "time":
      return ["09:30", "00:00", "23:59", "24:00", "9:30", "18:60", "6 PM", ...around];
    case "date":
      return [
        "2025-02-28",
        "2024-02-29",
        "2025-02-29",
        "2025-04-31",
        "2025-13-01",
        "2025-2-3",
        "28/02/2025",
        ...around,
      ];
    case "slug":
      return ["hpb-surgery", "liver", "HPB", "hpb_surgery", "hpb--surgery", "-hpb", ...around];
    case "integer":
      return [field.min, field.min + 1, field.min - 1, 1.5, "12"];
    case "decimal":
      return [field.min, field.max, (field.min + field.max) / 2 + 0.123456, field.min - 1, field.max + 0.5, "26.4"];
    case "select":
      return [...field.options, "Something else", field.options[0]?.toLowerCase()];
    case "boolean":
      return [true, false, "yes"];
    case "text":
      return ["Some words", "  Some words  ", 12];
    case "image":
      return [sample, 12];
    case "list":
      return ["not a list", { not: "a list" }];
    default:
      return [];
  }
}

/** One field of each rule: a kind, with what changes its rule (international, optional …). */
function signature(field: Field): string {
  const { label: _label, hint: _hint, ...rule } = field as Field & { hint?: string };
  return JSON.stringify({ ...rule, folder: undefined, minWidth: undefined, minHeight: undefined });
}

const allPlaces = [...JSON_FILES.flatMap(jsonPlaces), ...MARKDOWN.flatMap(markdownPlaces)];
const representatives = [...new Map(allPlaces.map((place) => [signature(place.field), place])).values()];

describe("the content contract: the CMS refuses exactly what the build refuses", () => {
  it("covers every kind of field the model declares, optional and required", () => {
    const kinds = new Set(representatives.map((place) => place.field.kind));
    expect([...kinds].sort()).toEqual([
      "boolean",
      "date",
      "decimal",
      "email",
      "image",
      "integer",
      "list",
      "phone",
      "select",
      "slug",
      "text",
      "time",
      "url",
    ]);
    for (const kind of ["text", "phone", "url", "integer", "slug", "list"]) {
      const optional = representatives
        .filter((place) => place.field.kind === kind)
        .map((place) => place.field.optional === true);
      expect(new Set(optional)).toEqual(new Set([true, false]));
    }
  });

  describe.each(
    representatives.map(
      (place) =>
        [
          `${place.file} ${place.keys.join(".")} (${place.field.kind}${place.field.optional ? ", optional" : ""})`,
          place,
        ] as const,
    ),
  )("%s", (_name, place) => {
    const sample = place.keys.reduce<unknown>(
      (at, key) => (at as Record<string | number, unknown>)?.[key],
      place.model.kind === "json" ? readJson(place.file) : readMarkdown(place.file).data,
    );
    // A list's item cannot be left out, only emptied.
    const empty = typeof place.keys.at(-1) === "number" ? EMPTY.slice(1) : EMPTY;
    const values = [sample, ...empty, ...table(place.field, sample)];

    it.each(values.map((value) => [JSON.stringify(value) ?? "left out", value]))("%s", (_shown, value) => {
      expect({ value, cms: cmsAccepts(place, value) }).toEqual({ value, cms: buildAccepts(place, value) });
    });

    it("the sample value passes, and the table holds values each side refuses", () => {
      expect(buildAccepts(place, sample)).toBe(true);
      expect(values.some((value) => !buildAccepts(place, value))).toBe(true);
    });
  });
});
