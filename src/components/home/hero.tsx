import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useStrings } from "../../i18n/context";
import { telHref } from "../../lib/contact-links";
import { colors, fontSizes, fonts, mq, radii, shadows, space } from "../../styles/theme";
import { container, eyebrow, plainInHindi, roomierInHindi } from "../../styles/utils";
import { opensBooking } from "../layout/booking-trigger";
import { primaryButton } from "../ui/button";
import { ContentImage } from "../ui/content-image";
import { Icon } from "../ui/icon";

const heroStyle = css`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(60rem 30rem at 110% -10%, ${colors.mint} 0%, transparent 60%),
    linear-gradient(180deg, ${colors.primaryLight} 0%, ${colors.background} 100%);
  padding: ${space.xl} 0 ${space.section};
  ${mq.lg} {
    padding-top: ${space.xxl};
  }
  .grid {
    display: grid;
    gap: ${space.xl};
    align-items: center;
    ${mq.lg} {
      grid-template-columns: 1.15fr 0.85fr;
      gap: ${space.xxl};
    }
  }
  .credentials {
    font-weight: 600;
    letter-spacing: 0.06em;
    ${plainInHindi};
    color: ${colors.primary};
    margin-top: ${space.md};
  }
  h1 {
    margin-top: ${space.xs};
    font-size: ${fontSizes.display};
    letter-spacing: -0.01em;
    ${plainInHindi};
  }
  .title {
    margin-top: ${space.sm};
    font-family: ${fonts.heading};
    font-size: ${fontSizes.xl};
    color: ${colors.primaryDark};
  }
  .description {
    margin-top: ${space.md};
    max-width: 38rem;
    font-size: ${fontSizes.md};
    color: ${colors.text};
  }
  .actions {
    margin-top: ${space.lg};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.md} ${space.lg};
  }
  .direct {
    display: inline-flex;
    align-items: center;
    gap: ${space.sm};
    color: ${colors.ink};
    text-decoration: none;
    min-height: 44px;
  }
  .direct .icon {
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: 50%;
    background: ${colors.surface};
    color: ${colors.primary};
    box-shadow: ${shadows.card};
  }
  .direct small {
    display: block;
    font-size: ${fontSizes.xs};
    color: ${colors.muted};
  }
  .direct strong {
    font-size: ${fontSizes.md};
  }
  .portrait {
    position: relative;
    max-width: 26rem;
    width: 100%;
    justify-self: center;
  }
  .portrait-image {
    border-radius: ${radii.lg};
    box-shadow: ${shadows.raised};
  }
  .badge {
    position: absolute;
    left: -${space.md};
    bottom: ${space.xl};
    display: flex;
    align-items: center;
    gap: ${space.sm};
    padding: ${space.sm} ${space.md};
    border-radius: ${radii.md};
    background: ${colors.surface};
    box-shadow: ${shadows.raised};
    ${mq.sm} {
      left: -${space.xl};
    }
  }
  .badge strong {
    font-family: ${fonts.heading};
    font-size: ${fontSizes.xxl};
    color: ${colors.primary};
    line-height: 1;
  }
  .badge span {
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.ink};
    line-height: 1.25;
    ${roomierInHindi};
    max-width: 6rem;
  }
`;

interface HeroProps {
  eyebrowText: string;
  name: string;
  credentials: readonly string[];
  title: string;
  description: string;
  directLine: string;
  directLineLabel: string;
  portrait: IGatsbyImageData;
  portraitAlt: string;
  badge: { value: string; label: string };
}

export function Hero(props: HeroProps) {
  const strings = useStrings();
  return (
    <section css={heroStyle} aria-labelledby="hero-name">
      <div css={container}>
        <div className="grid">
          <div>
            <span css={eyebrow}>{props.eyebrowText}</span>
            <p className="credentials">{props.credentials.join(", ")}</p>
            <h1 id="hero-name">{props.name}</h1>
            <p className="title">{props.title}</p>
            <p className="description">{props.description}</p>
            <div className="actions">
              <button type="button" css={primaryButton} {...opensBooking}>
                <Icon name="calendar" size={18} />
                {strings.hero.schedule}
              </button>
              <a className="direct" href={telHref(props.directLine)}>
                <span className="icon">
                  <Icon name="phone" size={18} />
                </span>
                <span>
                  <small>{props.directLineLabel}</small>
                  <strong>{props.directLine}</strong>
                </span>
              </a>
            </div>
          </div>
          <div className="portrait">
            <ContentImage image={props.portrait} alt={props.portraitAlt} loading="eager" className="portrait-image" />
            <p className="badge">
              <strong>{props.badge.value}</strong>
              <span>{props.badge.label}</span>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
