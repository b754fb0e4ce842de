import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { BLOG_CATEGORIES } from "../src/constants";
import { basePath, DEFAULT_LANGUAGE, LANGUAGES, localisedPath, type Lang } from "../src/i18n/languages";
import { STRINGS } from "../src/i18n/strings";
import { ARTICLES } from "../src/lib/content-model";
import { findDuplicateIds, repeatedFactProblems } from "../src/lib/content-validation";
import { listingPages } from "../src/lib/paging";
import { readingTimeLabel } from "../src/lib/reading-time";
import { pictureBesideFile } from "./content-files";
import { contentProblems, staleFactWarnings } from "./content-nodes";
import { createLibraryPages } from "./library";
import { writeSearchIndex } from "./search-index";

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

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const problems = contentProblems();
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `Content in content/ needs fixing (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n  ${problems.join("\n  ")}`,
    );
    return;
  }
  for (const warning of staleFactWarnings()) reporter.warn(warning);
  const result = await graphql<Queries.BlogArticlesQuery>(`
    query BlogArticles {
      blogJson(fields: { lang: { eq: "en" } }) {
        pageSize
      }
      allMarkdownRemark(
        filter: { fields: { collection: { eq: "blog" }, published: { eq: true } } }
        sort: { frontmatter: { date: DESC } }
      ) {
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

  const library = await createLibraryPages(
    { graphql, actions, reporter },
    all.map((post) => ({
      id: post.frontmatter.id,
      lang: post.fields.lang as Lang,
      title: post.frontmatter.title,
      path: post.fields.slug,
    })),
  );
  if (!library) return;

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
          // The library's pages that name this article as related.
          library: library.onArticles[lang].get(post.frontmatter.id) ?? [],
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
      // The library's pages are found by the same search, labelled by their kind.
      library.search[lang],
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
  const shared = (post: (typeof posts)[number]) => ({
    ...post.frontmatter,
    hero: pictureBesideFile(fileOf(post), post.frontmatter.hero?.relativePath),
  });
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
