import { css } from "@emotion/react";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { visuallyHidden } from "../../styles/utils";

/**
 * A table that reads on a phone without sideways scrolling, and without JavaScript: below 768 px each
 * row is a card, its row header on top and each cell labelled by its column (`data-label`); from
 * 768 px it is an ordinary table.
 */
export const stackedTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  margin: ${space.sm} 0 ${space.md};
  th,
  td {
    text-align: left;
    vertical-align: top;
  }
  @media (max-width: 767.98px) {
    thead {
      ${visuallyHidden};
    }
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    tr {
      border: 1px solid ${colors.border};
      border-radius: ${radii.md};
      padding: ${space.sm} ${space.md};
      background: ${colors.surface};
    }
    tr + tr {
      margin-top: ${space.sm};
    }
    tbody th {
      font-size: ${fontSizes.base};
      color: ${colors.ink};
      margin-bottom: ${space.xxs};
    }
    td {
      display: grid;
      grid-template-columns: minmax(7rem, 40%) 1fr;
      gap: ${space.sm};
      padding: ${space.xxs} 0;
    }
    td::before {
      content: attr(data-label);
      color: ${colors.muted};
    }
  }
  ${mq.md} {
    th,
    td {
      padding: ${space.xs} ${space.sm};
      border-bottom: 1px solid ${colors.border};
    }
    thead th {
      color: ${colors.ink};
      background: ${colors.primaryLight};
    }
  }
`;
