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

/** The line of facts above a reading page's title: its kind, dates and reading time. */
export const readingMeta = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.md};
  align-items: center;
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
`;

/** The box that closes a reading page: when it was reviewed, and the disclaimer. */
export const closingNotes = css`
  margin-top: ${space.xl};
  padding: ${space.md} ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.sand};
  font-size: ${fontSizes.sm};
  display: grid;
  gap: ${space.xs};
`;
