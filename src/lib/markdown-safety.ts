import fromMarkdown from "mdast-util-from-markdown";

/** A place in an article that breaks the article rule (src/lib/article-html.ts). */
export interface MarkdownProblem {
  line: number;
  message: string;
}

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}

/**
 * Where a Markdown link or image may point: https:, a path on this site, a file beside the article
 * (`./diagram.jpg`, processed at build time), a heading on the page, or mail and phone links.
 * Never another scheme (javascript:, data:, http:), a protocol-relative `//host` or a backslash.
 */
function isMarkdownUrl(url: string): boolean {
  if (url.includes("\\") || url.startsWith("//")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return !scheme || ["https", "mailto", "tel"].includes((scheme[1] ?? "").toLowerCase());
}

/**
 * Raw HTML and unsafe URLs in an article's Markdown, with their lines in the file. Raw HTML is not
 * allowed at all (comments aside): Markdown writes every tag an article may use, and HTML written
 * by hand is where scripts, styles, frames and forms would come in. Takes the whole file: the front
 * matter is blanked, so the lines reported are the file's own.
 */
export function markdownProblems(source: string): MarkdownProblem[] {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---(?=\r?\n)/, (frontMatter) => frontMatter.replace(/[^\n]/g, ""));
  const problems: MarkdownProblem[] = [];
  const visit = (node: MdNode) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === "html" && !/^\s*<!--[\s\S]*-->\s*$/.test(node.value ?? "")) {
      const snippet = ((node.value ?? "").trim().split("\n")[0] ?? "").slice(0, 60);
      problems.push({ line, message: `raw HTML is not allowed in articles (write Markdown instead): ${snippet}` });
    }
    if (
      (node.type === "link" || node.type === "image" || node.type === "definition") &&
      !isMarkdownUrl(node.url ?? "")
    ) {
      problems.push({
        line,
        message: `${node.type} URL must be https:, site-relative or a file beside the article: ${node.url}`,
      });
    }
    node.children?.forEach(visit);
  };
  visit(fromMarkdown(body) as MdNode);
  return problems;
}
