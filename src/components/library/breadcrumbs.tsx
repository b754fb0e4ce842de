import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useStrings } from "../../i18n/context";
import { colors, fontSizes, space } from "../../styles/theme";

/* No margin: a first child's top margin would collapse through the page into <main> and move it. */
const trailStyle = css`
  font-size: ${fontSizes.sm};
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
  }
  li + li::before {
    content: "›";
    margin: 0 ${space.xs};
    color: ${colors.muted};
  }
  a {
    display: inline-block;
    padding: ${space.xs} 0;
    color: ${colors.primary};
  }
  [aria-current] {
    color: ${colors.muted};
  }
`;

/** Where a page sits: each step a link, the page itself last and not linked. */
export function Breadcrumbs({ trail }: { trail: ReadonlyArray<{ name: string; path?: string }> }) {
  return (
    <nav css={trailStyle} aria-label={useStrings().breadcrumb.label}>
      <ol>
        {trail.map((step) =>
          step.path ? (
            <li key={step.name}>
              <Link to={step.path}>{step.name}</Link>
            </li>
          ) : (
            <li key={step.name} aria-current="page">
              {step.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
