import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { gitHostFromEnv, gitHostProblem } from "./src/cms/cms-config";
import { BLOG_CATEGORIES } from "./src/constants";
import { articleText } from "./src/lib/article-text";
import { diskContext } from "./src/lib/content-files";
import { jsonFileModel } from "./src/lib/content-model";
import { contentTypeDefs } from "./src/lib/content-schema";
import {
  findDuplicateIds,
  undeliveredFormWarnings,
  validateArticle,
  validateJsonFile,
} from "./src/lib/content-validation";
import { markdownProblems } from "./src/lib/markdown-safety";
import { listingPages } from "./src/lib/paging";
import { postPath } from "./src/lib/paths";
import { readingTimeLabel } from "./src/lib/reading-time";
import { buildSearchIndex, type SearchDocument } from "./src/lib/search";
import { buildHeaderRules, netlifyHeaders, nginxServerBlock } from "./src/lib/security-headers";
import { robotsTxt, sitemapXml } from "./src/lib/sitemap";
import practice from "./content/practice.json";

const isProduction = process.env.NODE_ENV === "production";

/**
 * The content model (src/lib/content-model.ts) as GraphQL types: a field the pages need is non-null,
 * so a missing value fails the build instead of rendering as nothing, and images are `File`s that
 * gatsby-plugin-image can process.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

/** A production build says when the deployed CMS would have nowhere to commit. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problem = isProduction ? gitHostProblem(gitHostFromEnv(process.env)) : null;
  if (problem) reporter.warn(problem);
};

/** Every problem found in content/ while it is read; the build stops once, listing them all. */
const contentProblems: string[] = [];

/** Checks every content file against the model as it is read, and gives each article its path. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type === "File" && node.sourceInstanceName === "content" && node.extension === "json") {
    const model = jsonFileModel(String(node.relativePath));
    const absolutePath = String(node.absolutePath);
    if (model) {
      const data: unknown = JSON.parse(fs.readFileSync(absolutePath, "utf8"));
      const problems = validateJsonFile(model, data, diskContext(absolutePath));
      contentProblems.push(...problems);
      if (problems.length === 0 && isProduction && model.file === "practice.json") {
        const practiceData = data as Parameters<typeof undeliveredFormWarnings>[0];
        for (const warning of undeliveredFormWarnings(practiceData)) reporter.warn(warning);
      }
    }
    return;
  }

  const parent = node.parent ? getNode(node.parent) : undefined;
  if (node.internal.type !== "MarkdownRemark" || !parent || parent.internal.type !== "File") return;
  const frontmatter = node.frontmatter as Record<string, unknown> | undefined;
  const absolutePath = String(parent.absolutePath);
  const context = diskContext(absolutePath);
  const problems = validateArticle(frontmatter, String(node.rawMarkdownBody ?? ""), context);
  // Articles are held to the rule stored posts are sanitised by (src/lib/article-html.ts).
  for (const { line, message } of markdownProblems(fs.readFileSync(absolutePath, "utf8"))) {
    problems.push(`${context.file}:${line}: ${message}`);
  }
  contentProblems.push(...problems);
  if (problems.length > 0) return;
  actions.createNodeField({ node, name: "slug", value: postPath(Number(frontmatter?.id)) });
  // The words search indexes, worked out once per change of the article (a warm build reuses them).
  const { headings, body } = articleText(String(node.rawMarkdownBody ?? ""));
  actions.createNodeField({ node, name: "searchHeadings", value: headings });
  actions.createNodeField({ node, name: "searchBody", value: body });
  // Drafts are visible while writing (gatsby develop) and left out of production builds.
  actions.createNodeField({ node, name: "published", value: !(isProduction && frontmatter?.draft === true) });
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  if (contentProblems.length > 0) {
    reporter.panicOnBuild(
      `Content in content/ needs fixing (${contentProblems.length} problem${contentProblems.length === 1 ? "" : "s"}):\n  ${contentProblems.join("\n  ")}`,
    );
    return;
  }
  const result = await graphql<Queries.BlogArticlesQuery>(`
    query BlogArticles {
      blogJson {
        pageSize
      }
      allMarkdownRemark(filter: { fields: { published: { eq: true } } }, sort: { frontmatter: { date: DESC } }) {
        nodes {
          id
          timeToRead
          frontmatter {
            id
            title
            category
            excerpt
            date(formatString: "YYYY-MM-DD")
          }
          fields {
            slug
            searchHeadings
            searchBody
          }
          fileAbsolutePath
        }
      }
    }
  `);
  if (result.errors || !result.data?.blogJson) {
    reporter.panicOnBuild("Could not load the articles", result.errors);
    return;
  }

  // Newest first, as the listing shows them.
  const posts = result.data.allMarkdownRemark.nodes;
  const duplicates = findDuplicateIds(
    posts.map((post) => ({
      id: post.frontmatter.id,
      file: path.relative(process.cwd(), post.fileAbsolutePath ?? ""),
    })),
  );
  if (duplicates.length > 0) {
    reporter.panicOnBuild(`Content in content/ needs fixing:\n  ${duplicates.join("\n  ")}`);
    return;
  }

  const neighbour = (index: number) => {
    const post = posts[index];
    return post ? { id: String(post.frontmatter.id), title: post.frontmatter.title } : null;
  };
  posts.forEach((post, index) => {
    actions.createPage({
      path: post.fields.slug,
      component: path.resolve("src/templates/blog-post.tsx"),
      // "previous" is the article published before this one.
      context: { id: post.id, previous: neighbour(index + 1), next: neighbour(index - 1) },
    });
  });

  const searchIndex = await writeSearchIndex(
    posts.map((post) => ({
      id: String(post.frontmatter.id),
      title: post.frontmatter.title,
      category: post.frontmatter.category,
      excerpt: post.frontmatter.excerpt,
      headings: post.fields.searchHeadings,
      body: post.fields.searchBody,
      date: post.frontmatter.date,
      readingTime: readingTimeLabel(post.timeToRead ?? 1),
    })),
  );
  const categories = posts.map((post) => post.frontmatter.category);
  for (const { path: pagePath, ...listing } of listingPages(
    BLOG_CATEGORIES,
    categories,
    result.data.blogJson.pageSize,
  )) {
    actions.createPage({
      path: pagePath,
      component: path.resolve("src/templates/blog-list.tsx"),
      context: {
        ...listing,
        // The query's filter: the page's category, or every category on the All pages.
        categories: listing.category ? [listing.category] : [...BLOG_CATEGORIES],
        searchIndex,
      },
    });
  }
};

/**
 * The search index as a static file named by its content, so a host may cache it for good
 * (`/static/*` is immutable) and a new article gives a new name. Returns its address.
 */
