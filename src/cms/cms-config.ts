import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, LANGUAGES, type Lang } from "../i18n/languages";
import {
  JSON_FILES,
  MARKDOWN,
  translatedFields,
  translatedJsonPath,
  type Field,
  type Fields,
  type JsonFileModel,
  type MarkdownModel,
} from "../lib/content-model";
import { patternRule } from "../lib/field-patterns";

/**
 * Decap CMS's collections, written from the content model: the same fields, labels and rules the
 * build checks, so what the CMS lets staff save is what the build accepts.
 */

/**
 * Decap's pattern check, [regular expression, what the value must be], from the build's own rule
 * (field-rules.ts), so the author is told as they type what the build would say. Decap checks a
 * pattern only on a value that is not empty; an optional field may also be left as spaces, which
 * the build reads as not set.
 */
function cmsPattern(field: Field): [string, string] | undefined {
  const rule = patternRule(field);
  if (!rule || (field.kind === "text" && field.optional)) return undefined;
  return [field.optional ? `^\\s*$|${rule.pattern.source}` : rule.pattern.source, rule.must];
}

/** A list file is edited as one list field of this name (see the "json-list" format in cms.tsx). */
export const LIST_FILE_FIELD = "entries";
export const LIST_FILE_FORMAT = "json-list";

/** The "json-list" format: a JSON list on disk, one list field in the CMS. */
export const listFileFormat = {
  fromFile: (content: string) => ({ [LIST_FILE_FIELD]: JSON.parse(content) as unknown }),
  toFile: (data: Record<string, unknown>) => `${JSON.stringify(data[LIST_FILE_FIELD] ?? [], null, 2)}\n`,
};

/**
 * A folder of Markdown files (the articles, a kind of library page) in one language. Each entry is
 * a folder, content/<folder>/<id or slug>/index.md, with its pictures beside it; its translation is
 * index.hi.md in the same folder. Decap lists a folder's files by how their names end, so the
 * English list shows the translations too; the others list only their own.
 */
function markdownCollection(model: MarkdownModel, lang: Lang) {
  const english = lang === DEFAULT_LANGUAGE;
  const article = model.kind === "articles";
  // The articles keep the names their collections always had ("articles", "articles-hi").
  const name = article ? "articles" : model.folder;
  const key = article ? "{{id}}" : "{{fields.slug}}";
  return {
    name: english ? name : `${name}-${lang}`,
    label: english ? model.label : `${LANGUAGE_INFO[lang].name}: ${model.label}`,
    label_singular: article ? "Article" : model.folder === "conditions" ? "Condition" : "Operation",
    folder: `content/${model.folder}`,
    create: true,
    path: `${key}/index`,
    slug: key,
    media_folder: "",
    public_folder: "",
    format: "frontmatter",
    extension: english ? "md" : `${lang}.md`,
    ...(english
      ? {}
      : {
          description: article
            ? "Translations, in the English article's folder. Keep its number, dates, category and picture; translate the rest."
            : "Translations, in the English page's folder. Keep its slug, dates, picture, services and links; translate the rest.",
        }),
    summary: article ? "{{title}} ({{category}})" : "{{title}} (reviewed {{lastReviewed}})",
    sortable_fields: article ? ["date", "title", "category"] : ["title", "lastReviewed"],
    fields: [
      ...cmsFields(model.fields),
      { name: "body", label: article ? "Text" : model.bodyLabel, widget: "markdown" },
    ],
  };
}

/** A field as Decap shows it. */
function cmsField(name: string, field: Field): CmsField {
  const base = { name, label: field.label, required: !field.optional, ...(field.hint ? { hint: field.hint } : {}) };
  const pattern = cmsPattern(field);
  switch (field.kind) {
    case "text":
      return { ...base, widget: field.multiline ? "text" : "string", ...(pattern ? { pattern } : {}) };
    case "date":
      return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
    case "image":
      // Decap keeps only a picture's file name and finds it in the media folder, so each field
      // names its own (services' pictures live in images/services/, not images/).
      return {
        ...base,
        widget: "image",
        choose_url: false,
        ...(field.folder ? { media_folder: field.folder, public_folder: field.folder } : {}),
      };
    case "select":
      return { ...base, widget: "select", options: [...field.options] };
    case "slug":
      // A venue is chosen from the schedule's venues (the "schedule" file of the "site" collection),
      // by name; the build checks the id it saves against content/schedule.json.
      return field.venue
        ? {
            ...base,
            widget: "relation",
            collection: "site",
            file: "schedule",
            search_fields: ["venues.*.name", "venues.*.id"],
            display_fields: ["venues.*.name"],
            value_field: "venues.*.id",
          }
        : { ...base, widget: "string", ...(pattern ? { pattern } : {}) };
    case "integer":
      return { ...base, widget: "number", value_type: "int", min: field.min };
    case "decimal":
      return { ...base, widget: "number", value_type: "float", min: field.min, max: field.max, step: 0.000001 };
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
        : field.of.kind === "select"
          ? // A choice of several (a session's days): one box with every option, in their order.
            {
              ...base,
              widget: "select",
              multiple: true,
              options: [...field.of.options],
              ...(field.optional ? {} : { min: 1 }),
            }
          : { ...base, widget: "list", field: cmsField(name, field.of) };
    default:
      return { ...base, widget: "string", ...(pattern ? { pattern } : {}) };
  }
}

