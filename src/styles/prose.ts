import { css } from "@emotion/react";
import { colors, fontSizes, lineHeights, radii, space } from "./theme";

/**
 * Typesetting for reading: a phone-friendly measure, generous leading, clear headings. An
 * article's body and a library page's sections use it.
 */
export const prose = css`
  font-size: ${fontSizes.md};
  line-height: ${lineHeights.reading};
  color: ${colors.text};
  overflow-wrap: break-word;
  > * + * {
    margin-top: 1.1em;
  }
  h2 {
    margin-top: 2em;
    font-size: ${fontSizes.xl};
  }
  h3 {
    margin-top: 1.6em;
    font-size: ${fontSizes.lg};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.4em;
  }
  strong {
    color: ${colors.ink};
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${space.xs} ${space.sm};
    border: 1px solid ${colors.border};
    text-align: left;
  }
  blockquote {
    margin-inline: 0;
    padding-left: ${space.md};
    border-left: 4px solid ${colors.mint};
    color: ${colors.muted};
  }
  img {
    height: auto;
  }
  .gatsby-resp-image-wrapper {
    border-radius: ${radii.md};
    overflow: hidden;
  }
`;
