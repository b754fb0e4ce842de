import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { useMemo } from "react";
import { BlogFiltersBar } from "../components/blog/blog-filters-bar";
import { Pagination } from "../components/blog/pagination";
import { PostCard } from "../components/blog/post-card";
import { SearchResults } from "../components/blog/search-results";
import { SubscribeForm } from "../components/blog/subscribe-form";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { secondaryButton } from "../components/ui/button";
import { HydrationBoundary } from "../components/ui/hydration-boundary";
import { useArticleSearch } from "../hooks/use-article-search";
import { useLocalPosts } from "../hooks/use-local-posts";
import { useSearchQuery } from "../hooks/use-search-query";
import { mergePosts } from "../lib/local-posts";
import type { ListingContext } from "../lib/paging";
import { listingPath } from "../lib/paths";
import { postFromMarkdown } from "../lib/posts";
import { colors, fontSizes, mq, space } from "../styles/theme";
import { container, eyebrow } from "../styles/utils";

const hero = css`
  background: linear-gradient(180deg, ${colors.primaryLight}, ${colors.background});
  padding: ${space.section} 0 ${space.xl};
  h1 {
    margin-top: ${space.xs};
    font-size: ${fontSizes.display};
  }
  p.lead {
    margin-top: ${space.md};
    max-width: 40rem;
    font-size: ${fontSizes.md};
    color: ${colors.muted};
  }
`;

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

/** A count of articles in words: "1 article", "3 articles". */
const articles = (count: number) => (count === 1 ? "1 article" : `${count} articles`);

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
  const { query, setQuery } = useSearchQuery(location.pathname, location.search);
  const { posts: stored } = useLocalPosts();
  const search = useArticleSearch(searchIndex, stored, query, category);

  const builtIn = useMemo(() => data.allMarkdownRemark.nodes.map(postFromMarkdown), [data]);
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

  const base = listingPath(category);
  const heading = category ?? "All articles";
  const pageTitle = [category, blog.heading, currentPage > 1 ? `Page ${currentPage}` : null]
    .filter(Boolean)
    .join(" – ");
  const searching = query !== "";

  // Every built article of the listing, and the stored posts this page added.
  const total = data.allMarkdownRemark.totalCount + posts.length - builtIn.length;
  let status: string;
  if (!searching) status = `${articles(total)}${pageCount > 1 ? `, page ${currentPage} of ${pageCount}` : ""}`;
  else if (search.status === "loading" || search.status === "idle") status = "Loading search…";
  else if (search.status === "error") status = "Search could not be loaded. Check your connection and try again.";
  else status = `${articles(search.hits.length)} matching “${query}”`;

  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={pageTitle}
        description={category ? `${category}: ${blog.description}` : blog.description}
        path={location.pathname}
      />
      <header css={hero}>
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
            onSearchStart={search.start}
          />
        </HydrationBoundary>
        <HydrationBoundary>
          <section aria-labelledby="articles-heading" aria-busy={searching && search.status === "loading"}>
            <h2 id="articles-heading" css={{ fontSize: fontSizes.xl, marginBottom: space.xs }}>
              {searching ? `Search results${category ? ` in ${category}` : ""}` : heading}
            </h2>
            <p role="status" css={{ color: colors.muted, marginBottom: space.lg }}>
              {status}
            </p>
            {!searching && posts.length === 0 ? (
              <div css={empty}>
                <p css={{ fontSize: fontSizes.lg, color: colors.ink }}>No articles in this category yet.</p>
                <Link to={listingPath(null)} css={secondaryButton}>
                  See all articles
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
                <Pagination category={category} currentPage={currentPage} pageCount={pageCount} />
              </>
            ) : search.status === "ready" && search.hits.length > 0 ? (
              <SearchResults key={`${category ?? ""}:${query}`} hits={search.hits} />
            ) : search.status === "ready" ? (
              <div css={empty}>
                <p css={{ fontSize: fontSizes.lg, color: colors.ink }}>No articles match your search.</p>
                <Link to={base} css={secondaryButton}>
                  Clear search
                </Link>
              </div>
            ) : null}
          </section>
        </HydrationBoundary>
        <HydrationBoundary>
          <SubscribeForm />
        </HydrationBoundary>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query BlogList($categories: [String!]!, $skip: Int!, $limit: Int!) {
    blogJson {
      eyebrow
      heading
      lead
      description
    }
    allMarkdownRemark(
      filter: { fields: { published: { eq: true } }, frontmatter: { category: { in: $categories } } }
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
