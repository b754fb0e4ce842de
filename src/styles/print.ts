import { css } from "@emotion/react";

/**
 * Printing (DECISIONS.md 22): library pages, articles and /your-visit/ print as leaflets on A4. The
 * global styles hide the site's chrome in print (header, footer, contact bar, dialog); these hide or
 * show a page's own parts.
 */

/** Shown only on paper: the page's address, who it is from. */
export const printOnly = css`
  display: none;
  @media print {
    display: block;
  }
`;

/** Left off paper: controls, navigation within the page, pictures that would take half a sheet. */
export const noPrint = css`
  @media print {
    display: none !important;
  }
`;

/** A checklist on paper: an empty box before each item, to tick with a pen. */
export const tickBoxes = css`
  @media print {
    svg {
      display: none;
    }
    li::before {
      content: "";
      flex: none;
      width: 0.85em;
      height: 0.85em;
      margin-top: 0.25em;
      border: 1.5px solid #000;
      border-radius: 2px;
    }
  }
`;
