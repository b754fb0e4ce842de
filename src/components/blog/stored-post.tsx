import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useLocalPosts } from "../../hooks/use-local-posts";
import { usePractice } from "../../hooks/use-practice";
import { useLanguage, useStrings } from "../../i18n/context";
import { localisedPath } from "../../i18n/languages";
import { colors, fontSizes, space } from "../../styles/theme";
import { centredNotice } from "../../styles/utils";
import { Seo } from "../seo";
import { primaryButton } from "../ui/button";
import { ErrorBoundary } from "../ui/error-boundary";
import { ArticleView } from "./article-view";

const notice = css`
  ${centredNotice};
  min-height: 50vh;
  gap: ${space.lg};
  h1 {
    font-size: ${fontSizes.xxl};
  }
  p {
    color: ${colors.muted};
  }
`;

/** What /blog/<id> shows while this browser's local storage is read: never "not found" too early. */
export function StoredPostLoading({ pathname }: { pathname: string }) {
  const text = useStrings().storedPost;
  return (
    <>
      <Seo title={text.loading} path={pathname} noindex />
      <section css={notice} aria-labelledby="post-loading" aria-busy="true">
        <h1 id="post-loading">{text.loading}</h1>
        <p role="status">{text.looking}</p>
      </section>
    </>
  );
}

/**
 * /blog/<id> for an id without a built page: the post saved under that id in this browser's local
 * storage, or 'Blog post not found' once storage has been read (a loading state until then).
 */
export function StoredPost({ id, pathname }: { id: string; pathname: string }) {
  const practice = usePractice();
  const lang = useLanguage();
  const text = useStrings().storedPost;
  const { posts, loaded } = useLocalPosts();
  if (!loaded) return <StoredPostLoading pathname={pathname} />;
  const post = posts.find((candidate) => candidate.id === id);
  if (post) {
    return (
      <>
        <Seo title={post.title} description={post.excerpt} path={pathname} noindex />
        <ErrorBoundary>
          <ArticleView post={post} disclaimer={practice.articleDisclaimer} authorRole={practice.title} />
        </ErrorBoundary>
      </>
    );
  }
  return (
    <>
      <Seo title={text.notFound} path={pathname} noindex />
      <section css={notice} aria-labelledby="post-not-found">
        <h1 id="post-not-found">{text.notFound}</h1>
        <p>{text.notFoundText}</p>
        <Link to={localisedPath(lang, "/blog/")} css={primaryButton}>
          {text.returnToBlog}
        </Link>
      </section>
    </>
  );
}
