import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { stackedTable } from "../components/payment/stacked-table";
import { preloadParts } from "../components/ui/lazy-part";
import { Seo } from "../components/seo";
import { usePractice } from "../hooks/use-practice";
import { useLanguage, useStrings } from "../i18n/context";
import { format } from "../i18n/format";
import { localisedPath } from "../i18n/languages";
import { PAYMENT_PATH } from "../lib/paths";
import { colors, fontSizes, radii, space } from "../styles/theme";
import { widePage } from "../styles/utils";
import { checkedLine, estimateNote } from "../components/payment/notes";

// The layout's parts, so that a visit by client-side navigation renders the page whole.
await preloadParts();

const styles = css`
  ${widePage};
  .contents {
    margin: ${space.lg} 0;
    padding: ${space.md} ${space.lg};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  .contents h2 {
    margin: 0;
    font-size: ${fontSizes.base};
  }
  .contents ol {
    margin: ${space.xs} 0 0;
    padding-left: 1.4em;
  }
  .checked {
    ${checkedLine};
  }
  .note {
    ${estimateNote};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  .steps li + li {
    margin-top: ${space.xs};
  }
  .steps strong {
    color: ${colors.ink};
  }
  dl {
    margin: 0;
  }
  dt {
    font-weight: 700;
    color: ${colors.ink};
    margin-top: ${space.xs};
  }
  dd {
    margin: 0;
  }
  .scheme {
    margin-top: ${space.lg};
    padding: ${space.md} ${space.lg};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  .scheme h3 {
    margin-top: 0;
  }
  table a {
    font-weight: 600;
  }
`;

const SECTIONS = ["fees", "estimates", "ways", "cashless", "schemes"] as const;

/**
 * What it costs and who pays (/fees-and-insurance/): the consultation fees (content/schedule.json),
 * every operation's estimates (their front matter), and content/payment.json's ways to pay, cashless
 * insurance and government schemes per venue, each list with the day it was checked with the hospital.
 * Its dates and rupees come written by the build (gatsby/schema.ts), so the page carries no formatter.
 */
