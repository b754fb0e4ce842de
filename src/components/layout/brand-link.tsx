import { css } from "@emotion/react";
import { Link } from "gatsby";
import { usePractice } from "../../hooks/use-practice";
import { useLanguage, useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { localisedPath } from "../../i18n/languages";
import { initials } from "../../lib/initials";
import { colors, fontSizes, fonts, radii, space } from "../../styles/theme";
import { roomierInHindi } from "../../styles/utils";

const brandStyle = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  text-decoration: none;
  color: ${colors.ink};
  min-width: 0;
  /* Everything after the name keeps to the right: navigation, language switch, menu button. */
  margin-right: auto;
  .mark {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${radii.md};
    background: ${colors.primary};
    color: #fff;
    font-family: ${fonts.heading};
    font-weight: 600;
    flex-shrink: 0;
  }
  .name {
    display: block;
    font-family: ${fonts.heading};
    font-weight: 600;
    font-size: ${fontSizes.md};
    line-height: 1.2;
    ${roomierInHindi};
  }
  .role {
    display: block;
    font-size: ${fontSizes.xs};
    color: ${colors.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** The practice's mark, name and tagline, linking to the home page in the page's language. */
export function BrandLink() {
  const practice = usePractice();
  const lang = useLanguage();
  const strings = useStrings();
  return (
    <Link
      to={localisedPath(lang, "/")}
      css={brandStyle}
      aria-label={format(strings.header.homeLink, { name: practice.name })}
    >
      <span className="mark" aria-hidden="true">
        {initials(practice.name)}
      </span>
      <span css={{ minWidth: 0 }}>
        <span className="name">{practice.name}</span>
        <span className="role">{practice.tagline}</span>
      </span>
    </Link>
  );
}
