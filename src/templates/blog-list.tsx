import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { Suspense, useCallback, useMemo } from "react";
import { BlogFiltersBar } from "../components/blog/blog-filters-bar";
import { PostCard } from "../components/blog/post-card";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { secondaryButton } from "../components/ui/button";
import { HydrationBoundary } from "../components/ui/hydration-boundary";
import { lazyPart, preloadParts } from "../components/ui/lazy-part";
import { useArticleSearch } from "../hooks/use-article-search";
import { useLocalPosts } from "../hooks/use-local-posts";
import { useSearchQuery } from "../hooks/use-search-query";
import { useLanguage, useStrings } from "../i18n/context";
import { format } from "../i18n/format";
import { DEFAULT_LANGUAGE, LANGUAGE_INFO, localisedPath } from "../i18n/languages";
import type { ListingContext } from "../lib/paging";
import { listingPath } from "../lib/paths";
import { mergePosts, postFromMarkdown } from "../lib/posts";
import type { BlogCategory } from "../constants";
import { colors, fontSizes, mq, space } from "../styles/theme";
import { container, eyebrow, pageHero } from "../styles/utils";

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const empty = css`
  padding: ${space.xxl} ${space.lg};
  border: 1px dashed ${colors.border};
  border-radius: 16px;
  text-align: center;
  background: ${colors.surface};
  display: grid;
  justify-items: center;
  gap: ${space.md};
`;

type BlogListContext = ListingContext & { searchIndex: string };

const NO_POSTS: never[] = [];

// Below the cards, and only for those who subscribe: fetched when it comes near the viewport.
const SubscribeForm = lazyPart(() => import("../components/blog/subscribe-form").then((m) => m.SubscribeForm));
// Only for those who search: fetched with the search index, when the visitor starts a search.
const SearchResults = lazyPart(() => import("../components/blog/search-results").then((m) => m.SearchResults));

// Only on listings of more than one page.
const Pagination = lazyPart(() => import("../components/blog/pagination").then((m) => m.Pagination));

await preloadParts(SubscribeForm, Pagination);

/**
 * A listing page made by gatsby-node: /blog/ and its later pages, or a category's pages. With a
 * search in the address (`?q=`), it shows what the search index finds instead of the page's articles.
 */