export default function PaymentPage({ data }: PageProps<Queries.PaymentPageQuery>) {
  const lang = useLanguage();
  const strings = useStrings();
  const practice = usePractice();
  const text = strings.payment;
  const payment = data.paymentJson;
  const venues = data.scheduleJson?.venues;
  const feesShown = data.scheduleJson?.feesShown;
  if (!payment) throw new Error("content/payment.json is missing");
  if (!venues || !feesShown) throw new Error("content/schedule.json is missing");
  const venueName = (id: string) => venues.find((venue) => venue.id === id)?.name ?? id;
  const checked = ({ verifiedOn, verifiedOnShown }: { verifiedOn: string; verifiedOnShown: string }) => (
    <p className="checked">
      <CheckedOn date={verifiedOn} shown={verifiedOnShown} template={text.checked} />
    </p>
  );
  const estimates = data.allMarkdownRemark.nodes.flatMap((node) =>
    (node.treatment?.estimates ?? []).map((estimate) => ({
      ...estimate,
      operation: node.treatment?.title ?? "",
      path: node.fields.slug,
    })),
  );
  const path = localisedPath(lang, PAYMENT_PATH);
  return (
    <Layout pathname={path}>
      <Seo
        title={payment.title}
        description={payment.description}
        path={path}
        facts={{
          type: "webpage",
          page: { title: payment.title, description: payment.description, path, language: practice.language },
        }}
      />
      <article css={styles} aria-labelledby="payment-title">
        <h1 id="payment-title">{payment.title}</h1>
        <p>{payment.intro}</p>
        <nav className="contents" aria-labelledby="payment-contents">
          <h2 id="payment-contents">{text.contents}</h2>
          <ol>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{text[id]}</a>
              </li>
            ))}
          </ol>
        </nav>

        <section aria-labelledby="fees">
          <h2 id="fees">{text.fees}</h2>
          <table css={stackedTable}>
            <thead>
              <tr>
                <th scope="col">{text.venue}</th>
                <th scope="col">{strings.schedule.firstVisit}</th>
                <th scope="col">{strings.schedule.followUp}</th>
              </tr>
            </thead>
            <tbody>
              {venues.map((venue) => {
                const fees = feesShown.find((shown) => shown.venue === venue.id);
                return (
                  <tr key={venue.id}>
                    <th scope="row">{venue.name}</th>
                    <td data-label={strings.schedule.firstVisit}>{fees?.firstVisit ?? text.noFee}</td>
                    <td data-label={strings.schedule.followUp}>{fees?.followUp ?? text.noFee}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="estimates">
          <h2 id="estimates">{text.estimates}</h2>
          <table css={stackedTable}>
            <thead>
              <tr>
                <th scope="col">{text.operation}</th>
                <th scope="col">{text.venue}</th>
                <th scope="col">{text.room}</th>
                <th scope="col">{text.amount}</th>
                <th scope="col">{text.stay}</th>
                <th scope="col">{text.checkedShort}</th>
              </tr>
            </thead>
            <tbody>
              {estimates.map((estimate) => (
                <tr key={`${estimate.path} ${estimate.venue} ${estimate.room}`}>
                  <th scope="row">
                    <Link to={estimate.path}>{estimate.operation}</Link>
                  </th>
                  <td data-label={text.venue}>{venueName(estimate.venue)}</td>
                  <td data-label={text.room}>{estimate.room}</td>
                  <td data-label={text.amount}>{estimate.rangeShown}</td>
                  <td data-label={text.stay}>{format(text.stayDays, { days: estimate.stayDays })}</td>
                  <td data-label={text.checkedShort}>
                    <time dateTime={estimate.verifiedOn}>{estimate.verifiedOnShown}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="note">{text.estimateNote}</p>
        </section>

        <section aria-labelledby="ways">
          <h2 id="ways">{text.ways}</h2>
          {payment.venues.map((venue) => (
            <section key={venue.venue} aria-label={`${text.ways}: ${venueName(venue.venue)}`}>
              <h3>{venueName(venue.venue)}</h3>
              <ul>
                {venue.payments.map((way) => (
                  <li key={way}>{way}</li>
                ))}
              </ul>
              {checked(venue)}
            </section>
          ))}
        </section>

        <section aria-labelledby="cashless">
          <h2 id="cashless">{text.cashless}</h2>
          <p>{payment.cashless.intro}</p>
          {payment.venues.map((venue) => (
            <section key={venue.venue} aria-label={`${text.cashless}: ${venueName(venue.venue)}`}>
              <h3>{venueName(venue.venue)}</h3>
              {venue.insurers && venue.insurers.length > 0 ? (
                <>
                  <p>{format(text.insurers, { venue: venueName(venue.venue) })}</p>
                  {/* Insurers' names are their registered English names, in every edition. */}
                  <ul lang={lang === "en" ? undefined : "en"}>
                    {venue.insurers.map((insurer) => (
                      <li key={insurer}>{insurer}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{format(text.noInsurers, { venue: venueName(venue.venue) })}</p>
              )}
              {checked(venue)}
            </section>
          ))}
          <h3>{text.steps}</h3>
          <ol className="steps">
            {payment.cashless.steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}.</strong> {step.text}
              </li>
            ))}
          </ol>
          {checked(payment.cashless)}
        </section>

        <section aria-labelledby="schemes">
          <h2 id="schemes">{text.schemes}</h2>
          <table css={stackedTable} aria-label={text.whichVenue}>
            <thead>
              <tr>
                <th scope="col">{text.scheme}</th>
                {payment.venues.map((venue) => (
                  <th scope="col" key={venue.venue}>
                    {venueName(venue.venue)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payment.schemes.map((scheme) => (
                <tr key={scheme.id}>
                  <th scope="row">
                    <a href={`#scheme-${scheme.id}`}>{scheme.name}</a>
                  </th>
                  {payment.venues.map((venue) => (
                    <td key={venue.venue} data-label={venueName(venue.venue)}>
                      {venue.schemes?.includes(scheme.id) ? text.takes : text.notTaken}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {payment.schemes.map((scheme) => {
            const takenAt = payment.venues.filter((venue) => venue.schemes?.includes(scheme.id));
            return (
              <section className="scheme" key={scheme.id} aria-labelledby={`scheme-${scheme.id}`}>
                <h3 id={`scheme-${scheme.id}`}>{scheme.name}</h3>
                <dl>
                  <dt>{text.forWhom}</dt>
                  <dd>{scheme.forWhom}</dd>
                  <dt>{text.bring}</dt>
                  <dd>
                    <ul>
                      {scheme.bring.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </dd>
                  {scheme.helpline ? (
                    <>
                      <dt>{text.helpline}</dt>
                      <dd>
                        <a href={`tel:${scheme.helpline.replace(/[^\d+]/g, "")}`}>{scheme.helpline}</a>
                      </dd>
                    </>
                  ) : null}
                  <dt>{text.takenAt}</dt>
                  <dd>
                    {takenAt.length > 0 ? takenAt.map((venue) => venueName(venue.venue)).join(", ") : text.takenNowhere}
                  </dd>
                </dl>
                {checked(scheme)}
              </section>
            );
          })}
        </section>
      </article>
    </Layout>
  );
}

/** "Checked with the hospital on 2 November 2026", the date a machine-readable <time>. */
function CheckedOn({ date, shown, template }: { date: string; shown: string; template: string }) {
  const [before = "", after = ""] = template.split("{date}");
  return (
    <>
      {before}
      <time dateTime={date}>{shown}</time>
      {after}
    </>
  );
}

export const query = graphql`
  query PaymentPage($lang: String!) {
    paymentJson(fields: { lang: { eq: $lang } }) {
      title
      description
      intro
      venues {
        venue
        payments
        insurers
        schemes
        verifiedOn
        verifiedOnShown(lang: $lang)
      }
      schemes {
        id
        name
        forWhom
        bring
        helpline
        verifiedOn
        verifiedOnShown(lang: $lang)
      }
      cashless {
        intro
        steps {
          title
          text
        }
        verifiedOn
        verifiedOnShown(lang: $lang)
      }
    }
    scheduleJson(fields: { lang: { eq: $lang } }) {
      venues {
        id
        name
      }
      feesShown {
        venue
        firstVisit
        followUp
      }
    }
    allMarkdownRemark(
      filter: { fields: { collection: { eq: "treatments" }, lang: { eq: $lang }, published: { eq: true } } }
      sort: { frontmatter: { title: ASC } }
    ) {
      nodes {
        fields {
          slug
        }
        treatment {
          title
          estimates {
            venue
            min
            max
            room
            stayDays
            verifiedOn
            verifiedOnShown(lang: $lang)
            rangeShown(lang: $lang)
          }
        }
      }
    }
  }
`;
