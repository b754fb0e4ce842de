import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { gitHostFromEnv, gitHostProblem } from "./src/cms/cms-config";
import { BLOG_CATEGORIES } from "./src/constants";
import { basePath, DEFAULT_LANGUAGE, LANGUAGES, localisedPath, type Lang } from "./src/i18n/languages";
import { missingStrings, STRINGS } from "./src/i18n/strings";
import { articleText } from "./src/lib/article-text";
import { diskContext } from "./src/lib/content-files";
import {
  ARTICLES,
  contentFileLanguage,
  JSON_FILES,
  jsonFileModel,
  translatedJsonPath,
  withSharedFacts,
  type JsonFileModel,
} from "./src/lib/content-model";
import { contentTypeDefs } from "./src/lib/content-schema";
import {
  findDuplicateIds,
  repeatedFactProblems,
  translationProblems,
  undeliveredFormWarnings,
  validateArticle,
  validateJsonFile,
} from "./src/lib/content-validation";
import { shownDates } from "./src/lib/date-display";
import { markdownProblems } from "./src/lib/markdown-safety";
import { listingPages } from "./src/lib/paging";
import { postPath } from "./src/lib/paths";
import { readingTimeLabel } from "./src/lib/reading-time";
import { buildSearchIndex, type SearchDocument } from "./src/lib/search";
import { buildHeaderRules, fillNginxTemplate, netlifyHeaders } from "./src/lib/security-headers";
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

/** An article's dates as its pages show them, in its language (src/lib/date-display.ts). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    MarkdownRemark: {
      shownDates: {
        resolve: (source: { fields: { lang: Lang }; frontmatter: { date: unknown; lastReviewed?: unknown } }) =>
          shownDates(source.frontmatter, source.fields.lang),
      },
    },
  });
};

/**
 * A production build says when the deployed CMS would have nowhere to commit; any build stops when
 * a language's dictionary lacks an interface string, naming the key.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problem = isProduction ? gitHostProblem(gitHostFromEnv(process.env)) : null;
  if (problem) reporter.warn(problem);
  const missing = LANGUAGES.flatMap((lang) =>
    missingStrings(STRINGS[DEFAULT_LANGUAGE], STRINGS[lang]).map((key) => `src/i18n/strings/${lang}.ts: "${key}"`),
  );
  if (missing.length > 0) {
    reporter.panic(`Interface strings are missing (${missing.length}):\n  ${missing.join("\n  ")}`);
  }
};

/**
 * What every page's context carries for its language: the language, its interface strings (so a
 * page downloads only its own language's words) and the page's address in each language it exists in.
 */
function languageContext(lang: Lang, alternates: Partial<Record<Lang, string>>) {
  return { lang, strings: STRINGS[lang], alternates };
}

const isNotFoundPath = (path: string) => /^\/(404|dev-404-page)(\/|\.html|$)/.test(path);

/**
 * The pages of src/pages in every language: the home page at "/" and "/hi/". The not-found page is
 * one page for every language: Gatsby answers every unknown address with /404.html's data, so its
 * context holds each language's strings and the page picks by the address (src/i18n/wrap-page.tsx).
 * A copy is rendered at /hi/404.html for hosts to serve at unknown /hi/… addresses (the first-paint
 * plugin makes it render at those addresses: plugins/gatsby-plugin-first-paint/README.md).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as { lang?: string }).lang) return;
  actions.deletePage(page);
  if (isNotFoundPath(page.path)) {
    const context = { ...page.context, ...languageContext(DEFAULT_LANGUAGE, {}), stringsByLanguage: STRINGS };
    actions.createPage({ ...page, context });
    if (page.path !== "/404.html") return;
    for (const lang of LANGUAGES) {
      if (lang !== DEFAULT_LANGUAGE) actions.createPage({ ...page, path: localisedPath(lang, page.path), context });
    }
    return;
  }
  const alternates = Object.fromEntries(LANGUAGES.map((lang) => [lang, localisedPath(lang, page.path)]));
  for (const lang of LANGUAGES) {
    actions.createPage({
      ...page,
      path: localisedPath(lang, page.path),
      context: { ...page.context, ...languageContext(lang, alternates) },
    });
  }
};

/** Every problem found in the articles while they are read; the build stops once, listing them all. */
const contentProblems: string[] = [];
/** The problems of each JSON file and its translations, by the file's path under content/. */
const jsonFileProblems = new Map<string, string[]>();
/** The language of each node made from a JSON file, for onCreateNode to set. */
const jsonNodeLanguage = new Map<string, Lang>();

const JSON_TYPES = new Set(JSON_FILES.map((model) => model.typeName));

