import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { preloadParts } from "../components/ui/lazy-part";
import { Seo } from "../components/seo";
import { useLanguage, useStrings } from "../i18n/context";
import { localisedPath } from "../i18n/languages";
import { PRIVACY_PATH } from "../lib/paths";
import { colors, fontSizes, space } from "../styles/theme";
import { readingPage } from "../styles/utils";

// The layout's parts, so that a visit by client-side navigation renders the page whole.
await preloadParts();

const styles = css`
  ${readingPage};
  h1 {
    margin-bottom: ${space.xs};
  }
  .updated {
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
    margin-bottom: ${space.lg};
  }
  dl {
    margin: 0;
    display: grid;
    gap: ${space.xs};
  }
  dt {
    font-weight: 700;
    color: ${colors.ink};
  }
  dd {
    margin: 0 0 ${space.xs};
  }
  p + p {
    margin-top: ${space.sm};
  }
`;

/** The privacy notice (content/privacy.json): what each form collects, why, where it goes, for how long, and whom to ask. */
export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const lang = useLanguage();
  const text = useStrings().privacy;
  const privacy = data.privacyJson;
  if (!privacy) throw new Error("content/privacy.json is missing");
  return (
    <Layout pathname={localisedPath(lang, PRIVACY_PATH)}>
      <Seo title={privacy.title} description={privacy.description} path={localisedPath(lang, PRIVACY_PATH)} />
      <article css={styles} aria-labelledby="privacy-title">
        <h1 id="privacy-title">{privacy.title}</h1>
        <p className="updated">
          {text.lastUpdated} <time dateTime={privacy.lastUpdated}>{privacy.lastUpdatedShown}</time>
        </p>
        <p>{privacy.intro}</p>

        <h2>{text.forms}</h2>
        {privacy.forms.map((form) => (
          <section key={form.name} aria-label={form.name}>
            <h3>{form.name}</h3>
            <dl>
              <dt>{text.collects}</dt>
              <dd>{form.collects}</dd>
              <dt>{text.purpose}</dt>
              <dd>{form.purpose}</dd>
              <dt>{text.recipient}</dt>
              <dd>{form.recipient}</dd>
              {form.kept && (
                <>
                  <dt>{text.retention}</dt>
                  <dd>{form.kept}</dd>
                </>
              )}
            </dl>
          </section>
        ))}

        {privacy.elsewhere.map((topic) => (
          <section key={topic.heading} aria-label={topic.heading}>
            <h2>{topic.heading}</h2>
            <p>{topic.text}</p>
          </section>
        ))}

        <h2>{text.retention}</h2>
        <p>{privacy.retention}</p>

        <h2>{text.deletion}</h2>
        <p>{privacy.deletion}</p>

        <h2>{privacy.grievance.heading}</h2>
        <p>
          {privacy.grievance.name}, {privacy.grievance.role}
          <br />
          <a href={`mailto:${privacy.grievance.email}`}>{privacy.grievance.email}</a>
        </p>
      </article>
    </Layout>
  );
}

export const query = graphql`
  query PrivacyPage($lang: String!) {
    privacyJson(fields: { lang: { eq: $lang } }) {
      title
      description
      lastUpdated
      lastUpdatedShown(lang: $lang)
      intro
      forms {
        name
        collects
        purpose
        recipient
        kept
      }
      elsewhere {
        heading
        text
      }
      retention
      deletion
      grievance {
        heading
        name
        role
        email
      }
    }
  }
`;
