import { css } from "@emotion/react";
import { useStrings } from "../../i18n/context";
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

/**
 * One service. "Learn More" is a native disclosure, so it opens and closes from first paint, with or
 * without JavaScript; its label turns to "Show Less" while open.
 */
export function ServiceCard({ service }: { service: Service }) {
  const text = useStrings().services;
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
          <p className="details">{service.details}</p>
        </details>
      </div>
    </Reveal>
  );
}

interface ServicesSectionProps {
  id: string;
  content: Queries.HomePageQuery["homeJson"] & object;
  services: readonly Service[];
}

export function ServicesSection({ id, content, services }: ServicesSectionProps) {
  const strings = useStrings();
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
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
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