async function writeSearchIndex(documents: SearchDocument[]): Promise<string> {
  const json = buildSearchIndex(documents);
  const name = `search-${createHash("sha256").update(json).digest("hex").slice(0, 16)}.json`;
  const folder = path.resolve("public/static/search");
  await fs.promises.mkdir(folder, { recursive: true });
  for (const old of await fs.promises.readdir(folder)) {
    if (old !== name) await fs.promises.rm(path.join(folder, old));
  }
  await fs.promises.writeFile(path.join(folder, name), json);
  return `/static/search/${name}`;
}

/** Writes sitemap.xml (every built page but the 404 page and client-only routes) and robots.txt. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.SitemapPagesQuery>(`
    query SitemapPages {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSitePage {
        nodes {
          path
          matchPath
        }
      }
      allMarkdownRemark(filter: { fields: { published: { eq: true } } }) {
        nodes {
          fields {
            slug
          }
          frontmatter {
            lastReviewed(formatString: "YYYY-MM-DD")
          }
        }
      }
    }
  `);
  const siteUrl = result.data?.site?.siteMetadata?.siteUrl;
  if (result.errors || !result.data || !siteUrl) {
    reporter.panicOnBuild("Could not build the sitemap", result.errors);
    return;
  }
  const reviewed = new Map(
    result.data.allMarkdownRemark.nodes.map((node) => [node.fields.slug, node.frontmatter.lastReviewed]),
  );
  const entries = result.data.allSitePage.nodes
    .filter((page) => !page.matchPath)
    .map((page) => ({ path: page.path, lastmod: reviewed.get(page.path) }));
  await fs.promises.writeFile(path.resolve("public/sitemap.xml"), sitemapXml(siteUrl, entries));
  await fs.promises.writeFile(path.resolve("public/robots.txt"), robotsTxt(siteUrl));
  await writeHostHeaders();
};

/**
 * The headers a host must send, from the built pages (their inline scripts' hashes) and the form
 * endpoints: `public/_headers` for Netlify and Cloudflare Pages, `deploy/nginx.conf` for nginx.
 */
async function writeHostHeaders() {
  const rules = buildHeaderRules(path.resolve("public"), practice);
  await fs.promises.writeFile(path.resolve("public/_headers"), netlifyHeaders(rules));
  const serverName = new URL(process.env.SITE_URL || practice.siteUrl).hostname;
  const block = nginxServerBlock(rules, {
    root: "/var/www/surgeon-site/public",
    listen: "443 ssl",
    serverName,
    extra: [
      `ssl_certificate /etc/letsencrypt/live/${serverName}/fullchain.pem;`,
      `ssl_certificate_key /etc/letsencrypt/live/${serverName}/privkey.pem;`,
    ],
  });
  await fs.promises.mkdir(path.resolve("deploy"), { recursive: true });
  await fs.promises.writeFile(
    path.resolve("deploy/nginx.conf"),
    `# Written by \`npm run build\` from src/lib/security-headers.ts; do not edit. See the README's "Deployment".\n${block}`,
  );
}
