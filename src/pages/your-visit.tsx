import { css } from "@emotion/react";
import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { CheckList } from "../components/ui/check-list";
import { Icon } from "../components/ui/icon";
import { preloadParts } from "../components/ui/lazy-part";
import { ShareBar } from "../components/ui/share-bar";
import { WhatsappLink } from "../components/ui/whatsapp-link";
import { usePractice } from "../hooks/use-practice";
import { useSchedule } from "../hooks/use-schedule";
import { useLanguage, useStrings } from "../i18n/context";
import { format } from "../i18n/format";
import { localisedPath } from "../i18n/languages";
import { weekText } from "../i18n/schedule-text";
import { mapsSearchUrl, telHref } from "../lib/contact-links";
import { VISIT_PATH } from "../lib/paths";
import { printAs } from "../styles/print";
import { colors, fontSizes, mq, radii, space } from "../styles/theme";
import { visuallyHidden, widePage } from "../styles/utils";

// The layout's parts, so that a visit by client-side navigation renders the page whole.
await preloadParts();

const styles = css`
  ${widePage};
  h2 {
    margin: 0 0 ${space.sm};
  }
  h3 {
    margin: ${space.md} 0 ${space.xxs};
    font-size: ${fontSizes.md};
  }
  .share {
    margin-top: ${space.md};
  }
  .sections {
    display: grid;
    gap: ${space.lg};
    margin-top: ${space.xl};
    ${mq.md} {
      grid-template-columns: 1fr 1fr;
      align-items: start;
    }
  }
  .sections > .wide {
    grid-column: 1 / -1;
  }
  .sections > section {
    padding: ${space.lg};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  .sections > section > * + * {
    margin-top: ${space.sm};
  }
  .contacts {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.lg};
    padding: 0;
    list-style: none;
  }
  .contacts a {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 44px;
    font-weight: 700;
  }
  .muted {
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
  }
  .bring .note {
    display: block;
    color: ${colors.muted};
    font-size: ${fontSizes.sm};
  }
  .venues {
    display: grid;
    gap: ${space.lg};
    ${mq.md} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .venues h3 {
    margin-top: 0;
  }
  dl {
    margin: 0;
  }
  dt {
    margin-top: ${space.xs};
    font-weight: 700;
    color: ${colors.ink};
  }
  dd {
    margin: 0;
  }
  .map {
    display: inline-flex;
    align-items: center;
    gap: ${space.xxs};
    min-height: 44px;
    font-weight: 600;
  }
  .operations {
    padding-left: 1.4em;
  }
  .operations a {
    display: inline-block;
    padding: ${space.xxs} 0;
  }

  /* On paper: one A4 sheet, in two columns, to take along. */
  @media print {
    max-width: none;
    padding: 0;
    font-size: 9.5pt;
    line-height: 1.4;
    h1 {
      margin: 0;
      font-size: 17pt;
    }
    h2 {
      margin-bottom: 2pt;
      font-size: 11pt;
    }
    h3 {
      margin: 3pt 0 0;
      font-size: 9.5pt;
    }
    .share {
      margin-top: 2pt;
    }
    .sections {
      display: block;
      columns: 2;
      column-gap: 7mm;
      margin-top: 5pt;
    }
    .sections > section {
      break-inside: avoid;
      margin: 0 0 6pt;
      padding: 0;
      border: 0;
      background: none;
    }
    .sections > section > * + * {
      margin-top: 2pt;
    }
    .contacts {
      gap: 0 8pt;
    }
    .contacts a {
      min-height: 0;
    }
    .venues {
      display: block;
    }
    .venues > section + section {
      margin-top: 4pt;
    }
    dt {
      display: inline;
      margin: 0;
    }
    dt::after {
      content: ": ";
    }
    dd {
      display: inline;
    }
    dd::after {
      content: "";
      display: block;
    }
    .operations a {
      padding: 0;
    }
  }
`;

/**
 * A patient's visit on one page (/your-visit/, DECISIONS.md 22): content/your-visit.json's words,
 * the practice's phone and WhatsApp (content/practice.json), each venue's address, hours, directions,
 * parking, access and whether its desk takes ABHA Scan & Share (content/schedule.json), and a link to
 * each operation's preparation checklist. It prints on one A4 sheet.
 */