type NodeHelpers = Pick<
  Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0],
  "actions" | "getNodesByType" | "createNodeId" | "createContentDigest"
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A JSON file's nodes in every language, made here rather than by gatsby-transformer-json: Gatsby
 * lets only one plugin make a type's nodes, and the Hindi ones are made from two files.
 * content/hi/… holds only the translated fields; each Hindi node is their merge with the English
 * file's shared facts (withSharedFacts), of the English node's type, so the pages query it as
 * before. Every node's parent is the English file, so pictures resolve from content/. Returns the
 * English data when it passes the model's checks; the problems of the file and its translations
 * are kept for createPages.
 */
async function createJsonNodes(
  model: JsonFileModel,
  file: { id: string; absolutePath?: unknown },
  helpers: NodeHelpers,
) {
  const { actions, getNodesByType, createNodeId, createContentDigest } = helpers;
  const original = `content/${model.file}`;
  const problems: string[] = [];
  jsonFileProblems.set(model.file, problems);
  const absolutePath = String(file.absolutePath);
  const english = readJson(absolutePath, original, problems);
  if (english === undefined) return undefined;
  problems.push(...validateJsonFile(model, english, diskContext(absolutePath)));
  const valid = problems.length === 0;
  const made = new Set<string>();
  const create = async (lang: Lang, data: unknown) => {
    const items = model.entries ? (Array.isArray(data) ? data : []) : [data];
    for (const [index, item] of items.entries()) {
      if (!isRecord(item)) continue;
      // The ids gatsby-transformer-json gave the English nodes.
      const seed = `${file.id}${model.entries ? ` [${index}]` : ""} >>> ${lang === DEFAULT_LANGUAGE ? "" : `${lang} `}JSON`;
      const id = createNodeId(seed);
      made.add(id);
      jsonNodeLanguage.set(id, lang);
      await actions.createNode({
        ...item,
        // An entry's own "id" is kept as "jsonId", as gatsby-transformer-json did (a node's id is Gatsby's).
        ...(item.id === undefined ? {} : { jsonId: item.id }),
        id,
        parent: file.id,
        children: [],
        internal: { type: model.typeName, contentDigest: createContentDigest(item) },
      });
    }
  };
  await create(DEFAULT_LANGUAGE, english);
  for (const lang of LANGUAGES.filter((each) => each !== DEFAULT_LANGUAGE)) {
    const translation = `content/${translatedJsonPath(model.file, lang)}`;
    // Beside the English file: content/hi/practice.json.
    const translationPath = path.join(path.dirname(absolutePath), translatedJsonPath(model.file, lang));
    if (!fs.existsSync(translationPath)) {
      problems.push(
        `${translation} is missing: every file in content/ needs its ${lang} text (write the translated fields of ${original} there)`,
      );
      continue;
    }
    const translated = readJson(translationPath, translation, problems);
    if (translated === undefined) continue;
    problems.push(...translationProblems(model, english, translated, { original, translation }));
    await create(lang, withSharedFacts(model, english, translated));
  }
  // Nodes made before for entries the file no longer has.
  for (const node of getNodesByType(model.typeName)) {
    if (node.parent === file.id && !made.has(node.id)) actions.deleteNode(node);
  }
  return valid ? english : undefined;
}

