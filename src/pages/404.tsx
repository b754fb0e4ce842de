import { css } from "@emotion/react";
import { Link, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { primaryButton } from "../components/ui/button";
import { colors, fontSizes, space } from "../styles/theme";
import { container } from "../styles/utils";

const notFound = css`
  ${container};
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${space.md};
  padding-block: ${space.section};
  text-align: center;
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

export default function NotFoundPage({ location }: PageProps) {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <Layout pathname={location.pathname}>
      <Seo title="Page not found" path={location.pathname} noindex />
      <section css={notFound} aria-labelledby="not-found-title">
        <h1 id="not-found-title" className="code">
          404
        </h1>
        <p>Oops! Page not found</p>
        <Link to="/" css={primaryButton}>
          Return to Home
        </Link>
      </section>
    </Layout>
  );
}
