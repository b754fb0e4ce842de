import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { colors, fontSizes, space } from "../../styles/theme";
import { container, eyebrow } from "../../styles/utils";
import { Reveal } from "../ui/reveal";

const sectionStyle = css`
  padding: ${space.section} 0;
  &[data-tone="tinted"] {
    background: ${colors.surface};
  }
  .head {
    max-width: 44rem;
    margin-bottom: ${space.xl};
  }
  h2 {
    margin-top: ${space.xs};
    font-size: ${fontSizes.xxl};
  }
  .intro {
    margin-top: ${space.sm};
    font-size: ${fontSizes.md};
    color: ${colors.muted};
  }
`;

interface SectionProps {
  id: string;
  label: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "tinted";
  children: ReactNode;
}

/** A home-page section: anchor, eyebrow label, heading, intro, then its content. */
export function Section({ id, label, heading, intro, tone = "plain", children }: SectionProps) {
  return (
    <section id={id} css={sectionStyle} data-tone={tone} aria-labelledby={`${id}-heading`}>
      <div css={container}>
        <Reveal className="head">
          <span css={eyebrow}>{label}</span>
          <h2 id={`${id}-heading`}>{heading}</h2>
          {intro && <p className="intro">{intro}</p>}
        </Reveal>
        {children}
      </div>
    </section>
  );
}
