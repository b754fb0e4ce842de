import { css } from "@emotion/react";
import { Link } from "gatsby";
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
  if (pageCount < 2) return null;
  return (
    <nav css={nav} aria-label={category ? `${category} article pages` : "Article pages"}>
      <ul>
        {currentPage > 1 && (
          <li>
            <Link to={listingPath(category, currentPage - 1)} rel="prev">
              ‹ Newer<span css={visuallyHidden}> articles</span>
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
              <Link to={listingPath(category, page)} aria-current={page === currentPage ? "page" : undefined}>
                <span css={visuallyHidden}>Page </span>
                {page}
              </Link>
            </li>
          ),
        )}
        {currentPage < pageCount && (
          <li>
            <Link to={listingPath(category, currentPage + 1)} rel="next">
              Older<span css={visuallyHidden}> articles</span> ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
