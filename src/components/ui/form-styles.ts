import { css } from "@emotion/react";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";

/**
 * A patient's form as every form of the site looks: labelled fields in two columns from the small
 * breakpoint (`.wide` spans both), read-only while sending, the note lines, and the two notices (an
 * error that offers another way, a hand-off to follow). The contact and second-opinion forms share it.
 */
export const formStyles = css`
  form {
    display: grid;
    gap: ${space.md};
    ${mq.sm} {
      grid-template-columns: 1fr 1fr;
    }
  }
  label {
    display: grid;
    gap: ${space.xxs};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.ink};
  }
  .wide {
    ${mq.sm} {
      grid-column: 1 / -1;
    }
  }
  input,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: ${space.sm};
    border: 1px solid #8da3a9;
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.ink};
    font-weight: 400;
  }
  textarea {
    resize: vertical;
  }
  .optional {
    font-weight: 400;
    color: ${colors.muted};
  }
  .note {
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .error,
  .handoff {
    display: grid;
    gap: ${space.xs};
    padding: ${space.md};
    border-radius: ${radii.md};
    border: 1px solid currentColor;
    font-weight: 600;
  }
  .error {
    color: ${colors.danger};
    background: #fdf3f3;
    a {
      color: inherit;
    }
    a[href^="tel:"] {
      white-space: nowrap;
    }
  }
  .handoff {
    color: ${colors.ink};
    background: ${colors.primaryLight};
    justify-items: start;
  }
  input:read-only,
  textarea:read-only {
    background: ${colors.background};
  }
`;
