import { ARTICLES, JSON_FILES, LIBRARY, SCHEDULE, type Field, type Fields, type MarkdownModel } from "./content-model";

/**
 * The GraphQL type definitions for content/, written from the content model: required fields are
 * non-null, pictures are `File`s gatsby-plugin-image can process, and nothing is inferred, so a
 * field the model does not declare cannot leak into a query as a guess.
 */

const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * The GraphQL type of a field; nested groups add their own types to `types`. An optional field is
 * nullable in every file: left out, null or empty, it reads as not set (a required one missing
 * stops the build at the content check, naming the file, before any query runs).
 */
function graphqlType(field: Field, typeName: string, types: string[]): string {
  const nullability = field.optional ? "" : "!";
  switch (field.kind) {
    case "integer":
      return `Int${nullability}`;
    case "decimal":
      return `Float${nullability}`;
    case "boolean":
      return "Boolean";
    case "date":
      return `Date${nullability} @dateformat`;
    case "image":
      return `File${nullability} @fileByRelativePath`;
    case "object":
      types.push(objectType(typeName, field.fields, types, ""));
      return `${typeName}${nullability}`;
    case "list": {
      const item = graphqlType({ ...field.of, optional: false }, typeName, types);
      return `[${item.replace(/ @.*/, "")}]${nullability}${item.includes("@") ? item.slice(item.indexOf(" @")) : ""}`;
    }
    default:
      return `String${nullability}`;
  }
}

/** `nested` names the types of its groups (LibraryFrontmatterFaq for both kinds' questions). */
function objectType(typeName: string, fields: Fields, types: string[], header: string, nested = typeName): string {
  const lines = Object.entries(fields).map(
    ([name, field]) => `  ${name}: ${graphqlType(field, `${nested}${capitalised(name)}`, types)}`,
  );
  return `type ${typeName}${header} {\n${lines.join("\n")}\n}`;
}

/** "conditions" -> "condition": the field of MarkdownRemark that holds a library page's front matter. */
export const libraryFieldName = (folder: string) => folder.replace(/s$/, "");
const libraryTypeName = (folder: string) => `${capitalised(libraryFieldName(folder))}Frontmatter`;

/** The GraphQL type of a kind's front matter: the articles' on MarkdownRemark, a library kind's its own. */
export const frontmatterTypeName = (model: MarkdownModel) =>
  model.kind === "articles" ? "MarkdownRemarkFrontmatter" : libraryTypeName(model.folder);

/** Every content type, as SDL for `createTypes`. */
export function contentTypeDefs(): string {
  const types: string[] = [];
  for (const model of JSON_FILES) {
    // gatsby-node keeps an entry's own "id" as "jsonId" (a node's id is Gatsby's).
    const fields = model.entries?.fields ?? model.fields ?? {};
    const renamed = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name === "id" ? "jsonId" : name, field]),
    );
    // Each file's language (gatsby-node sets it from where the file lies), to query one language.
    // The schedule's week in words and its venues' fees in rupees, written at build time
    // (gatsby/schema.ts), for the pages that show them without working anything out in the browser.
    const extra = model === SCHEDULE ? "\n  week: ScheduleWeek!\n  feesShown: [ScheduleFeesShown!]!" : "";
    types.push(
      objectType(model.typeName, renamed, types, " implements Node @dontInfer").replace(
        /\n}$/,
        `\n  fields: ContentFields!${extra}\n}`,
      ),
    );
  }
  types.push(`type ScheduleWeek {\n  hospital: String!\n  venues: [String!]!\n}`);
  types.push(`type ScheduleFeesShown {\n  venue: String!\n  firstVisit: String\n  followUp: String\n}`);
  types.push(`type ContentFields @dontInfer {\n  lang: String!\n}`);
  types.push(objectType("MarkdownRemarkFrontmatter", ARTICLES.fields, types, " @dontInfer"));
  // A library page's front matter, typed by its kind: "condition" on the pages of
  // content/conditions/, "treatment" on those of content/treatments/ (gatsby/schema.ts). The
  // fields both kinds have form an interface, for the parts of the templates they share.
  const [first, ...others] = LIBRARY;
  const shared = Object.fromEntries(
    Object.entries(first?.fields ?? {}).filter(([name]) => others.every((model) => name in model.fields)),
  );
  types.push(objectType("LibraryFrontmatter", shared, types, "").replace(/^type /, "interface "));
  for (const model of LIBRARY) {
    const header = " implements LibraryFrontmatter @dontInfer";
    types.push(objectType(frontmatterTypeName(model), model.fields, types, header, "LibraryFrontmatter"));
  }
  types.push(`type MarkdownRemark implements Node {
  frontmatter: MarkdownRemarkFrontmatter!
  ${LIBRARY.map((model) => `${libraryFieldName(model.folder)}: ${libraryTypeName(model.folder)}`).join("\n  ")}
  fields: MarkdownRemarkFields!
  shownDates: MarkdownRemarkShownDates!
}
type MarkdownRemarkShownDates {
  date: String!
  lastReviewed: String
}
type MarkdownRemarkFields @dontInfer {
  lang: String!
  "The folder under content/: blog, conditions or treatments."
  collection: String!
  slug: String!
  published: Boolean!
  searchHeadings: String!
  searchBody: String!
}`);
  // A group both library kinds have is declared once.
  return [...new Set(types)].join("\n");
}
