import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useState } from "react";
import { useCategoryLabel } from "../../hooks/use-category-label";
import { useLanguage, useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { localisedPath } from "../../i18n/languages";
import type { Strings } from "../../i18n/strings";
import { displayDate } from "../../lib/date-display";
import { isLibraryKind, type LibraryKind } from "../../lib/library";
import { postPath } from "../../lib/paths";
import type { SearchField, SearchHit } from "../../lib/search";
import { colors, fontSizes, radii, shadows, space } from "../../styles/theme";
import { accentPill, pill, postMeta, roomierInHindi } from "../../styles/utils";
import { secondaryButton } from "../ui/button";

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  article {
    display: grid;
    gap: ${space.xs};
    padding: ${space.lg};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    box-shadow: ${shadows.card};
  }
  .meta {
    ${postMeta};
  }
  h3 {
    font-size: ${fontSizes.lg};
    line-height: 1.3;
    ${roomierInHindi};
  }
  h3 a {
    color: ${colors.ink};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
  .why {
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  mark {
    background: ${colors.accentLight};
    color: ${colors.ink};
    border-radius: 3px;
    padding: 0 2px;
  }
`;

type SearchResultsStrings = Strings["searchResults"];

/** Where each searched field's name to a reader is in the dictionary. */
const FIELD_NAMES: Record<SearchField, keyof SearchResultsStrings> = {
  title: "fieldTitle",
  headings: "fieldHeadings",
  category: "fieldCategory",
  excerpt: "fieldExcerpt",
  body: "fieldBody",
};

/** "title, headings and article text". */
function listed(names: string[], and: string): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
}

/** Results shown at first and added by each "Show more": a common word can match hundreds of articles. */
const RESULTS_STEP = 20;

/**
 * The articles a search found, best first, each saying where the search words were found; the
 * first twenty, then twenty more at a time. Give it a `key` of the query, so a new search starts at twenty.
 */
export function SearchResults({ hits }: { hits: readonly SearchHit[] }) {
  const lang = useLanguage();
  const strings = useStrings();
  const text = strings.searchResults;
  const categoryLabel = useCategoryLabel();
  const [shown, setShown] = useState(RESULTS_STEP);
  const more = Math.min(RESULTS_STEP, hits.length - shown);
  return (
    <>
      <ol css={list}>
        {hits.slice(0, shown).map((hit) => {
          // A library page (its id is its address) is labelled by its kind and dated by its review.
          const library = isLibraryKind(hit.category);
          const to = library ? hit.id : postPath(hit.id);
          return (
            <li key={hit.id}>
              <article>
                <div className="meta">
                  <span css={library ? accentPill : pill}>
                    {library ? strings.library.kind[hit.category as LibraryKind] : categoryLabel(hit.category)}
                  </span>
                  <time dateTime={hit.date}>
                    {library
                      ? format(strings.library.reviewedShort, { date: displayDate(hit.date, lang) })
                      : displayDate(hit.date, lang)}
                  </time>
                  <span>{hit.readingTime}</span>
                </div>
                <h3>
                  <Link to={localisedPath(lang, to)}>{hit.title}</Link>
                </h3>
                <p>{hit.excerpt}</p>
                <p className="why">
                  {format(text.foundIn, {
                    fields: listed(
                      hit.fields.map((field) => text[FIELD_NAMES[field]]),
                      text.and,
                    ),
                  })}{" "}
                  {hit.terms.map((term, index) => (
                    <span key={term}>
                      {index > 0 && ", "}
                      <mark>{term}</mark>
                    </span>
                  ))}
                </p>
              </article>
            </li>
          );
        })}
      </ol>
      {more > 0 && (
        <div css={{ textAlign: "center", marginTop: space.lg }}>
          <button type="button" css={secondaryButton} onClick={() => setShown(shown + RESULTS_STEP)}>
            {format(text.showMore, { count: more })}
          </button>
        </div>
      )}
    </>
  );
}
