import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useLanguage, useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { localisedPath } from "../../i18n/languages";
import { telHref } from "../../lib/contact-links";
import { paragraphs, type LibraryKind, type LibraryLink, type LibraryPageFields } from "../../lib/library";
import { libraryPath } from "../../lib/paths";
import { colors, fontSizes, lineHeights, radii, space, widths } from "../../styles/theme";
import { closingNotes, prose, readingMeta } from "../../styles/prose";
import { pill } from "../../styles/utils";
import { printAs } from "../../styles/print";
import { PostPicture } from "../blog/post-picture";
import { Icon } from "../ui/icon";
import { ShareBar } from "../ui/share-bar";
import { Breadcrumbs } from "./breadcrumbs";

const pageStyle = css`
  padding: ${space.md} 0 ${space.section};
  .column {
    max-width: ${widths.reading};
    margin: 0 auto;
    padding: 0 ${space.md};
  }
  header {
    padding-top: ${space.md};
  }
  .meta {
    ${readingMeta};
  }
  h1 {
    margin-top: ${space.sm};
    font-size: ${fontSizes.xxl};
  }
  .other-names {
    margin-top: ${space.xs};
    color: ${colors.muted};
  }
  .lead {
    margin-top: ${space.md};
    font-size: ${fontSizes.md};
    line-height: ${lineHeights.reading};
  }
  .share {
    margin-top: ${space.md};
  }
  .picture {
    margin-top: ${space.lg};
    border-radius: ${radii.lg};
  }

  .contents {
    margin-top: ${space.lg};
    padding: ${space.md} ${space.lg};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  .contents h2 {
    font-size: ${fontSizes.base};
  }
  .contents ol {
    margin-top: ${space.xs};
    padding-left: 1.4em;
    display: grid;
    gap: ${space.xxs};
  }
  .contents a {
    display: inline-block;
    padding: ${space.xxs} 0;
  }
  .notes {
    ${closingNotes};
  }
`;

/** The shared reading type, with room between the sections and their description lists. */
const sectionsStyle = css`
  ${prose};
  > * + * {
    margin-top: 0;
  }
  section {
    scroll-margin-top: 5rem;
    margin-top: 2.5em;
  }
  section > * + * {
    margin-top: 1em;
  }
  section > h2:first-child {
    margin-top: 0;
  }
  dt {
    font-weight: 700;
    color: ${colors.ink};
  }
  dd {
    margin: ${space.xxs} 0 ${space.md};
  }
`;

const tiers = css`
  display: grid;
  gap: ${space.md};
  .tier {
    padding: ${space.md} ${space.lg};
    border-radius: ${radii.md};
    border-left: 6px solid;
  }
  .tier h3 {
    margin: 0;
    display: flex;
    gap: ${space.xs};
    align-items: center;
    font-size: ${fontSizes.md};
  }
  .tier ul {
    margin-top: ${space.sm};
  }
  .tier p {
    margin-top: ${space.sm};
  }
  .now {
    background: #fbeaea;
    border-color: ${colors.danger};
    h3 {
      color: ${colors.danger};
    }
  }
  .call {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 44px;
    padding: 0 ${space.md};
    border-radius: ${radii.pill};
    background: ${colors.danger};
    color: #fff;
    font-weight: 700;
    text-decoration: none;
  }
  .soon {
    background: ${colors.accentLight};
    border-color: ${colors.accent};
    h3 {
      color: ${colors.accent};
    }
  }
`;

const linkCards = css`
  list-style: none;
  padding: 0 !important;
  display: grid;
  gap: ${space.sm};
  li + li {
    margin-top: 0;
  }
  a {
    display: block;
    padding: ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    text-decoration: none;
    &:hover {
      border-color: ${colors.primary};
    }
  }
  strong {
    display: block;
    color: ${colors.primary};
  }
  span {
    display: block;
    margin-top: ${space.xxs};
    font-size: ${fontSizes.sm};
    line-height: ${lineHeights.body};
    color: ${colors.text};
  }
`;

/** One section of a library page: its heading is listed under "On this page". */
export interface LibrarySection {
  id: string;
  heading: string;
  content: ReactNode;
}

