import { css } from "@emotion/react";
import { Link, type PageProps } from "gatsby";
import { useEffect, useLayoutEffect, useState } from "react";
import { StoredPost, StoredPostLoading } from "../components/blog/stored-post";
import { Layout } from "../components/layout/layout";
import { preloadParts } from "../components/ui/lazy-part";
import { Seo } from "../components/seo";
import { useLanguage, useStrings } from "../i18n/context";
import { localisedPath } from "../i18n/languages";
import { primaryButton } from "../components/ui/button";
import { STORED_POST_ATTRIBUTE, storedPostId } from "../lib/unknown-page";
import { colors, fontSizes, space } from "../styles/theme";
import { centredNotice } from "../styles/utils";

// The layout's parts, so that a visit by client-side navigation renders the page whole.
await preloadParts();

const notFound = css`
  ${centredNotice};
  min-height: 60vh;
  gap: ${space.md};
  .code {
    font-size: clamp(4rem, 3rem + 6vw, 7rem);
    line-height: 1;
    color: ${colors.primary};
  }
  p {
    font-size: ${fontSizes.lg};
    color: ${colors.muted};
  }
`;

/** Until hydration, the head script (src/lib/unknown-page.ts) decides which of the two views shows. */
const beforeHydration = {
  storedPost: css({ [`html:not([${STORED_POST_ATTRIBUTE}]) &`]: { display: "none" } }),
  notFound: css({ [`html[${STORED_POST_ATTRIBUTE}] &`]: { display: "none" } }),
};

// Layout effects do nothing on the server, and React says so; the first client render is what matters.
const useClientLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function NotFound({ pathname }: { pathname: string }) {
  const lang = useLanguage();
  const text = useStrings().notFound;
  return (
    <>
      <Seo title={text.title} path={pathname} noindex />
      <section css={notFound} aria-labelledby="not-found-title">
        <h1 id="not-found-title" className="code">
          404
        </h1>
        <p>{text.message}</p>
        <Link to={localisedPath(lang, "/")} css={primaryButton}>
          {text.home}
        </Link>
      </section>
    </>
  );
}

/**
 * Every address without a built page: a post stored in this browser at /blog/<id>/ (src/lib/unknown-page.ts),
 * otherwise the 404 view. The built 404.html serves every such address, so it holds both views; once
 * React has taken over (before the browser paints again), only the one for this address is rendered.
 */
export default function NotFoundPage({ location }: PageProps) {
  const storedId = storedPostId(location.pathname);
  const [hydrated, setHydrated] = useState(false);
  useClientLayoutEffect(() => setHydrated(true), []);
  useEffect(() => {
    // SPEC.md logs the path tried; a warning, not an error: the page works as it should.
    if (storedId === null) console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [storedId, location.pathname]);

  let view;
  if (!hydrated) {
    view = (
      <>
        <div css={beforeHydration.storedPost}>
          <StoredPostLoading pathname={location.pathname} />
        </div>
        <div css={beforeHydration.notFound}>
          <NotFound pathname={location.pathname} />
        </div>
      </>
    );
  } else if (storedId !== null) {
    view = <StoredPost id={storedId} pathname={location.pathname} />;
  } else {
    view = <NotFound pathname={location.pathname} />;
  }
  return <Layout pathname={location.pathname}>{view}</Layout>;
}
