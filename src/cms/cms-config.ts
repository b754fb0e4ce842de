import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import { ARTICLES, JSON_FILES, type Field, type Fields, type JsonFileModel } from "../lib/content-model";

/**
 * Decap CMS's collections, written from the content model: the same fields, labels and rules the
 * build checks, so what the CMS lets staff save is what the build accepts.
 */

/** Decap's pattern check: [regular expression, what to tell the author]. */
const PATTERNS: Partial<Record<Field["kind"], [string, string]>> = {
  phone: ["^\\+?[\\d\\s()-]{7,}$", "A phone number: digits, spaces and dashes, optionally starting with +"],
  email: ["^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", "An email address like name@example.in"],
  url: ["^https?://\\S+$", "An address starting with https://"],
  time: ["^([01]\\d|2[0-3]):[0-5]\\d$", "A 24-hour time like 09:30 or 18:00"],
  slug: ["^[a-z0-9]+(-[a-z0-9]+)*$", "Lower-case words joined by dashes, like hpb-surgery"],
};

/** A list file is edited as one list field of this name (see the "json-list" format in cms.tsx). */
export const LIST_FILE_FIELD = "entries";
export const LIST_FILE_FORMAT = "json-list";

function cmsField(name: string, field: Field): CmsField {
  const base = { name, label: field.label, required: !field.optional, ...(field.hint ? { hint: field.hint } : {}) };
  const pattern = PATTERNS[field.kind];
  switch (field.kind) {
    case "text":
      return { ...base, widget: field.multiline ? "text" : "string" };
    case "date":
      return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
    case "image":
      return { ...base, widget: "image", choose_url: false };
    case "select":
      return { ...base, widget: "select", options: [...field.options] };
    case "integer":
      return { ...base, widget: "number", value_type: "int", min: field.min };
    case "boolean":
      return { ...base, widget: "boolean", required: false };
    case "object":
      return { ...base, widget: "object", fields: cmsFields(field.fields) };
    case "list":
      return field.of.kind === "object"
        ? {
            ...base,
            widget: "list",
            fields: cmsFields(field.of.fields),
            ...(field.summary ? { summary: `{{fields.${field.summary}}}` } : {}),
          }
        : { ...base, widget: "list", field: cmsField(name, field.of) };
    default:
      return { ...base, widget: "string", ...(pattern ? { pattern } : {}) };
  }
}

function cmsFields(fields: Fields): CmsField[] {
  return Object.entries(fields).map(([name, field]) => cmsField(name, field));
}

function fileEntry(model: JsonFileModel) {
  const fields: CmsField[] = model.entries
    ? [
        {
          name: LIST_FILE_FIELD,
          label: model.label,
          widget: "list",
          summary: `{{fields.${model.entries.summary}}}`,
          min: model.entries.minimum,
          fields: cmsFields(model.entries.fields),
        },
      ]
    : cmsFields(model.fields ?? {});
  return {
    name: model.file.replace(/\.json$/, ""),
    label: model.label,
    file: `content/${model.file}`,
    ...(model.entries ? { format: LIST_FILE_FORMAT } : {}),
    fields,
  };
}

export interface BackendOptions {
  /** decap-server's API, used only when the admin page is opened on localhost. */
  localBackendUrl: string;
}

export function cmsConfig({ localBackendUrl }: BackendOptions): CmsConfig {
  const collections = [
    {
      name: "site",
      label: "Site",
      // Practice details, home page and the About, Services … sections: one file each.
      files: JSON_FILES.map(fileEntry),
    },
    {
      name: "articles",
      label: ARTICLES.label,
      label_singular: "Article",
      folder: `content/${ARTICLES.folder}`,
      create: true,
      // Each article is a folder, content/blog/<id>/index.md, with its pictures beside it.
      path: "{{id}}/index",
      slug: "{{id}}",
      media_folder: "",
      public_folder: "",
      format: "frontmatter",
      extension: "md",
      summary: "{{title}} ({{category}})",
      sortable_fields: ["date", "title", "category"],
      fields: [...cmsFields(ARTICLES.fields), { name: "body", label: "Text", widget: "markdown" }],
    },
  ] as unknown as CmsCollection[];
  return {
    load_config_file: false,
    // On a real host the CMS signs in to GitHub and commits there; see the README.
    backend: { name: "github", repo: "OWNER/REPOSITORY", branch: "main" },
    local_backend: { url: localBackendUrl },
    publish_mode: "editorial_workflow",
    media_folder: "content/images",
    public_folder: "images",
    site_url: "/",
    collections,
  } as CmsConfig;
}