export default function VisitPage({ data }: PageProps<Queries.VisitPageQuery>) {
  const lang = useLanguage();
  const strings = useStrings();
  const text = strings.visit;
  const practice = usePractice();
  const { venues } = useSchedule();
  const visit = data.yourVisitJson;
  if (!visit) throw new Error("content/your-visit.json is missing");
  const details = new Map((data.scheduleJson?.venues ?? []).map((venue) => [venue.id, venue]));
  const abhaVenues = venues.filter((venue) => details.get(venue.id)?.abhaScanShare);
  const path = localisedPath(lang, VISIT_PATH);
  const languages =
    visit.languages.length > 1
      ? `${visit.languages.slice(0, -1).join(strings.schedule.listSeparator)}${text.and}${visit.languages.at(-1)}`
      : (visit.languages[0] ?? "");

  return (
    <Layout pathname={path}>
      <Seo
        title={visit.title}
        description={visit.description}
        path={path}
        facts={{
          type: "webpage",
          page: { title: visit.title, description: visit.description, path, language: practice.language },
        }}
      />
      <article css={styles} aria-labelledby="visit-title" {...printAs("leaflet")}>
        <h1 id="visit-title">{visit.title}</h1>
        <p>{visit.intro}</p>
        <ShareBar title={visit.title} path={path} className="share" />

        <div className="sections">
          <section aria-labelledby="book">
            <h2 id="book">{text.book}</h2>
            <p>{visit.booking}</p>
            <ul className="contacts">
              <li>
                <a href={telHref(practice.phones.booking)}>
                  <Icon name="phone" size={16} />
                  <span css={visuallyHidden}>{text.appointments}: </span>
                  {practice.phones.booking}
                </a>
              </li>
              {practice.whatsapp.number && (
                <li>
                  <WhatsappLink
                    number={practice.whatsapp.number}
                    text={practice.whatsapp.greeting}
                    label={`${text.whatsapp}: ${practice.whatsapp.number}`}
                  />
                </li>
              )}
            </ul>
          </section>

          <section aria-labelledby="registration">
            <h2 id="registration">{text.registration}</h2>
            <p>{visit.registration}</p>
            {abhaVenues.length > 0 && (
              <>
                <h3>{text.abha}</h3>
                <p>{visit.abha}</p>
                <p className="muted">
                  {format(text.abhaAt, {
                    venues: abhaVenues.map((venue) => venue.name).join(strings.schedule.listSeparator),
                  })}
                </p>
              </>
            )}
          </section>

          <section aria-labelledby="bring">
            <h2 id="bring">{text.bring}</h2>
            <p className="muted">{text.bringHint}</p>
            <CheckList
              className="bring"
              items={visit.bring.map((item) => (
                <span key={item.text}>
                  {item.link ? <Link to={localisedPath(lang, item.link)}>{item.text}</Link> : item.text}
                  {item.note && <span className="note">{item.note}</span>}
                </span>
              ))}
            />
          </section>

          <section aria-labelledby="on-the-day">
            <h2 id="on-the-day">{text.onTheDay}</h2>
            <h3>{text.arrive}</h3>
            <p>{visit.arrive}</p>
            <h3>{text.waiting}</h3>
            <p>{visit.waiting}</p>
          </section>

          <section aria-labelledby="venues" className="wide">
            <h2 id="venues">{text.venues}</h2>
            <div className="venues">
              {venues.map((venue) => {
                const more = details.get(venue.id);
                return (
                  <section key={venue.id} aria-labelledby={`venue-${venue.id}`}>
                    <h3 id={`venue-${venue.id}`}>{venue.name}</h3>
                    <dl>
                      <dt>{text.address}</dt>
                      <dd>{venue.address}</dd>
                      <dt>{text.hours}</dt>
                      <dd>{weekText(venue, strings.schedule).join(strings.schedule.listSeparator)}</dd>
                      {more?.directions && (
                        <>
                          <dt>{text.directions}</dt>
                          <dd>{more.directions}</dd>
                        </>
                      )}
                      {more?.parking && (
                        <>
                          <dt>{text.parking}</dt>
                          <dd>{more.parking}</dd>
                        </>
                      )}
                      {more?.access && (
                        <>
                          <dt>{text.access}</dt>
                          <dd>{more.access}</dd>
                        </>
                      )}
                    </dl>
                    <a
                      className="map"
                      {...printAs("hide")}
                      href={mapsSearchUrl(venue.mapQuery)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <Icon name="mapPin" size={16} />
                      {text.map}
                      <span css={visuallyHidden}> {strings.common.newTab}</span>
                    </a>
                  </section>
                );
              })}
            </div>
          </section>

          <section aria-labelledby="languages">
            <h2 id="languages">{text.languages}</h2>
            <p>{format(text.languagesList, { name: practice.shortName, languages })}</p>
          </section>

          <section aria-labelledby="operations">
            <h2 id="operations">{text.operations}</h2>
            <p>{visit.preparation}</p>
            <ul className="operations">
              {data.allMarkdownRemark.nodes.map((node) => (
                <li key={node.fields.slug}>
                  <Link to={`${node.fields.slug}#preparation`}>{node.treatment?.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </article>
    </Layout>
  );
}

export const query = graphql`
  query VisitPage($lang: String!) {
    yourVisitJson(fields: { lang: { eq: $lang } }) {
      title
      description
      intro
      booking
      registration
      abha
      bring {
        text
        note
        link
      }
      arrive
      waiting
      languages
      preparation
    }
    scheduleJson(fields: { lang: { eq: $lang } }) {
      venues {
        id
        directions
        parking
        access
        abhaScanShare
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
        }
      }
    }
  }
`;
