import { css } from "@emotion/react";
import type { Schedule } from "../../hooks/use-schedule";
import { useStrings } from "../../i18n/context";
import { colors, fontSizes, fonts, mq, space } from "../../styles/theme";
// Icon names in content/ are checked when the site builds (src/lib/content-model.ts).
import { Icon, type IconName } from "../ui/icon";
import { Reveal } from "../ui/reveal";
import { card, iconBadge } from "./cards";
import { Section } from "./section";

const styles = css`
  .cards {
    display: grid;
    gap: ${space.md};
    list-style: none;
    margin: 0;
    padding: 0;
    ${mq.sm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${mq.lg} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  .cards h3 {
    margin-top: ${space.md};
    font-size: ${fontSizes.lg};
  }
  .cards p {
    margin-top: ${space.xs};
    color: ${colors.text};
  }
  .profile {
    margin-top: ${space.xxl};
    display: grid;
    gap: ${space.xl};
    ${mq.lg} {
      grid-template-columns: 1.5fr 1fr;
      align-items: start;
    }
  }
  .profile h3 {
    font-size: ${fontSizes.xl};
  }
  .profile p {
    margin-top: ${space.md};
  }
  .facts {
    display: grid;
    gap: ${space.md};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .facts li {
    display: flex;
    align-items: baseline;
    gap: ${space.md};
    padding: ${space.md} ${space.lg};
    border-left: 4px solid ${colors.accent};
    background: ${colors.surface};
    border-radius: 0 12px 12px 0;
  }
  .facts strong {
    font-family: ${fonts.heading};
    font-size: ${fontSizes.xl};
    color: ${colors.primary};
    min-width: 5.5rem;
  }
`;

interface AboutSectionProps {
  id: string;
  about: Queries.HomePageQuery["aboutJson"] & object;
  /** Each venue's week, named: the Availability card says when each holds its OPD. */
  weeks: Schedule["week"]["venues"];
}

export function AboutSection({ id, about, weeks }: AboutSectionProps) {
  const strings = useStrings();
  const cards = [
    ...about.cards.map((item) => ({ ...item, lines: [item.text] })),
    { ...about.availabilityCard, lines: weeks },
  ];
  return (
    <Section id={id} label={strings.about.eyebrow} heading={about.heading} intro={about.intro}>
      <div css={styles}>
        <ul className="cards">
          {cards.map((item) => (
            <Reveal as="li" key={item.title} css={card}>
              <span css={iconBadge}>
                <Icon name={item.icon as IconName} size={22} />
              </span>
              <h3>{item.title}</h3>
              {item.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </Reveal>
          ))}
        </ul>
        <div className="profile">
          <Reveal>
            <h3>{about.profileHeading}</h3>
            {about.profile.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </Reveal>
          <Reveal as="ul" className="facts">
            {about.facts.map((fact) => (
              <li key={fact.label}>
                <strong>{fact.value}</strong>
                <span>{fact.label}</span>
              </li>
            ))}
          </Reveal>
        </div>
      </div>
    </Section>
  );
}
