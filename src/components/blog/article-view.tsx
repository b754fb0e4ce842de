import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useCategoryLabel } from "../../hooks/use-category-label";
import { useLanguage, useStrings } from "../../i18n/context";
import { localisedPath } from "../../i18n/languages";
import { initials } from "../../lib/initials";
import { postPath } from "../../lib/paths";
import type { LibraryLink } from "../../lib/library";
import type { Post } from "../../lib/posts";
import { colors, fontSizes, fonts, radii, space, widths } from "../../styles/theme";
import { closingNotes, prose, readingMeta } from "../../styles/prose";
import { pill } from "../../styles/utils";
import { printAs } from "../../styles/print";
import { Icon } from "../ui/icon";
import { ShareBar } from "../ui/share-bar";
import { LinkCards } from "../library/library-page";
import { PostPicture } from "./post-picture";

const article = css`
  padding-bottom: ${space.section};
  .column {
    max-width: ${widths.reading};
    margin: 0 auto;
    padding: 0 ${space.md};
  }
  .hero {
    max-width: 56rem;
    margin: 0 auto;
    padding: ${space.lg} ${space.md} 0;
  }
  .hero-image {
    border-radius: ${radii.lg};
  }
  .back {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 44px;
    margin: ${space.lg} 0 ${space.sm};
    color: ${colors.primary};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
  .meta {
    ${readingMeta};
  }
  h1 {
    margin-top: ${space.md};
    font-size: ${fontSizes.xxl};
  }
  .author {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    margin: ${space.lg} 0;
    padding: ${space.md} 0;
    border-block: 1px solid ${colors.border};
  }
  .author-mark {
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    background: ${colors.primary};
    color: #fff;
    font-family: ${fonts.heading};
    font-weight: 600;
  }
  .author strong {
    display: block;
    color: ${colors.ink};
  }
  .author div > span {
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .library {
    margin-top: ${space.xl};
    display: grid;
    gap: ${space.sm};
  }
  .library h2 {
    font-size: ${fontSizes.xl};
  }
  .notes {
    ${closingNotes};
  }
  .share {
    margin-bottom: ${space.lg};
  }

  .pager {
    margin-top: ${space.xl};
    display: grid;
    gap: ${space.md};
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    list-style: none;
    padding: 0;
  }
  .pager a {
    display: block;
    height: 100%;
    padding: ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    text-decoration: none;
    &:hover {
      border-color: ${colors.primary};
    }
  }
  .pager small {
    display: block;
    color: ${colors.muted};
  }
  .pager strong {
    color: ${colors.ink};
  }
`;

export interface Neighbour {
  id: string;
  title: string;
}

interface ArticleViewProps {
  post: Post;
  disclaimer: string;
  authorRole: string;
  previous?: Neighbour | null;
  next?: Neighbour | null;
  /** The body as elements instead of `post.html` (the CMS's preview renders Markdown as it is typed). */
  body?: ReactNode;
  /** The patient library's pages on this article's subject. */
  library?: readonly LibraryLink[];
  /** The article's address, for its Share control and print; a stored post has none to share. */
  sharePath?: string;
}

/** One article as a reader sees it; built-in and local-storage posts render the same way. */
export function ArticleView({
  post,
  disclaimer,
  authorRole,
  previous,
  next,
  body,
  library = [],
  sharePath,
}: ArticleViewProps) {
  const lang = useLanguage();
  const strings = useStrings();
  const text = strings.article;
  const libraryText = strings.library;
  const categoryLabel = useCategoryLabel();
  return (
    // On paper, a leaflet: the title, the author, the text and the review date.
    <article css={article} {...printAs("leaflet")}>
      <div className="hero" {...printAs("hide")}>
        <PostPicture image={post.image} eager className="hero-image" />
      </div>
      <div className="column">
        <Link to={localisedPath(lang, "/blog/")} className="back" {...printAs("hide")}>
          <Icon name="arrowLeft" size={18} />
          {text.back}
        </Link>
        <div className="meta">
          <span css={pill}>{categoryLabel(post.category)}</span>
          <time dateTime={post.date}>{post.shownDates.date}</time>
          <span>{post.readingTime}</span>
        </div>
        <h1>{post.title}</h1>
        {post.author && (
          <div className="author">
            <span className="author-mark" aria-hidden="true">
              {initials(post.author)}
            </span>
            <div>
              <strong>{post.author}</strong>
              <span>{authorRole}</span>
            </div>
          </div>
        )}
        {sharePath && <ShareBar title={post.title} path={sharePath} className="share" />}
        {body ? (
          <div css={prose} {...printAs("prose")}>
            {body}
          </div>
        ) : post.html ? (
          <div css={prose} {...printAs("prose")} dangerouslySetInnerHTML={{ __html: post.html }} />
        ) : (
          <div css={prose}>
            <p>{post.excerpt}</p>
            <p>{text.comingSoon}</p>
          </div>
        )}
        {library.length > 0 && (
          <section className="library" aria-labelledby="library-heading">
            <h2 id="library-heading">{libraryText.onArticle}</h2>
            <LinkCards links={library} />
          </section>
        )}
        <div className="notes">
          {post.lastReviewed && (
            <p>
              <strong>{text.lastReviewed}</strong>{" "}
              <time dateTime={post.lastReviewed}>{post.shownDates.lastReviewed}</time>
            </p>
          )}
          <p>{disclaimer}</p>
        </div>
        {(previous || next) && (
          <nav aria-label={text.moreArticles}>
            <ul className="pager">
              {previous && (
                <li>
                  <Link to={localisedPath(lang, postPath(previous.id))} rel="prev">
                    <small>{text.previous}</small>
                    <strong>{previous.title}</strong>
                  </Link>
                </li>
              )}
              {next && (
                <li>
                  <Link to={localisedPath(lang, postPath(next.id))} rel="next">
                    <small>{text.next}</small>
                    <strong>{next.title}</strong>
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
    </article>
  );
}
