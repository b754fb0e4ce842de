import { css } from "@emotion/react";
import { Link, type PageProps } from "gatsby";
import { ArticleView } from "../../components/blog/article-view";
import { Layout } from "../../components/layout/layout";
import { Seo } from "../../components/seo";
import { primaryButton } from "../../components/ui/button";
import { ErrorBoundary } from "../../components/ui/error-boundary";
import { useLocalPosts } from "../../hooks/use-local-posts";
import { usePractice } from "../../hooks/use-practice";
import { colors, fontSizes, space } from "../../styles/theme";
import { container } from "../../styles/utils";
import NotFoundPage from "../404";

const notFound = css`
  ${container};
  min-height: 50vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${space.lg};
  padding-block: ${space.section};
  text-align: center;
  h1 {
    font-size: ${fontSizes.xxl};
  }
  p {
    color: ${colors.muted};
  }
`;

/**
 * /blog/<id> for ids without a built page: a post saved in this browser's local storage,
 * or 'Blog post not found' once storage has been read (a loading state until then, so a stored
 * post never flashes "not found"). Built articles have their own pages and never reach this one.
 */
export default function LocalPostPage(props: PageProps) {
  const id = (props.params.id ?? "").replace(/\/+$/, "");
  // An address deeper than /blog/<id>/ (a listing page past the last, say) is no article.
  return id.includes("/") ? <NotFoundPage {...props} /> : <LocalPost id={id} pathname={props.location.pathname} />;
}

function LocalPost({ id, pathname }: { id: string; pathname: string }) {
  const practice = usePractice();
  const { posts, loaded } = useLocalPosts();
  const post = loaded ? posts.find((candidate) => candidate.id === id) : undefined;

  return (
    <Layout pathname={pathname}>
      {!loaded ? (
        <>
          <Seo title="Loading article…" path={pathname} noindex />
          <section css={notFound} aria-labelledby="post-loading" aria-busy="true">
            <h1 id="post-loading">Loading article…</h1>
            <p role="status">Looking for this article in your browser.</p>
          </section>
        </>
      ) : post ? (
        <>
          <Seo title={post.title} description={post.excerpt} path={pathname} noindex />
          <ErrorBoundary>
            <ArticleView post={post} disclaimer={practice.articleDisclaimer} authorRole={practice.title} />
          </ErrorBoundary>
        </>
      ) : (
        <>
          <Seo title="Blog post not found" path={pathname} noindex />
          <section css={notFound} aria-labelledby="post-not-found">
            <h1 id="post-not-found">Blog post not found</h1>
            <p>The article you are looking for may have moved or no longer exists.</p>
            <Link to="/blog/" css={primaryButton}>
              Return to blog
            </Link>
          </section>
        </>
      )}
    </Layout>
  );
}
