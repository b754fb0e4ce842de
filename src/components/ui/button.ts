import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { roomierInHindi } from "../../styles/utils";

/** Button looks, shared by <button> and <a> so a link styled as a button stays a link. */
const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: ${space.sm} ${space.lg};
  border-radius: ${radii.pill};
  border: 2px solid transparent;
  font-size: ${fontSizes.base};
  font-weight: 600;
  line-height: 1.2;
  ${roomierInHindi};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.2s,
    color 0.2s,
    border-color 0.2s;
`;

export const primaryButton = css`
  ${base};
  background: ${colors.primary};
  color: #fff;
  &:hover {
    background: ${colors.primaryDark};
  }
`;

export const secondaryButton = css`
  ${base};
  background: transparent;
  color: ${colors.primary};
  border-color: ${colors.primary};
  &:hover {
    background: ${colors.primaryLight};
  }
`;

export const lightButton = css`
  ${base};
  background: #fff;
  color: ${colors.primaryDark};
  &:hover {
    background: ${colors.primaryLight};
  }
`;
