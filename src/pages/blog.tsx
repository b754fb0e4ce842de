import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { useMemo } from "react";
import { BlogFiltersBar } from "../components/blog/blog-filters-bar";
import { PostCard } from "../components/blog/post-card";
import { ErrorBoundary } from "../components/ui/error-boundary";
import { SubscribeForm } from "../components/blog/subscribe-form";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { secondaryButton } from "../components/ui/button";
import { useBlogFilters } from "../hooks/use-blog-filters";
import { useLocalPosts } from "../hooks/use-local-posts";
import { filterPosts, NO_FILTERS } from "../lib/blog-filters";
import { mergePosts } from "../lib/local-posts";
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

export default function BlogPage({ data, location }: PageProps<Queries.BlogListingQuery>) {
  const builtIn = useMemo(() => data.allMarkdownRemark.nodes.map(postFromMarkdown), [data]);
  const { posts: stored } = useLocalPosts();
  const posts = useMemo(() => mergePosts(builtIn, stored), [builtIn, stored]);
  const { filters, setFilters } = useBlogFilters(location.pathname, location.search);
  const shown = filterPosts(posts, filters);
  const filtered = filters.query !== "" || filters.category !== null;

  return (
    <Layout pathname={location.pathname}>
      <Seo
        title="Medical Insights & Updates"
        description="Articles on digestive, liver, gallbladder and pancreatic surgery for patients and families, from a surgical gastroenterologist in Kanpur."
        path="/blog/"
      />
      <header css={hero}>
        <div css={container}>
          <span css={eyebrow}>Blog</span>
          <h1>Medical Insights &amp; Updates</h1>
          <p className="lead">
            Clear, carefully reviewed explanations of digestive, liver and pancreatic conditions and their treatment.
          </p>
        </div>
      </header>
      <div css={[container, { display: "grid", gap: space.xl, paddingBottom: space.section }]}>
        <BlogFiltersBar filters={filters} onChange={setFilters} />
        <ErrorBoundary>
          <section aria-labelledby="articles-heading">
            <h2 id="articles-heading" css={{ fontSize: fontSizes.xl, marginBottom: space.xs }}>
              {filters.category ?? "All articles"}
            </h2>
            <p role="status" css={{ color: colors.muted, marginBottom: space.lg }}>
              {shown.length === 1 ? "1 article" : `${shown.length} articles`}
              {filters.query && ` matching “${filters.query}”`}
            </p>
            {shown.length > 0 ? (
              <ul css={grid}>
                {shown.map((post, position) => (
                  <li key={`${post.source}-${post.id}`}>
                    {/* The first card's picture is on screen on a phone, so it is not lazy. */}
                    <PostCard post={post} eager={position === 0} />
                  </li>
                ))}
              </ul>
            ) : (
              <div css={empty}>
                <p css={{ fontSize: fontSizes.lg, color: colors.ink }}>No articles match your search.</p>
                {filtered && (
                  <button type="button" css={secondaryButton} onClick={() => setFilters(NO_FILTERS)}>
                    Clear filters
                  </button>
                )}
              </div>
            )}
          </section>
        </ErrorBoundary>
        <SubscribeForm />
      </div>
    </Layout>
  );
}

export const query = graphql`
  query BlogListing {
    allMarkdownRemark(filter: { fields: { published: { eq: true } } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        ...PostSummary
      }
    }
  }
`;
