import fromMarkdown from "mdast-util-from-markdown";
import { isRecord, type Field, type Fields } from "./content-model";

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

function textOf(node: MdNode): string {
  if (typeof node.value === "string" && node.type !== "html") return node.value;
  return (node.children ?? []).map(textOf).join(node.type === "paragraph" ? "" : " ");
}

/** An article's Markdown body as the words a reader sees: its headings, and the rest of its text. */
export function articleText(markdown: string): { headings: string; body: string } {
  const root = fromMarkdown(markdown) as MdNode;
  const headings: string[] = [];
  const body: string[] = [];
  for (const node of root.children ?? []) {
    (node.type === "heading" ? headings : body).push(textOf(node));
  }
  const clean = (parts: string[]) => parts.join(" ").replace(/\s+/g, " ").trim();
  return { headings: clean(headings), body: clean(body) };
}

/**
 * A library page's words for search: its other names and the names of its tests, risks and
 * questions as headings; its body and every other translated text of its front matter as body.
 */
export function libraryText(
  fields: Fields,
  frontmatter: Record<string, unknown>,
  markdown: string,
): { headings: string; body: string } {
  const headings: string[] = [];
  const body: string[] = [articleText(markdown).body];
  const collect = (field: Field, value: unknown, into: string[]) => {
    if (field.kind === "text" && !field.shared && typeof value === "string") into.push(value);
    if (field.kind === "list" && Array.isArray(value)) value.forEach((item) => collect(field.of, item, into));
    if (field.kind === "object" && isRecord(value)) {
      // The first text of a group names it ("Ultrasound scan", "Bile leak", a question).
      Object.entries(field.fields).forEach(([key, child], index) =>
        collect(child, value[key], index === 0 ? headings : body),
      );
    }
  };
  for (const [key, field] of Object.entries(fields)) {
    if (key === "title" || key === "description" || key === "imageAlt" || key === "reviewedBy") continue;
    collect(field, frontmatter[key], key === "otherNames" ? headings : body);
  }
  const clean = (parts: string[]) => parts.join(" ").replace(/\s+/g, " ").trim();
  return { headings: clean(headings), body: clean(body) };
}
