import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Runs gatsby-node's createPages as Gatsby would after reading content, with no articles: enough to
 * see whether the build stops. What it writes (the search index, under public/) goes to a scratch folder.
 */
export async function createPagesWithNoArticles(
  gatsbyNode: typeof import("../../gatsby-node"),
  reporter: { panicOnBuild: jest.Mock },
): Promise<void> {
  const graphql = jest.fn().mockResolvedValue({
    data: { blogJson: { pageSize: 12 }, allMarkdownRemark: { nodes: [] }, allServicesJson: { nodes: [] } },
  });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "create-pages-"));
  const cwd = jest.spyOn(process, "cwd").mockReturnValue(scratch);
  try {
    await (gatsbyNode.createPages as (a: unknown) => Promise<void>)({
      graphql,
      actions: { createPage: jest.fn() },
      reporter,
    });
  } finally {
    cwd.mockRestore();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