function readJson(absolutePath: string, file: string, problems: string[]): unknown {
  try {
    return JSON.parse(fs.readFileSync(absolutePath, "utf8")) as unknown;
  } catch (error) {
    problems.push(`${file} is not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
}

/** The English File node of a JSON file of the model. */
const englishFile = (model: JsonFileModel, getNodesByType: NodeHelpers["getNodesByType"]) =>
  getNodesByType("File").find((file) => file.sourceInstanceName === "content" && file.relativePath === model.file);

/**
 * Every JSON file's nodes, made again on every build: on a warm build Gatsby calls onCreateNode only
 * for changed files, and a Hindi file's edit must reach its nodes even when the English file is
 * unchanged (each node's parent is the English file).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (helpers) => {
  for (const model of JSON_FILES) {
    const file = englishFile(model, helpers.getNodesByType);
    if (file) await createJsonNodes(model, file, helpers);
  }
};

/** Checks every content file against the model as it is read, and gives each article its path. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (helpers) => {
  const { node, getNode, actions, reporter } = helpers;
  if (node.internal.type === "File" && node.sourceInstanceName === "content" && node.extension === "json") {
    // A file in either language: its nodes are made again (gatsby develop shows the edit).
    const model = jsonFileModel(String(node.relativePath));
    const file = model ? englishFile(model, helpers.getNodesByType) : undefined;
    if (!model || !file) return;
    const practiceData = await createJsonNodes(model, file, helpers);
    if (practiceData && isProduction && node.id === file.id && model.file === "practice.json") {
      for (const warning of undeliveredFormWarnings(practiceData as Parameters<typeof undeliveredFormWarnings>[0])) {
        reporter.warn(warning);
      }
    }
    return;
  }

  const parent = node.parent ? getNode(node.parent) : undefined;
  if (!parent || parent.internal.type !== "File") return;
  const lang = jsonNodeLanguage.get(node.id) ?? contentFileLanguage(String(parent.relativePath)).lang;
  // Each content node's language, so a page queries its own (the JSON nodes made from content/hi/…
  // are Hindi; their parent is the English file).
  if (JSON_TYPES.has(node.internal.type)) actions.createNodeField({ node, name: "lang", value: lang });
  if (node.internal.type !== "MarkdownRemark") return;
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
  actions.createNodeField({ node, name: "lang", value: lang });
  actions.createNodeField({ node, name: "slug", value: localisedPath(lang, postPath(Number(frontmatter?.id))) });
  // The words search indexes, worked out once per change of the article (a warm build reuses them).
  const { headings, body } = articleText(String(node.rawMarkdownBody ?? ""));
  actions.createNodeField({ node, name: "searchHeadings", value: headings });
  actions.createNodeField({ node, name: "searchBody", value: body });
  // Drafts are visible while writing (gatsby develop) and left out of production builds.
  actions.createNodeField({ node, name: "published", value: !(isProduction && frontmatter?.draft === true) });
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const problems = [...[...jsonFileProblems.values()].flat(), ...contentProblems];
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `Content in content/ needs fixing (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n  ${problems.join("\n  ")}`,
    );
    return;
  }
  const result = await graphql<Queries.BlogArticlesQuery>(`
    query BlogArticles {
      blogJson(fields: { lang: { eq: "en" } }) {
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
            lastReviewed(formatString: "YYYY-MM-DD")
            draft
            hero {
              relativePath
            }
          }
          fields {
            lang
            slug
            searchHeadings
            searchBody
          }
          parent {
            ... on File {
              relativePath
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data?.blogJson) {
    reporter.panicOnBuild("Could not load the articles", result.errors);
    return;
  }
  const { pageSize } = result.data.blogJson;

  // Newest first, as the listing shows them; each language's articles on their own.
  const all = result.data.allMarkdownRemark.nodes;
  const fileOf = (post: (typeof all)[number]) =>
    `content/${post.parent && "relativePath" in post.parent ? post.parent.relativePath : ""}`;
  const byLanguage = new Map(LANGUAGES.map((lang) => [lang, all.filter((post) => post.fields.lang === lang)]));
  const articleProblems = [
    ...LANGUAGES.flatMap((lang) =>
      findDuplicateIds((byLanguage.get(lang) ?? []).map((post) => ({ id: post.frontmatter.id, file: fileOf(post) }))),
    ),
    ...articleTranslationProblems(all, fileOf),
  ];
  if (articleProblems.length > 0) {
    reporter.panicOnBuild(`Content in content/ needs fixing:\n  ${articleProblems.join("\n  ")}`);
    return;
  }
  // An article's address in each language it is written in.
  const articlePaths = new Map<number, Partial<Record<Lang, string>>>();
  for (const post of all) {
    articlePaths.set(post.frontmatter.id, {
      ...articlePaths.get(post.frontmatter.id),
      [post.fields.lang]: post.fields.slug,
    });
  }

  // Listing pages first, in every language, so each can link to its counterpart.
  const listings = new Map(
    LANGUAGES.map((lang) => [
      lang,
      listingPages(
        BLOG_CATEGORIES,
        (byLanguage.get(lang) ?? []).map((post) => post.frontmatter.category),
        pageSize,
      ).map((listing) => ({ ...listing, path: localisedPath(lang, listing.path) })),
    ]),
  );
  const listingPaths = new Set([...listings.values()].flat().map((listing) => listing.path));
  const listingAlternates = (path: string) =>
    Object.fromEntries(
      LANGUAGES.map((lang) => [lang, localisedPath(lang, basePath(path))] as const).filter(([, other]) =>
        listingPaths.has(other),
      ),
    );

  for (const lang of LANGUAGES) {
    const posts = byLanguage.get(lang) ?? [];
    const neighbour = (index: number) => {
      const post = posts[index];
      return post ? { id: String(post.frontmatter.id), title: post.frontmatter.title } : null;
    };
    posts.forEach((post, index) => {
      actions.createPage({
        path: post.fields.slug,
        component: path.resolve("src/templates/blog-post.tsx"),
        // "previous" is the article published before this one.
        context: {
          id: post.id,
          previous: neighbour(index + 1),
          next: neighbour(index - 1),
          ...languageContext(lang, articlePaths.get(post.frontmatter.id) ?? {}),
        },
      });
    });

    const searchIndex = await writeSearchIndex(
      lang,
      posts.map((post) => ({
        id: String(post.frontmatter.id),
        title: post.frontmatter.title,
        category: post.frontmatter.category,
        excerpt: post.frontmatter.excerpt,
        headings: post.fields.searchHeadings,
        body: post.fields.searchBody,
        date: post.frontmatter.date,
        readingTime: readingTimeLabel(post.timeToRead ?? 1, STRINGS[lang].postCard.readingTime),
      })),
    );
    for (const { path: pagePath, ...listing } of listings.get(lang) ?? []) {
      actions.createPage({
        path: pagePath,
        component: path.resolve("src/templates/blog-list.tsx"),
        context: {
          ...listing,
          // The query's filter: the page's category, or every category on the All pages.
          categories: listing.category ? [listing.category] : [...BLOG_CATEGORIES],
          searchIndex,
          ...languageContext(lang, listingAlternates(pagePath)),
        },
      });
    }
  }
};

/**
 * An article's translation keeps the original's dates, category, picture and draft state; an
 * article may exist in one language only.
 */
function articleTranslationProblems(
  posts: readonly Queries.BlogArticlesQuery["allMarkdownRemark"]["nodes"][number][],
  fileOf: (post: Queries.BlogArticlesQuery["allMarkdownRemark"]["nodes"][number]) => string,
): string[] {
  const shared = (post: (typeof posts)[number]) => {
    const folder = path.posix.dirname(fileOf(post));
    const hero = post.frontmatter.hero?.relativePath;
    return {
      ...post.frontmatter,
      hero: hero ? path.posix.relative(folder, `content/${hero}`) : undefined,
    };
  };
  return posts
    .filter((post) => post.fields.lang !== DEFAULT_LANGUAGE)
    .flatMap((post) => {
      const original = posts.find(
        (candidate) => candidate.fields.lang === DEFAULT_LANGUAGE && candidate.frontmatter.id === post.frontmatter.id,
      );
      if (!original) return [];
      return repeatedFactProblems(ARTICLES, shared(original), shared(post), {
        original: fileOf(original),
        translation: fileOf(post),
      });
    });
}

/**
 * The search index as a static file named by its content, so a host may cache it for good
 * (`/static/*` is immutable) and a new article gives a new name. Returns its address.
 */
async function writeSearchIndex(lang: Lang, documents: SearchDocument[]): Promise<string> {
  const json = buildSearchIndex(documents);
  const name = `search-${lang}-${createHash("sha256").update(json).digest("hex").slice(0, 16)}.json`;
  // process.cwd() rather than path.resolve(), so a unit test can point it at a scratch folder.
  const folder = path.join(process.cwd(), "public/static/search");
  await fs.promises.mkdir(folder, { recursive: true });
  for (const old of await fs.promises.readdir(folder)) {
    // This language's earlier indexes (and ones named before there were languages) go.
    if (old !== name && (old.startsWith(`search-${lang}-`) || !/^search-[a-z]{2}-/.test(old)))
      await fs.promises.rm(path.join(folder, old));
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
          pageContext
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
    .map((page) => ({
      path: page.path,
      lastmod: reviewed.get(page.path),
      alternates: (page.pageContext as { alternates?: Partial<Record<Lang, string>> } | null)?.alternates,
    }));
  await fs.promises.writeFile(path.resolve("public/sitemap.xml"), sitemapXml(siteUrl, entries));
  await fs.promises.writeFile(path.resolve("public/robots.txt"), robotsTxt(siteUrl));
  await writeHostHeaders();
  await writeHostRedirects();
};

/**
 * `public/_redirects` for Netlify: an unknown address under /hi/ gets the Hindi not-found page (a
 * rule applies only where no file is). Cloudflare Pages finds the nearest 404.html by itself.
 */
async function writeHostRedirects() {
  const rules = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map(
    (lang) => `${localisedPath(lang, "/*")}  ${localisedPath(lang, "/404.html")}  404`,
  );
  await fs.promises.writeFile(path.resolve("public/_redirects"), `${rules.join("\n")}\n`);
}

/**
 * The headers a host must send, from the built pages (their inline scripts' hashes) and the form
 * endpoints: `public/_headers` for Netlify and Cloudflare Pages, and for nginx
 * `deploy/nginx.conf.template` filled in as `deploy/out/nginx.conf` (build output, like public/).
 */
async function writeHostHeaders() {
  const rules = buildHeaderRules(path.resolve("public"), practice);
  await fs.promises.writeFile(path.resolve("public/_headers"), netlifyHeaders(rules));
  const serverName = new URL(process.env.SITE_URL || practice.siteUrl).hostname;
  const template = await fs.promises.readFile(path.resolve("deploy/nginx.conf.template"), "utf8");
  await fs.promises.mkdir(path.resolve("deploy/out"), { recursive: true });
  await fs.promises.writeFile(path.resolve("deploy/out/nginx.conf"), fillNginxTemplate(template, rules, serverName));
}
