import { css } from "@emotion/react";
import { useStrings } from "../../i18n/context";
import { colors, fontSizes, mq, space } from "../../styles/theme";
import { pill } from "../../styles/utils";
import { Icon } from "../ui/icon";
import { CheckList } from "../ui/check-list";
import { Reveal } from "../ui/reveal";
import { card, iconBadge } from "./cards";
import { Section } from "./section";

const styles = css`
  .positions {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.lg};
    ${mq.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  .positions li {
    display: flex;
    flex-direction: column;
    gap: ${space.sm};
  }
  h3 {
    font-size: ${fontSizes.lg};
  }
  .hospital {
    font-weight: 600;
    color: ${colors.primaryDark};
  }
  .lists {
    margin-top: ${space.xl};
    display: grid;
    gap: ${space.lg};
    ${mq.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .lists h3 {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    margin-bottom: ${space.md};
  }
`;

export function ExperienceSection({
  id,
  content,
}: {
  id: string;
  content: Queries.HomePageQuery["experienceJson"] & object;
}) {
  const strings = useStrings();
  return (
    <Section id={id} label={strings.experience.eyebrow} heading={content.heading} intro={content.intro} tone="tinted">
      <div css={styles}>
        <ol className="positions">
          {content.positions.map((position) => (
            <Reveal as="li" key={position.position} css={card}>
              <span css={pill}>{position.duration}</span>
              <h3>{position.position}</h3>
              <p className="hospital">{position.hospital}</p>
              <p>{position.description}</p>
            </Reveal>
          ))}
        </ol>
        <div className="lists">
          <Reveal css={card}>
            <h3>
              <span css={iconBadge}>
                <Icon name="scalpel" size={22} />
              </span>
              {content.expertiseHeading}
            </h3>
            <CheckList items={content.expertise} />
          </Reveal>
          <Reveal css={card}>
            <h3>
              <span css={iconBadge}>
                <Icon name="users" size={22} />
              </span>
              {content.affiliationsHeading}
            </h3>
            <CheckList items={content.affiliations} />
          </Reveal>
        </div>
      </div>
    </Section>
  );
}
