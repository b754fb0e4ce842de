import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { Breadcrumbs } from "../components/library/breadcrumbs";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { preloadParts } from "../components/ui/lazy-part";
import { useLanguage, useStrings } from "../i18n/context";
import { format } from "../i18n/format";
import { LANGUAGE_INFO, localisedPath } from "../i18n/languages";
import type { LibraryKind, LibraryLink } from "../lib/library";
import { libraryPath } from "../lib/paths";
import { colors, fontSizes, mq, radii, shadows, space } from "../styles/theme";
import { container, eyebrow, pageHero } from "../styles/utils";

// The layout's parts, so that a visit by client-side navigation renders the page whole.
await preloadParts();

/** The listing pages' top, with the breadcrumbs above the heading. */
const hero = css`
  ${pageHero};
  padding-top: ${space.md};
  .intro {
    padding-top: ${space.xl};
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
  a {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    height: 100%;
    padding: ${space.lg};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    box-shadow: ${shadows.card};
    text-decoration: none;
    color: ${colors.text};
    &:hover {
      border-color: ${colors.primary};
    }
  }
  h2 {
    font-size: ${fontSizes.xl};
    color: ${colors.primary};
  }
  small {
    margin-top: auto;
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
  }
`;

interface LibraryIndexContext {
  folder: LibraryKind;
  pages: Array<LibraryLink & { shownReview: string }>;
}

/** /conditions/ and /treatments/: a kind's pages, A to Z, each with its summary. */
export default function LibraryIndexTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.LibraryIndexQuery, LibraryIndexContext>) {
  const lang = useLanguage();
  const strings = useStrings();
  const { folder, pages } = pageContext;
  const content = data.libraryJson?.[folder];
  if (!content) throw new Error(`No ${folder} in content/library.json`);
  const path = localisedPath(lang, libraryPath(folder));
  const other: LibraryKind = folder === "conditions" ? "treatments" : "conditions";
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={content.heading}
        description={content.description}
        path={path}
        facts={{
          type: "listing",
          page: { title: content.heading, description: content.description, path, language: LANGUAGE_INFO[lang].tag },
        }}
      />
      <header css={hero}>
        <div css={container}>
          <Breadcrumbs
            trail={[
              { name: strings.breadcrumb.home, path: localisedPath(lang, "/") },
              { name: strings.library[folder] },
            ]}
          />
          <div className="intro">
            <span css={eyebrow}>{content.eyebrow}</span>
            <h1>{content.heading}</h1>
            <p className="lead">{content.lead}</p>
          </div>
        </div>
      </header>
      <div css={[container, { display: "grid", gap: space.xl, padding: `${space.xl} ${space.md} ${space.section}` }]}>
        <ul css={grid}>
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>
                <h2>{page.title}</h2>
                <span>{page.description}</span>
                <small>{page.shownReview}</small>
              </Link>
            </li>
          ))}
        </ul>
        <p>
          {format(strings.library.seeAlso, { other: "" })}
          <Link to={localisedPath(lang, libraryPath(other))}>{strings.library[other]}</Link>
        </p>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query LibraryIndex($lang: String!) {
    libraryJson(fields: { lang: { eq: $lang } }) {
      conditions {
        eyebrow
        heading
        lead
        description
      }
      treatments {
        eyebrow
        heading
        lead
        description
      }
    }
  }
`;