/** A paragraph field as paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

/** The two tiers of help: go to an emergency department now (with the emergency line), or see a doctor soon. */
export function WhenToGetHelp({
  emergency,
  soon,
  emergencyPhone,
}: {
  emergency: readonly string[];
  soon: readonly string[];
  emergencyPhone: string;
}) {
  const text = useStrings().library;
  return (
    <div css={tiers}>
      <div className="tier now" role="note">
        <h3>
          <Icon name="alert" size={20} />
          {text.emergency}
        </h3>
        <ul>
          {emergency.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
        <p>
          {text.emergencyLine}{" "}
          <a className="call" href={telHref(emergencyPhone)}>
            <Icon name="phone" size={16} />
            {emergencyPhone}
          </a>
        </p>
      </div>
      <div className="tier soon" role="note">
        <h3>
          <Icon name="calendar" size={20} />
          {text.soon}
        </h3>
        <ul>
          {soon.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
        <p>{text.soonAction}</p>
      </div>
    </div>
  );
}

/** Questions patients ask, each a heading and its answer. */
export function Questions({ faq }: { faq: LibraryPageFields["faq"] }) {
  return (
    <>
      {faq.map(({ question, answer }) => (
        <div key={question}>
          <h3>{question}</h3>
          <Paragraphs text={answer} />
        </div>
      ))}
    </>
  );
}

/** Links to other library pages or articles, each with its summary. */
export function LinkCards({ links }: { links: readonly LibraryLink[] }) {
  return (
    <ul css={linkCards}>
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path}>
            <strong>{link.title}</strong>
            {link.description && <span>{link.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface LibraryPageProps {
  kind: LibraryKind;
  page: LibraryPageFields;
  services: readonly string[];
  sections: readonly LibrarySection[];
  /** After the sections: related pages and articles. */
  related: ReactNode;
  disclaimer: string;
}

/**
 * A library page, either kind: breadcrumbs, the title and summary, the picture, the list of its
 * sections, the sections, what is related, and who reviewed it and when.
 */
export function LibraryPage({ kind, page, services, sections, related, disclaimer }: LibraryPageProps) {
  const lang = useLanguage();
  const strings = useStrings();
  const text = strings.library;
  return (
    // On paper, a leaflet: the title, the summary, the sections and the review dates.
    <article css={pageStyle} {...printAs("leaflet")}>
      <div className="column">
        <Breadcrumbs
          trail={[
            { name: strings.breadcrumb.home, path: localisedPath(lang, "/") },
            { name: text[kind], path: localisedPath(lang, libraryPath(kind)) },
            { name: page.title },
          ]}
        />
        <header>
          <div className="meta">
            <span css={pill}>{text.kind[kind]}</span>
            {services.length > 0 && (
              <span>
                {text.services}: {services.join(", ")}
              </span>
            )}
            <span>{format(text.reviewedShort, { date: page.shown.lastReviewed })}</span>
          </div>
          <h1>{page.title}</h1>
          {page.otherNames && page.otherNames.length > 0 && (
            <p className="other-names">
              {text.otherNames}: {page.otherNames.join("; ")}
            </p>
          )}
          <p className="lead">{page.description}</p>
          {page.path && <ShareBar title={page.title} path={page.path} className="share" />}
        </header>
        <div {...printAs("hide")}>
          <PostPicture image={page.image} eager className="picture" />
        </div>
        <nav className="contents" aria-labelledby="contents-heading">
          <h2 id="contents-heading">{text.contents}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div css={sectionsStyle} {...printAs("prose")}>
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.content}
            </section>
          ))}
          {related}
        </div>
        <div className="notes">
          <p>
            <strong>
              {format(text.reviewed, {
                name: page.reviewedBy,
                date: page.shown.lastReviewed,
                next: page.shown.nextReview,
              })}
            </strong>
          </p>
          <p>{disclaimer}</p>
        </div>
      </div>
    </article>
  );
}

/** The related pages and articles at the end of a page, each list under its heading. */
export function Related({ groups }: { groups: ReadonlyArray<{ heading: string; links: readonly LibraryLink[] }> }) {
  return (
    <>
      {groups
        .filter((group) => group.links.length > 0)
        .map((group) => (
          <section key={group.heading} aria-label={group.heading} {...printAs("hide")}>
            <h2>{group.heading}</h2>
            <LinkCards links={group.links} />
          </section>
        ))}
    </>
  );
}
