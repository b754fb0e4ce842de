import type { IGatsbyImageData } from "gatsby-plugin-image";
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
}

/** The fields of a built-in post, as the listing and article queries select them. */
export interface MarkdownPostFields {
  html?: string | null;
  timeToRead: number | null;
  frontmatter: {
    id: number;
    title: string;
    date: string;
    lastReviewed: string;
    category: string;
    excerpt: string;
    heroAlt: string;
    author: string;
    hero: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
  };
}

export function postFromMarkdown(node: MarkdownPostFields): Post {
  const { frontmatter } = node;
  const imageData = frontmatter.hero.childImageSharp?.gatsbyImageData;
  return {
    id: String(frontmatter.id),
    title: frontmatter.title,
    excerpt: frontmatter.excerpt,
    date: frontmatter.date,
    category: frontmatter.category,
    readingTime: readingTimeLabel(node.timeToRead ?? 1),
    image: imageData ? { kind: "processed", data: imageData, alt: frontmatter.heroAlt } : null,
    html: node.html ?? "",
    author: frontmatter.author,
    lastReviewed: frontmatter.lastReviewed,
    source: "built-in",
  };
}