export default function BlogListTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.BlogListQuery, BlogListContext>) {
  const { category, currentPage, pageCount, searchIndex } = pageContext;
  const blog = data.blogJson;
  if (!blog) throw new Error("content/blog.json was not loaded");
  const lang = useLanguage();
  const strings = useStrings();
  const text = strings.listing;
  const { query, setQuery } = useSearchQuery(location);
  // Posts stored in this browser are English (DECISIONS.md 6): they join the English listing only.
  const { posts: storedPosts } = useLocalPosts();
  const stored = lang === DEFAULT_LANGUAGE ? storedPosts : NO_POSTS;
  const search = useArticleSearch(searchIndex, stored, query, category);
  const { start } = search;
  const startSearch = useCallback(() => {
    start();
    // A failure here is retried when the results render.
    SearchResults.preload().catch(() => {});
  }, [start]);

  const builtIn = useMemo(
    () => data.allMarkdownRemark.nodes.map((node) => postFromMarkdown(node, strings.postCard.readingTime)),
    [data, strings],
  );
  // Stored posts join the first page of their listing (DECISIONS.md 6).
  const posts = useMemo(
    () =>
      currentPage === 1
        ? mergePosts(
            builtIn,
            stored.filter((post) => !category || post.category === category),
          )
        : builtIn,
    [builtIn, stored, currentPage, category],
  );

  /** A count of articles in words: "1 article", "3 articles". */
  const articles = (count: number) => format(count === 1 ? text.articleCountOne : text.articleCount, { count });
  const base = localisedPath(lang, listingPath(category));
  const label = category ? strings.categories[category as BlogCategory] : null;
  const heading = label ?? text.allArticles;
  const pageTitle = [label, blog.heading, currentPage > 1 ? format(text.pageTitle, { page: currentPage }) : null]
    .filter(Boolean)
    .join(" – ");
  const searching = query !== "";
  const description = label ? `${label}: ${blog.description}` : blog.description;

  // Every built article of the listing, and the stored posts this page added.
  const total = data.allMarkdownRemark.totalCount + posts.length - builtIn.length;
  let status: string;
  if (!searching) {
    status = `${articles(total)}${pageCount > 1 ? format(text.pageOf, { page: currentPage, count: pageCount }) : ""}`;
  } else if (search.status === "loading" || search.status === "idle") status = text.loading;
  else if (search.status === "error") status = text.error;
  else status = format(text.matching, { articles: articles(search.hits.length), query });

  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={pageTitle}
        description={description}
        path={location.pathname}
        facts={{
          type: "listing",
          page: { title: pageTitle, description, path: location.pathname, language: LANGUAGE_INFO[lang].tag },
        }}
      />
      <header css={pageHero}>
        <div css={container}>
          <span css={eyebrow}>{blog.eyebrow}</span>
          <h1>{blog.heading}</h1>
          <p className="lead">{blog.lead}</p>
        </div>
      </header>
      <div css={[container, { display: "grid", gap: space.xl, paddingBottom: space.section }]}>
        <HydrationBoundary>
          <BlogFiltersBar
            action={base}
            category={category}
            query={query}
            onQueryChange={setQuery}
            onSearchStart={startSearch}
          />
        </HydrationBoundary>
        <HydrationBoundary>
          <section aria-labelledby="articles-heading" aria-busy={searching && search.status === "loading"}>
            <h2 id="articles-heading" css={{ fontSize: fontSizes.xl, marginBottom: space.xs }}>
              {searching ? (label ? format(text.resultsIn, { category: label }) : text.results) : heading}
            </h2>
            <p role="status" css={{ color: colors.muted, marginBottom: space.lg }}>
              {status}
            </p>
            {!searching && posts.length === 0 ? (
              <div css={empty}>
                <p css={{ fontSize: fontSizes.lg, color: colors.ink }}>{text.emptyCategory}</p>
                <Link to={localisedPath(lang, listingPath(null))} css={secondaryButton}>
                  {text.seeAll}
                </Link>
              </div>
            ) : !searching ? (
              <>
                <ul css={grid}>
                  {posts.map((post, position) => (
                    <li key={`${post.source}-${post.id}`}>
                      {/* Each card hydrates in a slice of its own, so a page of cards never blocks a slow phone for long. */}
                      <HydrationBoundary>
                        {/* The first card's picture is on screen on a phone, so it is not lazy. */}
                        <PostCard post={post} eager={position === 0} />
                      </HydrationBoundary>
                    </li>
                  ))}
                </ul>
                {pageCount > 1 && <Pagination category={category} currentPage={currentPage} pageCount={pageCount} />}
              </>
            ) : search.status === "ready" && search.hits.length > 0 ? (
              <Suspense fallback={null}>
                <SearchResults key={`${category ?? ""}:${query}`} hits={search.hits} />
              </Suspense>
            ) : search.status === "ready" ? (
              <div css={empty}>
                <p css={{ fontSize: fontSizes.lg, color: colors.ink }}>{text.noMatch}</p>
                <Link to={base} css={secondaryButton}>
                  {text.clear}
                </Link>
              </div>
            ) : null}
          </section>
        </HydrationBoundary>
        <HydrationBoundary idle={false}>
          <SubscribeForm />
        </HydrationBoundary>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query BlogList($lang: String!, $categories: [String!]!, $skip: Int!, $limit: Int!) {
    blogJson(fields: { lang: { eq: $lang } }) {
      eyebrow
      heading
      lead
      description
    }
    allMarkdownRemark(
      filter: {
        fields: { collection: { eq: "blog" }, lang: { eq: $lang }, published: { eq: true } }
        frontmatter: { category: { in: $categories } }
      }
      sort: { frontmatter: { date: DESC } }
      skip: $skip
      limit: $limit
    ) {
      totalCount
      nodes {
        ...PostSummary
      }
    }
  }
`;
