import { ARTICLES, JSON_FILES, SCHEDULE, type Field, type Fields } from "./content-model";

/**
 * The GraphQL type definitions for content/, written from the content model: required fields are
 * non-null, pictures are `File`s gatsby-plugin-image can process, and nothing is inferred, so a
 * field the model does not declare cannot leak into a query as a guess.
 */

const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * The GraphQL type of a field; nested groups add their own types to `types`. An optional field is
 * nullable where it may be left out (front matter), and a number anywhere (a fee no one charges);
 * JSON files keep an optional text's key with "" in it.
 */
function graphqlType(field: Field, typeName: string, types: string[], mayBeAbsent: boolean): string {
  const nullability = field.optional && (mayBeAbsent || field.kind === "integer") ? "" : "!";
  switch (field.kind) {
    case "integer":
      return `Int${nullability}`;
    case "boolean":
      return "Boolean";
    case "date":
      return `Date${nullability} @dateformat`;
    case "image":
      return `File${nullability} @fileByRelativePath`;
    case "object":
      types.push(objectType(typeName, field.fields, types, "", mayBeAbsent));
      return `${typeName}${nullability}`;
    case "list": {
      const item = graphqlType({ ...field.of, optional: false }, typeName, types, mayBeAbsent);
      return `[${item.replace(/ @.*/, "")}]${nullability}${item.includes("@") ? item.slice(item.indexOf(" @")) : ""}`;
    }
    default:
      return `String${nullability}`;
  }
}

function objectType(typeName: string, fields: Fields, types: string[], header: string, mayBeAbsent: boolean): string {
  const lines = Object.entries(fields).map(
    ([name, field]) => `  ${name}: ${graphqlType(field, `${typeName}${capitalised(name)}`, types, mayBeAbsent)}`,
  );
  return `type ${typeName}${header} {\n${lines.join("\n")}\n}`;
}

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
    // The schedule's week in words, written at build time (gatsby/schema.ts), for the pages that
    // show it without working anything out in the browser.
    const extra = model === SCHEDULE ? "\n  week: ScheduleWeek!" : "";
    types.push(
      objectType(model.typeName, renamed, types, " implements Node @dontInfer", false).replace(
        /\n}$/,
        `\n  fields: ContentFields!${extra}\n}`,
      ),
    );
  }
  types.push(`type ScheduleWeek {\n  hospital: String!\n  venues: [String!]!\n}`);
  types.push(`type ContentFields @dontInfer {\n  lang: String!\n}`);
  types.push(objectType("MarkdownRemarkFrontmatter", ARTICLES.fields, types, " @dontInfer", true));
  types.push(`type MarkdownRemark implements Node {
  frontmatter: MarkdownRemarkFrontmatter!
  fields: MarkdownRemarkFields!
  shownDates: MarkdownRemarkShownDates!
}
type MarkdownRemarkShownDates {
  date: String!
  lastReviewed: String
}
type MarkdownRemarkFields @dontInfer {
  lang: String!
  slug: String!
  published: Boolean!
  searchHeadings: String!
  searchBody: String!
}`);
  return types.join("\n");
}
