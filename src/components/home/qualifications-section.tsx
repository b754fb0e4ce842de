import { css } from "@emotion/react";
import { useStrings } from "../../i18n/context";
import { colors, fontSizes, mq, space } from "../../styles/theme";
import { accentPill } from "../../styles/utils";
import { Icon } from "../ui/icon";
import { CheckList } from "../ui/check-list";
import { Reveal } from "../ui/reveal";
import { card, iconBadge } from "./cards";
import { Section } from "./section";

const styles = css`
  display: grid;
  gap: ${space.xl};
  ${mq.lg} {
    grid-template-columns: 1.6fr 1fr;
    align-items: start;
  }
  .timeline {
    list-style: none;
    margin: 0;
    padding: 0 0 0 ${space.lg};
    border-left: 2px solid ${colors.mint};
    display: grid;
    gap: ${space.lg};
  }
  .timeline li {
    position: relative;
  }
  .timeline li::before {
    content: "";
    position: absolute;
    left: calc(-${space.lg} - 9px);
    top: 1.6rem;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${colors.primary};
    box-shadow: 0 0 0 4px ${colors.background};
  }
  h3 {
    margin-top: ${space.sm};
    font-size: ${fontSizes.lg};
  }
  .institution {
    margin-top: ${space.xxs};
    font-weight: 600;
    color: ${colors.primaryDark};
  }
  .description {
    margin-top: ${space.xs};
  }
  .cme ul {
    margin-top: ${space.md};
  }
  .cme p {
    margin-top: ${space.sm};
  }
`;

export function QualificationsSection({
  id,
  content,
}: {
  id: string;
  content: Queries.HomePageQuery["qualificationsJson"] & object;
}) {
  const strings = useStrings();
  const { continuingEducation: cme } = content;
  return (
    <Section id={id} label={strings.qualifications.eyebrow} heading={content.heading} intro={content.intro}>
      <div css={styles}>
        <ol className="timeline">
          {content.degrees.map((degree) => (
            <Reveal as="li" key={degree.degree} css={card}>
              <span css={accentPill}>{degree.years}</span>
              <h3>{degree.degree}</h3>
              <p className="institution">{degree.institution}</p>
              <p className="description">{degree.description}</p>
            </Reveal>
          ))}
        </ol>
        <Reveal css={card} className="cme">
          <span css={iconBadge}>
            <Icon name="award" size={22} />
          </span>
          <h3>{cme.title}</h3>
          <p>{cme.text}</p>
          <CheckList items={cme.items} />
        </Reveal>
      </div>
    </Section>
  );
}