function cmsFields(fields: Fields): CmsField[] {
  return Object.entries(fields).map(([name, field]) => cmsField(name, field));
}

/**
 * A JSON file in a language: content/<file>, or its translation in content/<lang>/<file>, which asks
 * only for the translated fields (translatedFields); the build takes the rest from the English file,
 * so staff write each phone number, picture and setting once.
 */
function fileEntry(model: JsonFileModel, lang: Lang = DEFAULT_LANGUAGE) {
  const english = lang === DEFAULT_LANGUAGE;
  const shown = (fields: Fields) => (english ? fields : translatedFields(fields));
  const fields: CmsField[] = model.entries
    ? [
        {
          name: LIST_FILE_FIELD,
          label: model.label,
          widget: "list",
          summary: `{{fields.${model.entries.summary}}}`,
          min: model.entries.minimum,
          fields: cmsFields(shown(model.entries.fields)),
        },
      ]
    : cmsFields(shown(model.fields ?? {}));
  return {
    name: `${model.file.replace(/\.json$/, "")}${english ? "" : `-${lang}`}`,
    label: english ? model.label : `${model.label} (${LANGUAGE_INFO[lang].name})`,
    file: `content/${translatedJsonPath(model.file, lang)}`,
    ...(english
      ? {}
      : {
          description: `The same page in another language: only its text, to translate. Phone numbers, times, pictures, form settings and the other facts that are the same in every language come from the English file (${model.label}); change them there.`,
        }),
    fields,
  };
}

/** Where the CMS commits on the real site: a deployment setting (GATSBY_CMS_* at build time). */
export interface GitHost {
  /** Decap's backend: "github", "gitlab", "bitbucket" or "git-gateway" (Netlify). */
  name: string;
  /** "owner/repository" (not needed for git-gateway). */
  repo?: string;
  branch: string;
  /** The OAuth provider's address, for GitHub or GitLab outside Netlify. */
  authUrl?: string;
}

export interface BackendOptions {
  /** decap-server's API, used only when the admin page is opened on localhost. */
  localBackendUrl: string;
  gitHost: GitHost;
}

/**
 * The Git host from the build's environment. Unset, the CMS still opens with `npm run cms`
 * (decap-server on localhost); on a deployed site it says it has no Git host to sign in to.
 */
export function gitHostFromEnv(env: Record<string, string | undefined>): GitHost {
  return {
    name: env.GATSBY_CMS_BACKEND || "github",
    repo: env.GATSBY_CMS_REPO || undefined,
    branch: env.GATSBY_CMS_BRANCH || "main",
    authUrl: env.GATSBY_CMS_AUTH_URL || undefined,
  };
}

/** Why a deployed /admin/ could not sign in to its Git host, or null when it can. */
export function gitHostProblem(host: GitHost): string | null {
  if (host.name !== "git-gateway" && !host.repo)
    return `the CMS at /admin/ has no Git repository to commit to: set GATSBY_CMS_REPO=owner/repository (and GATSBY_CMS_BACKEND, GATSBY_CMS_AUTH_URL) when building; see the README`;
  return null;
}

export function cmsConfig({ localBackendUrl, gitHost }: BackendOptions): CmsConfig {
  const objectFiles = JSON_FILES.filter((model) => !model.entries);
  const listFiles = JSON_FILES.filter((model) => model.entries);
  // Each language's files: English first, then each translation in its own pair of collections.
  const languageCollections = LANGUAGES.flatMap((lang) => {
    const suffix = lang === DEFAULT_LANGUAGE ? "" : `-${lang}`;
    const named = (label: string) => (lang === DEFAULT_LANGUAGE ? label : `${LANGUAGE_INFO[lang].name}: ${label}`);
    return [
      {
        name: `site${suffix}`,
        label: named("Practice and pages"),
        // Practice details, the home page and the About, Qualifications … sections: one file each.
        files: objectFiles.map((model) => fileEntry(model, lang)),
      },
      {
        // Decap reads a format per collection, not per file, so the list files have their own.
        name: `lists${suffix}`,
        label: named(listFiles.map((model) => model.label).join(" and ")),
        format: LIST_FILE_FORMAT,
        files: listFiles.map((model) => fileEntry(model, lang)),
      },
    ];
  });
  const collections = [
    ...languageCollections,
    ...MARKDOWN.flatMap((model) => LANGUAGES.map((lang) => markdownCollection(model, lang))),
  ] as unknown as CmsCollection[];
  return {
    load_config_file: false,
    // On the real site the CMS signs in to the Git host and commits there; see the README.
    backend: {
      name: gitHost.name,
      branch: gitHost.branch,
      ...(gitHost.repo ? { repo: gitHost.repo } : {}),
      ...(gitHost.authUrl ? { base_url: gitHost.authUrl } : {}),
    },
    local_backend: { url: localBackendUrl },
    publish_mode: "editorial_workflow",
    media_folder: "content/images",
    public_folder: "images",
    site_url: "/",
    collections,
  } as CmsConfig;
}
