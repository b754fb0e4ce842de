import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../styles/theme";

/** "Checked with the hospital on …" under a list or an estimate: quieter than what it dates. */
export const checkedLine = css`
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
`;

/** The plain line that an estimate is not a quote, set apart from the figures. */
export const estimateNote = css`
  margin: ${space.md} 0;
  padding: ${space.sm} ${space.md};
  border-left: 4px solid ${colors.accent};
  background: ${colors.accentLight};
  border-radius: ${radii.sm};
`;
