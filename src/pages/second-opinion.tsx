import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { RequestForm } from "../components/second-opinion/request-form";
import { CheckList } from "../components/ui/check-list";
import { fillTemplate } from "../components/ui/fill-template";
import { formStyles } from "../components/ui/form-styles";
import { Icon } from "../components/ui/icon";
import { preloadParts } from "../components/ui/lazy-part";
import { Seo } from "../components/seo";
import { usePractice } from "../hooks/use-practice";
import { useLanguage, useStrings } from "../i18n/context";
import { format } from "../i18n/format";
import { localisedPath } from "../i18n/languages";
import { mailtoHref, telHref } from "../lib/contact-links";
import { SECOND_OPINION_PATH } from "../lib/paths";
import { requestWays } from "../lib/second-opinion";
import { whatsappUrl } from "../lib/whatsapp";
import { colors, fontSizes, lineHeights, mq, radii, shadows, space, widths } from "../styles/theme";
import { container, pageHero, widePage } from "../styles/utils";

// The layout's parts, so that a visit by client-side navigation renders the page whole.
await preloadParts();

const hero = css`
  ${pageHero};
  .inner {
    ${container};
    max-width: calc(${widths.reading} + 12rem + 2 * ${space.md});
  }
`;

const styles = css`
  ${widePage};
  padding-top: ${space.lg};
  h1 {
    margin-bottom: 0;
  }
  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.md};
  }
  .card {
    padding: ${space.md} ${space.lg};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    box-shadow: ${shadows.card};
  }
  .pair {
    display: grid;
    gap: ${space.md};
    ${mq.md} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .cannot svg {
    color: ${colors.accent};
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md} ${space.xl};
    margin: 0;
    dt {
      font-size: ${fontSizes.sm};
      color: ${colors.muted};
    }
    dd {
      margin: 0;
      font-size: ${fontSizes.lg};
      font-weight: 700;
      color: ${colors.ink};
    }
  }
  .facts + p {
    margin-top: ${space.sm};
    color: ${colors.muted};
  }
  .items {
    margin: ${space.sm} 0 0;
    padding-left: 1.4em;
  }
  .items li + li {
    margin-top: ${space.xxs};
  }
  .items strong {
    color: ${colors.ink};
  }
  .request {
    margin-top: ${space.xl};
    h2 {
      margin-top: 0;
    }
    > p {
      margin-bottom: ${space.md};
    }
  }
  ${formStyles};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: grid;
    gap: ${space.xs};
    ${mq.sm} {
      grid-template-columns: 1fr 1fr;
    }
  }
  legend {
    margin-bottom: ${space.xs};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.ink};
  }
  label.check {
    display: flex;
    align-items: flex-start;
    gap: ${space.sm};
    font-weight: 400;
    line-height: ${lineHeights.snug};
  }
  label.check input {
    width: 1.25rem;
    height: 1.25rem;
    min-height: 0;
    flex: none;
    margin: 0.1rem 0 0;
    accent-color: ${colors.primary};
  }
  label.check .item {
    display: block;
    font-weight: 600;
  }
  label.check .detail {
    display: block;
    color: ${colors.muted};
  }
  .consent {
    padding: ${space.sm} ${space.md};
    border-radius: ${radii.md};
    background: ${colors.primaryLight};
    color: ${colors.ink};
  }
  .files {
    display: flex;
    gap: ${space.xs};
    align-items: flex-start;
    svg {
      flex: none;
      margin-top: 0.2rem;
      color: ${colors.accent};
    }
  }
  .done {
    display: grid;
    gap: ${space.xs};
    padding: ${space.md};
    border-radius: ${radii.md};
    border: 1px solid ${colors.primary};
    background: ${colors.primaryLight};
    color: ${colors.ink};
    font-weight: 600;
  }
  .done p + p {
    font-weight: 400;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    button {
      flex: 1 1 14rem;
      ${mq.md} {
        flex: none;
      }
    }
  }
  .direct {
    margin-top: ${space.md};
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .tele p + p {
    margin-top: ${space.sm};
  }
  .tele .emergency {
    padding: ${space.sm} ${space.md};
    border-left: 4px solid ${colors.danger};
    background: #fdf3f3;
    color: ${colors.ink};
  }
  .tele .emergency a {
    white-space: nowrap;
  }
  .tele .registration {
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
`;

/**
 * A second opinion from another town (/second-opinion/; DECISIONS.md 21): who it is for, what the
 * surgeon can say from reports alone, the fee and reply time, what to send, the request form, and
 * the teleconsultation rules, from content/second-opinion.json.
 */
