import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { BLOG_CATEGORIES } from "../../constants";
import { useCategoryLabel } from "../../hooks/use-category-label";
import { useLanguage, useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { localisedPath } from "../../i18n/languages";
import { searchFromQuery } from "../../lib/blog-filters";
import { listingPath } from "../../lib/paths";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { choiceLink, visuallyHidden } from "../../styles/utils";
import { primaryButton } from "../ui/button";
import { Icon } from "../ui/icon";

const bar = css`
  display: grid;
  gap: ${space.lg};
  form {
    display: flex;
    gap: ${space.xs};
    max-width: 36rem;
  }
  .field {
    position: relative;
    flex: 1;
    svg {
      position: absolute;
      left: ${space.sm};
      top: 50%;
      transform: translateY(-50%);
      color: ${colors.muted};
    }
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: 0 ${space.md} 0 2.5rem;
    border: 1px solid #9fb3b8;
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.ink};
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .chips a {
    ${choiceLink};
    min-height: 40px;
    padding: 0 ${space.md};
    color: ${colors.text};
    font-size: ${fontSizes.sm};
    font-weight: 500;
  }
  ${mq.md} {
    .chips a {
      min-height: 36px;
    }
  }
`;

interface BlogFiltersBarProps {
  /** The listing page's own address (without page number): where a search is made. */
  action: string;
  /** The page's category; null on the All pages. */
  category: string | null;
  query: string;
  onQueryChange: (next: string, options?: { replace?: boolean }) => void;
  /** The visitor is about to search: time to fetch the index. */
  onSearchStart: () => void;
}

/**
 * The search box and the category links. Each category is a page of its own (All is /blog/); a
 * search made on a category page searches that category, and a category link keeps the search.
 */
export function BlogFiltersBar({ action, category, query, onQueryChange, onSearchStart }: BlogFiltersBarProps) {
  const lang = useLanguage();
  const labels = useStrings().blogFilters;
  const categoryLabel = useCategoryLabel();
  const [text, setText] = useState(query);
  const box = useRef<HTMLInputElement>(null);
  // The box follows the query when it changes from elsewhere: on load, Back and Forward, Clear search.
  useEffect(() => {
    setText(query);
  }, [query]);
  // Words typed before the box hydrated are in the box, not yet in state: they are searched for.
  useEffect(() => {
    const typed = box.current?.value ?? "";
    if (typed !== "" && typed !== query) {
      onSearchStart();
      setText(typed);
      onQueryChange(typed, { replace: true });
    }
    // Once, when React takes the box over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onQueryChange(text);
  };

  return (
    <div css={bar}>
      <form role="search" onSubmit={onSubmit} action={action}>
        <label htmlFor="blog-search" css={visuallyHidden}>
          {category ? format(labels.searchLabelIn, { category: categoryLabel(category) }) : labels.searchLabel}
        </label>
        <div className="field">
          <Icon name="search" size={18} />
          <input
            ref={box}
            id="blog-search"
            type="search"
            name="q"
            placeholder={labels.placeholder}
            value={text}
            onFocus={onSearchStart}
            onChange={(event) => {
              onSearchStart();
              setText(event.target.value);
              onQueryChange(event.target.value, { replace: true });
            }}
          />
        </div>
        <button type="submit" css={primaryButton}>
          {labels.search}
        </button>
      </form>
      <p className="no-script" hidden>
        {labels.noScript}
      </p>
      <nav aria-label={labels.categoriesNav}>
        <ul className="chips">
          {[null, ...BLOG_CATEGORIES].map((chip) => (
            <li key={chip ?? "all"}>
              <Link
                to={`${localisedPath(lang, listingPath(chip))}${searchFromQuery(query)}`}
                aria-current={chip === category ? "page" : undefined}
              >
                {chip ? categoryLabel(chip) : labels.all}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
