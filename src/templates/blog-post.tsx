import { graphql, type PageProps } from "gatsby";
import { ArticleView, type Neighbour } from "../components/blog/article-view";
import { Layout } from "../components/layout/layout";
import { preloadParts } from "../components/ui/lazy-part";
import { Seo } from "../components/seo";
import { imageSrc } from "../components/ui/content-image";
import { HydrationBoundary } from "../components/ui/hydration-boundary";
import { usePractice } from "../hooks/use-practice";
import { useLanguage, useStrings } from "../i18n/context";
import { localisedPath } from "../i18n/languages";
import type { LibraryLink } from "../lib/library";
import { postFromMarkdown } from "../lib/posts";
import { absoluteUrl } from "../lib/site-url";
import type { PageFacts } from "../lib/structured-data";

// The layout's parts, so that a visit by client-side navigation renders the page whole.
await preloadParts();

/** The square logo gatsby-plugin-manifest makes from content/images/icon.png. */
const LOGO_PATH = "/icons/icon-512x512.png";

interface BlogPostContext {
  id: string;
  previous: Neighbour | null;
  next: Neighbour | null;
  library: LibraryLink[];
}

export default function BlogPostTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.BlogPostQuery, BlogPostContext>) {
  const practice = usePractice();
  const lang = useLanguage();
  const strings = useStrings();
  const { siteUrl, language } = practice;
  const node = data.markdownRemark;
  if (!node) throw new Error(`No article for page ${location.pathname}`);
  const post = postFromMarkdown(node, strings.postCard.readingTime);
  const preview = node.frontmatter.preview.childImageSharp?.resize;
  if (!preview?.src || !preview.width || !preview.height) throw new Error(`No preview image for ${node.fields.slug}`);
  const description = node.frontmatter.description ?? post.excerpt;
  const hero = node.frontmatter.hero.childImageSharp?.gatsbyImageData;
  const facts: PageFacts = {
    type: "article",
    article: {
      title: post.title,
      description,
      path: node.fields.slug,
      datePublished: post.date,
      dateModified: post.lastReviewed ?? post.date,
      images: [preview.src, hero && imageSrc(hero)]
        .filter((src): src is string => Boolean(src))
        .map((src) => absoluteUrl(siteUrl, src)),
      author: node.frontmatter.author,
      language,
      breadcrumb: {
        home: { name: strings.breadcrumb.home, path: localisedPath(lang, "/") },
        blog: { name: strings.breadcrumb.blog, path: localisedPath(lang, "/blog/") },
      },
    },
    logoUrl: absoluteUrl(siteUrl, LOGO_PATH),
  };

  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={post.title}
        description={description}
        path={node.fields.slug}
        image={{ src: preview.src, width: preview.width, height: preview.height, alt: node.frontmatter.heroAlt }}
        article={{ publishedTime: post.date, modifiedTime: post.lastReviewed ?? post.date }}
        facts={facts}
      />
      <HydrationBoundary>
        <ArticleView
          post={post}
          disclaimer={practice.articleDisclaimer}
          authorRole={practice.title}
          previous={pageContext.previous}
          next={pageContext.next}
          library={pageContext.library}
          sharePath={node.fields.slug}
        />
      </HydrationBoundary>
    </Layout>
  );
}

export const query = graphql`
  query BlogPost($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      timeToRead
      shownDates {
        date
        lastReviewed
      }
      fields {
        slug
      }
      frontmatter {
        id
        title
        date(formatString: "YYYY-MM-DD")
        lastReviewed(formatString: "YYYY-MM-DD")
        category
        excerpt
        description
        heroAlt
        author
        hero {
          childImageSharp {
            gatsbyImageData(width: 1200, aspectRatio: 1.7778, sizes: "(min-width: 56rem) 54rem, 100vw")
          }
        }
        preview: hero {
          childImageSharp {
            resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80) {
              src
              width
              height
            }
          }
        }
      }
    }
  }
`;
