import { css } from "@emotion/react";
import { colors, fontSizes, lineHeights, radii, space, widths } from "./theme";

/**
 * Devanagari has no capitals, and letter-spacing breaks the headline that joins a word's letters:
 * every style that capitalises or spaces letters adds this, so its Hindi text is left as written.
 */
export const plainInHindi = css`
  &:lang(hi) {
    letter-spacing: normal;
    text-transform: none;
  }
`;

/** For a style that sets a tight line height: room for Devanagari's vowel signs on Hindi pages. */
export const roomierInHindi = css`
  &:lang(hi) {
    line-height: ${lineHeights.devanagariTight};
  }
`;

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The centred content column every section uses. */
export const container = css`
  width: 100%;
  max-width: ${widths.content};
  margin: 0 auto;
  padding: 0 ${space.md};
`;

/**
 * The column of a page of the practice's own (privacy, offline; with `wide`, room for the fees'
 * tables and the visit's and second opinion's cards side by side): its spacing and headings.
 */
function practicePage(extra: string) {
  return css`
    ${container};
    max-width: calc(${widths.reading}${extra} + 2 * ${space.md});
    padding-block: ${space.xl} ${space.section};
    line-height: ${lineHeights.reading};
    h1 {
      margin-bottom: ${space.sm};
    }
    h2 {
      margin: ${space.xl} 0 ${space.sm};
      font-size: ${fontSizes.xl};
    }
    h3 {
      margin: ${space.lg} 0 ${space.xs};
      font-size: ${fontSizes.lg};
    }
  `;
}
export const readingPage = practicePage("");
export const widePage = practicePage(" + 12rem");

/** The small coloured line above a section heading. */
export const eyebrow = css`
  display: inline-block;
  font-size: ${fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.accent};
  ${plainInHindi};
`;

/** A small rounded label: an article's category, a position's duration. */
export const pill = css`
  display: inline-block;
  align-self: flex-start;
  padding: 2px ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.primaryLight};
  color: ${colors.primaryDark};
  font-weight: 600;
  font-size: ${fontSizes.sm};
`;

/** The warm variant of the pill, for dates on the qualifications timeline. */
export const accentPill = css`
  ${pill};
  background: ${colors.accentLight};
  color: ${colors.accent};
`;

/** A short message centred on its own in the page: not found, loading. */
export const centredNotice = css`
  ${container};
  display: grid;
  place-content: center;
  justify-items: center;
  padding-block: ${space.section};
  text-align: center;
`;

/** The line of small facts above a post's title: category, date, reading time. */
export const postMeta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`;

/** A rounded link in a row of choices (categories, page numbers); the current one is filled. */
export const choiceLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  text-decoration: none;
  &:hover {
    border-color: ${colors.primary};
  }
  &[aria-current="page"] {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: #fff;
  }
`;

/** The top of a listing page (the blog, the library's indexes): a tinted band, the heading, a lead. */
export const pageHero = css`
  background: linear-gradient(180deg, ${colors.primaryLight}, ${colors.background});
  padding: ${space.section} 0 ${space.xl};
  h1 {
    margin-top: ${space.xs};
    font-size: ${fontSizes.display};
  }
  p.lead {
    margin-top: ${space.md};
    max-width: 40rem;
    font-size: ${fontSizes.md};
    color: ${colors.muted};
  }
`;
