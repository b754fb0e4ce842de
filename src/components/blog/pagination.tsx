import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useCategoryLabel } from "../../hooks/use-category-label";
import { useLanguage, useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { localisedPath } from "../../i18n/languages";
import { pageWindow } from "../../lib/paging";
import { listingPath } from "../../lib/paths";
import { colors, fontSizes, space } from "../../styles/theme";
import { choiceLink, visuallyHidden } from "../../styles/utils";

const nav = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: ${space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    ${choiceLink};
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${space.sm};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.primary};
  }
  .gap {
    padding: 0 ${space.xs};
    color: ${colors.muted};
  }
`;

interface PaginationProps {
  category: string | null;
  currentPage: number;
  pageCount: number;
}

/** Plain links to a listing's other pages (they work without JavaScript); nothing when there is one page. */
export function Pagination({ category, currentPage, pageCount }: PaginationProps) {
  const lang = useLanguage();
  const text = useStrings().pagination;
  const categoryLabel = useCategoryLabel();
  if (pageCount < 2) return null;
  const pagePath = (page: number) => localisedPath(lang, listingPath(category, page));
  return (
    <nav css={nav} aria-label={category ? format(text.labelIn, { category: categoryLabel(category) }) : text.label}>
      <ul>
        {currentPage > 1 && (
          <li>
            <Link to={pagePath(currentPage - 1)} rel="prev">
              ‹ {text.newer}
              <span css={visuallyHidden}> {text.articles}</span>
            </Link>
          </li>
        )}
        {pageWindow(currentPage, pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link to={pagePath(page)} aria-current={page === currentPage ? "page" : undefined}>
                <span css={visuallyHidden}>{text.page} </span>
                {page}
              </Link>
            </li>
          ),
        )}
        {currentPage < pageCount && (
          <li>
            <Link to={pagePath(currentPage + 1)} rel="next">
              {text.older}
              <span css={visuallyHidden}> {text.articles}</span> ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