export default function SecondOpinionPage({ data }: PageProps<Queries.SecondOpinionPageQuery>) {
  const lang = useLanguage();
  const text = useStrings().secondOpinion;
  const practice = usePractice();
  const page = data.secondOpinionJson;
  if (!page) throw new Error("content/second-opinion.json is missing");
  const path = localisedPath(lang, SECOND_OPINION_PATH);
  const ways = requestWays(page.send);
  const { fee, replyDays, teleconsultation: tele } = page;
  const direct = ways.handOffs.map((way) =>
    way.kind === "whatsapp" ? (
      <a key="whatsapp" href={whatsappUrl(way.number)} target="_blank" rel="noopener noreferrer">
        {format(text.directWhatsapp, { number: way.number })}
      </a>
    ) : (
      <a key="email" href={mailtoHref(way.address)}>
        {format(text.directEmail, { email: way.address })}
      </a>
    ),
  );

  return (
    <Layout pathname={path}>
      <Seo title={page.title} description={page.description} path={path} />
      <article aria-labelledby="second-opinion-title">
        <header css={hero}>
          <div className="inner">
            <h1 id="second-opinion-title">{page.title}</h1>
            <p className="lead">{page.intro}</p>
          </div>
        </header>
        <div css={styles}>
          <section aria-labelledby="for-whom">
            <h2 id="for-whom">{page.forWhom.heading}</h2>
            <CheckList items={page.forWhom.items} />
          </section>

          <section aria-labelledby="reports-alone">
            <h2 id="reports-alone">{page.reportsAlone.heading}</h2>
            <div className="pair">
              <div className="card">
                <h3>{text.canSay}</h3>
                <CheckList items={page.reportsAlone.can} />
              </div>
              <div className="card cannot">
                <h3>{text.cannotSay}</h3>
                <CheckList items={page.reportsAlone.cannot} icon="close" />
              </div>
            </div>
          </section>

          {(fee != null || replyDays != null) && (
            <section aria-labelledby="fee-and-reply">
              <h2 id="fee-and-reply">{text.feeAndReply}</h2>
              <dl className="facts">
                {fee != null && (
                  <div>
                    <dt>{text.fee}</dt>
                    <dd>{page.feeShown}</dd>
                  </div>
                )}
                {replyDays != null && (
                  <div>
                    <dt>{text.reply}</dt>
                    <dd>{format(text.replyDays, { days: replyDays })}</dd>
                  </div>
                )}
              </dl>
              {page.feeNote && <p>{page.feeNote}</p>}
            </section>
          )}

          <section aria-labelledby="what-to-send">
            <h2 id="what-to-send">{page.checklist.heading}</h2>
            <p>{page.checklist.intro}</p>
            <ul className="items">
              {page.checklist.items.map(({ item, detail }) => (
                <li key={item}>
                  <strong>{item}</strong>
                  {detail && <>: {detail}</>}
                </li>
              ))}
            </ul>
          </section>

          <section className="card request" aria-labelledby="request-title">
            <h2 id="request-title">{page.form.heading}</h2>
            <p>{page.form.intro}</p>
            <RequestForm content={page.form} items={page.checklist.items} ways={ways} phone={practice.phones.booking} />
            {direct.length > 0 && (
              <p className="direct">
                {fillTemplate(text.direct, {
                  ways: <>{direct.flatMap((link, index) => (index === 0 ? [link] : [text.or, link]))}</>,
                })}
              </p>
            )}
          </section>

          <section className="tele" aria-labelledby="teleconsultation">
            <h2 id="teleconsultation">{tele.heading}</h2>
            <p>{tele.followUps}</p>
            <p>{tele.firstVisit}</p>
            <p className="registration">
              {format(text.registration, { name: practice.name, registration: practice.registration })}
            </p>
            <p className="emergency">
              <Icon name="alert" size={16} /> {tele.emergency}{" "}
              {fillTemplate(text.emergencyLine, {
                phone: <a href={telHref(practice.phones.emergency)}>{practice.phones.emergency}</a>,
              })}
            </p>
          </section>
        </div>
      </article>
    </Layout>
  );
}

export const query = graphql`
  query SecondOpinionPage($lang: String!) {
    secondOpinionJson(fields: { lang: { eq: $lang } }) {
      title
      description
      intro
      forWhom {
        heading
        items
      }
      reportsAlone {
        heading
        can
        cannot
      }
      fee
      feeShown(lang: $lang)
      feeNote
      replyDays
      checklist {
        heading
        intro
        items {
          item
          detail
        }
      }
      form {
        heading
        intro
        filesNote
        consent
        done
      }
      send {
        way
        to
      }
      teleconsultation {
        heading
        followUps
        firstVisit
        emergency
      }
    }
  }
`;
