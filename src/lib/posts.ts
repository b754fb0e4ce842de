import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ShownDates } from "./date-display";
import { dateValue } from "./dates";
import { readingTimeLabel } from "./reading-time";

/** A post's picture: processed at build time for built-in posts, a URL for local-storage posts. */
export type PostImage =
  { kind: "processed"; data: IGatsbyImageData; alt: string } | { kind: "url"; src: string; alt: string };

/**
 * The one shape of a blog post, which built-in (Markdown) and local-storage posts both take.
 * `date` is machine-readable (ISO for built-in posts); pages format it for display.
 */
export interface Post {
  id: string;
  title: string;
  excerpt: string;
  date: string;
  category: string;
  readingTime: string;
  image: PostImage | null;
  /** The body as HTML; empty when a post has none. */
  html: string;
  author: string | null;
  lastReviewed: string | null;
  source: "built-in" | "local";
  /**
   * The dates as the page shows them, in its language: formatted at build time for built-in posts,
   * when they are read for stored posts and CMS previews (src/lib/dates.ts).
   */
  shownDates: ShownDates;
}

/**
 * A built-in post as the listing's PostSummary fragment selects it (Typegen's type, from the
 * schema the content model declares); the article page's query selects the same and its body.
 */
export type MarkdownPostFields = Queries.PostSummaryFragment & { readonly html?: string | null };

/** `readingTimeTemplate`: the page language's reading-time label (English without one). */
export function postFromMarkdown(node: MarkdownPostFields, readingTimeTemplate?: string): Post {
  const { frontmatter } = node;
  const imageData = frontmatter.hero.childImageSharp?.gatsbyImageData;
  return {
    id: String(frontmatter.id),
    title: frontmatter.title,
    excerpt: frontmatter.excerpt,
    date: frontmatter.date,
    category: frontmatter.category,
    readingTime: readingTimeLabel(node.timeToRead ?? 1, readingTimeTemplate),
    image: imageData ? { kind: "processed", data: imageData, alt: frontmatter.heroAlt } : null,
    html: node.html ?? "",
    author: frontmatter.author,
    lastReviewed: frontmatter.lastReviewed,
    source: "built-in",
    shownDates: node.shownDates,
  };
}

/** Built-in and stored posts together: a built-in post wins on the same id; newest first. */
export function mergePosts(builtIn: readonly Post[], stored: readonly Post[]): Post[] {
  const ids = new Set(builtIn.map((post) => post.id));
  const seen = new Set<string>();
  const extra = stored.filter((post) => {
    if (ids.has(post.id) || seen.has(post.id)) return false;
    seen.add(post.id);
    return true;
  });
  const time = (post: Post) => {
    const value = dateValue(post.date);
    return Number.isNaN(value) ? -Infinity : value;
  };
  return [...builtIn, ...extra].sort((a, b) => time(b) - time(a));
}
