import { css } from "@emotion/react";
import { Link } from "gatsby";
import { EXCERPT_CLAMP_LINES } from "../../constants";
import { useCategoryLabel } from "../../hooks/use-category-label";
import { useLanguage, useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { localisedPath } from "../../i18n/languages";
import { postPath } from "../../lib/paths";
import type { Post } from "../../lib/posts";
import { colors, fontSizes, radii, shadows, space } from "../../styles/theme";
import { pill, postMeta, roomierInHindi, visuallyHidden } from "../../styles/utils";
import { Icon } from "../ui/icon";
import { PostPicture } from "./post-picture";

const card = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  overflow: hidden;
  box-shadow: ${shadows.card};
  .content {
    display: flex;
    flex-direction: column;
    gap: ${space.sm};
    flex: 1;
    padding: ${space.lg};
  }
  .meta {
    ${postMeta};
  }
  h3 {
    font-size: ${fontSizes.lg};
    line-height: 1.3;
    ${roomierInHindi};
  }
  .excerpt {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${EXCERPT_CLAMP_LINES};
    line-clamp: ${EXCERPT_CLAMP_LINES};
    overflow: hidden;
    color: ${colors.text};
  }
  .footer {
    margin-top: auto;
    padding-top: ${space.sm};
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.sm};
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .more {
    display: inline-flex;
    align-items: center;
    gap: ${space.xxs};
    min-height: 44px;
    font-weight: 600;
    color: ${colors.primary};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

export function PostCard({ post, eager = false }: { post: Post; eager?: boolean }) {
  const lang = useLanguage();
  const text = useStrings().postCard;
  const categoryLabel = useCategoryLabel();
  return (
    <article css={card}>
      <PostPicture image={post.image} eager={eager} />
      <div className="content">
        <div className="meta">
          <span css={pill}>{categoryLabel(post.category)}</span>
          <time dateTime={post.date}>{post.shownDates.date}</time>
        </div>
        <h3>{post.title}</h3>
        <p className="excerpt">{post.excerpt}</p>
        <div className="footer">
          <span>{post.readingTime}</span>
          <Link to={localisedPath(lang, postPath(post.id))} className="more">
            {text.readMore}
            <span css={visuallyHidden}>{format(text.readMoreTitle, { title: post.title })}</span>
            <Icon name="arrowRight" size={16} />
          </Link>
        </div>
      </div>
    </article>
  );
}
