import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { createPagesWithNoArticles } from "./helpers/create-pages";
import { validFrontmatter } from "./helpers/frontmatter";

/** An article on disk whose body is `body`, read by gatsby-node as Gatsby would, up to making pages. */
async function buildArticle(body: string) {
  let gatsbyNode: typeof import("../gatsby-node");
  jest.isolateModules(() => {
    gatsbyNode = jest.requireActual("../gatsby-node") as typeof import("../gatsby-node");
  });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "article-"));
  fs.copyFileSync(path.resolve("content/blog/1/hero.jpg"), path.join(folder, "hero.jpg"));
  const frontMatter = Object.entries(validFrontmatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  const absolutePath = path.join(folder, "index.md");
  fs.writeFileSync(absolutePath, ["---", ...frontMatter, "---", "", body, ""].join("\n"));
  const file = {
    id: "file-1",
    absolutePath,
    relativePath: "blog/4/index.md",
    name: "index",
    internal: { type: "File" },
  } as unknown as Node;
  const node = {
    id: "md-1",
    parent: "file-1",
    frontmatter: validFrontmatter,
    rawMarkdownBody: body,
    internal: { type: "MarkdownRemark" },
  } as unknown as Node;
  const reporter = { panicOnBuild: jest.fn() };
  const actions = { createNodeField: jest.fn() };
  (gatsbyNode!.onCreateNode as (a: unknown) => void)({ node, getNode: () => file, actions, reporter });
  await createPagesWithNoArticles(gatsbyNode!, reporter);
  const line = frontMatter.length + 4;
  return { reporter, actions, file: path.relative(process.cwd(), absolutePath), line };
}

describe("raw HTML in an article's Markdown", () => {
  it.each([
    ["<script>window.ran = true</script>"],
    ['<img src="x" onerror="window.ran = true">'],
    ["[Open](javascript:window.ran=true)"],
    ['<iframe src="https://evil.example/"></iframe>'],
  ])("stops the build naming the file and the line: %s", async (markdown) => {
    const { reporter, actions, file, line } = await buildArticle(markdown);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining(`${file}:${line}: `));
    expect(actions.createNodeField).not.toHaveBeenCalled();
  });

  it("lets an article in plain Markdown through", async () => {
    const { reporter, actions } = await buildArticle("## Heading\n\nText with a [link](https://example.org/).");
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(actions.createNodeField).toHaveBeenCalled();
  });
});
