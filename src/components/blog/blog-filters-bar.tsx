import { css } from "@emotion/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { BLOG_CATEGORIES } from "../../constants";
import type { BlogFilters } from "../../lib/blog-filters";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { visuallyHidden } from "../../styles/utils";
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
  .chips button {
    min-height: 40px;
    padding: 0 ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.text};
    font-size: ${fontSizes.sm};
    font-weight: 500;
    cursor: pointer;
    &:hover {
      border-color: ${colors.primary};
    }
    &[aria-pressed="true"] {
      background: ${colors.primary};
      border-color: ${colors.primary};
      color: #fff;
    }
  }
  ${mq.md} {
    .chips button {
      min-height: 36px;
    }
  }
`;

interface BlogFiltersBarProps {
  filters: BlogFilters;
  onChange: (next: BlogFilters, options?: { replace?: boolean }) => void;
}

/** The search box and the category chips; both filter together. */
export function BlogFiltersBar({ filters, onChange }: BlogFiltersBarProps) {
  const [text, setText] = useState(filters.query);
  // While someone types, the box is the truth: each keystroke updates the URL, and those updates
  // land a moment later, so echoing them back would undo the newest keystrokes. Otherwise (on
  // load, Back and Forward, Clear filters) the box follows the URL.
  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current) setText(filters.query);
  }, [filters.query]);
  useEffect(() => {
    const stopTyping = () => {
      typing.current = false;
    };
    window.addEventListener("popstate", stopTyping);
    return () => window.removeEventListener("popstate", stopTyping);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, query: text });
  };

  return (
    <div css={bar}>
      <form role="search" onSubmit={onSubmit} action="/blog/">
        <label htmlFor="blog-search" css={visuallyHidden}>
          Search articles
        </label>
        <div className="field">
          <Icon name="search" size={18} />
          <input
            id="blog-search"
            type="search"
            name="q"
            placeholder="Search articles…"
            value={text}
            onBlur={() => {
              typing.current = false;
            }}
            onChange={(event) => {
              typing.current = true;
              setText(event.target.value);
              onChange({ ...filters, query: event.target.value }, { replace: true });
            }}
          />
        </div>
        <button type="submit" css={primaryButton}>
          Search
        </button>
      </form>
      <ul className="chips" aria-label="Categories">
        {[null, ...BLOG_CATEGORIES].map((category) => (
          <li key={category ?? "all"}>
            <button
              type="button"
              aria-pressed={filters.category === category}
              onClick={() => onChange({ ...filters, category })}
            >
              {category ?? "All"}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
