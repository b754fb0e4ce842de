import fromMarkdown from "mdast-util-from-markdown";

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
