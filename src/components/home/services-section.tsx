import { css } from "@emotion/react";
import { useState } from "react";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { visuallyHidden } from "../../styles/utils";
import { useBookingDialog } from "../layout/booking-context";
import { lightButton } from "../ui/button";
import { Icon, isIconName } from "../ui/icon";
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
  .details {
    padding: ${space.md};
    border-radius: ${radii.md};
    background: ${colors.primaryLight};
    color: ${colors.ink};
  }
  .more {
    margin-top: auto;
    align-self: flex-start;
    display: inline-flex;
    align-items: center;
    gap: ${space.xxs};
    min-height: 44px;
    padding: 0;
    border: 0;
    background: none;
    color: ${colors.primary};
    font-weight: 600;
    cursor: pointer;
    &:hover {
      text-decoration: underline;
    }
    svg {
      transition: transform 0.2s;
    }
    &[aria-expanded="true"] svg {
      transform: rotate(180deg);
    }
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

export function ServiceCard({ service }: { service: Service }) {
  const [expanded, setExpanded] = useState(false);
  const image = service.image.childImageSharp?.gatsbyImageData;
  const detailsId = `service-details-${service.slug}`;
  return (
    <Reveal as="article" css={serviceCard}>
      {image && <ContentImage image={image} alt={service.imageAlt} className="image" />}
      <div className="body">
        <span css={iconBadge} className="badge">
          {isIconName(service.icon) && <Icon name={service.icon} size={24} />}
        </span>
        <h3>{service.title}</h3>
        <p>{service.description}</p>
        <CheckList items={service.features} />
        <p id={detailsId} className="details" hidden={!expanded}>
          {service.details}
        </p>
        <button
          type="button"
          className="more"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? "Show Less" : "Learn More"}
          <span css={visuallyHidden}> about {service.title}</span>
          <Icon name="chevronDown" size={16} />
        </button>
      </div>
    </Reveal>
  );
}

interface ServicesSectionProps {
  content: Queries.HomePageQuery["homeJson"] & object;
  services: readonly Service[];
}

export function ServicesSection({ content, services }: ServicesSectionProps) {
  const { open } = useBookingDialog();
  return (
    <Section
      id="services"
      label="Services"
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
          <button type="button" css={lightButton} onClick={open}>
            Book Appointment
          </button>
          <a href="#contact" className="outline">
            Contact Us
          </a>
        </div>
      </Reveal>
    </Section>
  );
}
