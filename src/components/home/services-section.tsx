import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useLanguage, useStrings } from "../../i18n/context";
import { localisedPath } from "../../i18n/languages";
import type { LibraryKind } from "../../lib/library";
import { libraryPath } from "../../lib/paths";
import { format } from "../../i18n/format";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { visuallyHidden } from "../../styles/utils";
import { opensBooking } from "../layout/booking-trigger";
import { lightButton } from "../ui/button";
// Icon names in content/ are checked when the site builds (src/lib/content-model.ts).
import { Icon, type IconName } from "../ui/icon";
import { CheckList } from "../ui/check-list";
import { ContentImage } from "../ui/content-image";
import { Reveal } from "../ui/reveal";
import { card, iconBadge } from "./cards";
import { Section } from "./section";

const grid = css`
  display: grid;
  gap: ${space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const serviceCard = css`
  ${card};
  padding: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  height: 100%;
  .image {
    aspect-ratio: 3 / 2;
  }
  .body {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${space.sm};
    flex: 1;
    padding: ${space.lg};
  }
  .badge {
    position: absolute;
    top: -1.75rem;
    right: ${space.lg};
    box-shadow: 0 0 0 4px ${colors.surface};
    background: ${colors.primary};
    color: #fff;
  }
  h3 {
    font-size: ${fontSizes.xl};
    padding-right: 3.5rem;
  }
  ul {
    margin-top: ${space.xs};
  }
  .more {
    margin-top: auto;
  }
  .more summary {
    display: inline-flex;
    align-items: center;
    gap: ${space.xxs};
    min-height: 44px;
    color: ${colors.primary};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    &:hover {
      text-decoration: underline;
    }
    svg {
      transition: transform 0.2s;
    }
  }
  .more[open] summary svg {
    transform: rotate(180deg);
  }
  .more:not([open]) .when-open,
  .more[open] .when-closed {
    display: none;
  }
  .details {
    margin-top: ${space.xs};
    padding: ${space.md};
    border-radius: ${radii.md};
    background: ${colors.primaryLight};
    color: ${colors.ink};
    .read-more {
      margin-top: ${space.sm};
      font-weight: 700;
    }
    ul {
      list-style: none;
      margin-top: ${space.xxs};
      padding: 0;
    }
    li {
      padding: ${space.xxs} 0;
    }
    li a {
      font-weight: 600;
    }
    .kind {
      color: ${colors.muted};
      font-size: ${fontSizes.sm};
      white-space: nowrap;
    }
  }
`;

const libraryLinks = css`
  margin-top: ${space.xl};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.lg};
  padding: ${space.md} ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  > svg {
    color: ${colors.primary};
  }
  .label {
    font-weight: 700;
    color: ${colors.ink};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space.xxs};
    min-height: 44px;
    font-weight: 600;
    color: ${colors.primary};
  }
`;

const cta = css`
  margin-top: ${space.xxl};
  padding: ${space.xl} ${space.lg};
  border-radius: ${radii.lg};
  background: linear-gradient(135deg, ${colors.primaryDark}, ${colors.primary});
  color: #e4f1f2;
  display: grid;
  gap: ${space.lg};
  ${mq.lg} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: ${space.xxl};
  }
  h3 {
    color: #fff;
    font-size: ${fontSizes.xl};
  }
  p {
    margin-top: ${space.xs};
    max-width: 40rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  .outline {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: ${space.sm} ${space.lg};
    border: 2px solid rgba(255, 255, 255, 0.7);
    border-radius: 999px;
    color: #fff;
    font-weight: 600;
    text-decoration: none;
    &:hover {
      background: rgba(255, 255, 255, 0.1);
    }
  }
`;

type Service = Queries.HomePageQuery["allServicesJson"]["nodes"][number];
type LibraryPage = Queries.LibraryCardLinkFragment;

/** The library's pages on a service: its conditions, then its operations. */
function pagesOn(library: readonly LibraryPage[], service: string): LibraryPage[] {
  const on = library.filter((page) => (page.condition ?? page.treatment)?.services.includes(service));
  return [...on.filter((page) => page.condition), ...on.filter((page) => page.treatment)];
}

/**
 * One service. "Learn More" is a native disclosure, so it opens and closes from first paint, with or
 * without JavaScript; its label turns to "Show Less" while open.
 */
export function ServiceCard({ service, library = [] }: { service: Service; library?: readonly LibraryPage[] }) {
  const strings = useStrings();
  const text = strings.services;
  const pages = pagesOn(library, service.slug);
  const image = service.image.childImageSharp?.gatsbyImageData;
  return (
    <Reveal as="article" css={serviceCard}>
      {image && <ContentImage image={image} alt={service.imageAlt} className="image" />}
      <div className="body">
        <span css={iconBadge} className="badge">
          <Icon name={service.icon as IconName} size={24} />
        </span>
        <h3>{service.title}</h3>
        <p>{service.description}</p>
        <CheckList items={service.features} />
        <details className="more">
          <summary>
            <span className="when-closed">{text.learnMore}</span>
            <span className="when-open">{text.showLess}</span>
            <span css={visuallyHidden}> {format(text.about, { title: service.title })}</span>
            <Icon name="chevronDown" size={16} />
          </summary>
          <div className="details">
            <p>{service.details}</p>
            {pages.length > 0 && (
              <>
                <p className="read-more">{strings.library.inLibrary}:</p>
                <ul>
                  {pages.map((page) => (
                    <li key={page.fields.slug}>
                      <Link to={page.fields.slug}>{page.frontmatter.title}</Link>
                      <span className="kind"> ({strings.library.kind[page.fields.collection as LibraryKind]})</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </details>
      </div>
    </Reveal>
  );
}

interface ServicesSectionProps {
  id: string;
  content: Queries.HomePageQuery["homeJson"] & object;
  services: readonly Service[];
  library: readonly LibraryPage[];
}

export function ServicesSection({ id, content, services, library }: ServicesSectionProps) {
  const strings = useStrings();
  const lang = useLanguage();
  return (
    <Section
      id={id}
      label={strings.services.eyebrow}
      heading={content.services.heading}
      intro={content.services.intro}
      tone="tinted"
    >
      <ul css={grid}>
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceCard service={service} library={library} />
          </li>
        ))}
      </ul>
      <nav css={libraryLinks} aria-label={strings.library.heading}>
        <Icon name="book" size={24} />
        <span className="label">{strings.library.heading}:</span>
        {(["conditions", "treatments"] as const).map((kind) => (
          <Link key={kind} to={localisedPath(lang, libraryPath(kind))}>
            {strings.library[kind]}
            <Icon name="arrowRight" size={16} />
          </Link>
        ))}
      </nav>
      <Reveal css={cta}>
        <div>
          <h3>{content.services.cta.title}</h3>
          <p>{content.services.cta.text}</p>
        </div>
        <div className="actions">
          <button type="button" css={lightButton} {...opensBooking}>
            {strings.common.bookAppointment}
          </button>
          <a href="#contact" className="outline">
            {strings.services.contactUs}
          </a>
        </div>
      </Reveal>
    </Section>
  );
}
