import { css } from "@emotion/react";
import { colors, radii, shadows, space } from "../../styles/theme";

/** The white, softly raised card the home page's sections share. */
export const card = css`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  padding: ${space.lg};
`;

/** The round tinted badge that holds a card's icon. */
export const iconBadge = css`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${radii.md};
  background: ${colors.primaryLight};
  color: ${colors.primary};
`;
