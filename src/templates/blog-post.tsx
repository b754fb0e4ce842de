import { graphql, type PageProps } from "gatsby";
import { ArticleView, type Neighbour } from "../components/blog/article-view";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { usePractice } from "../hooks/use-practice";
import { postFromMarkdown } from "../lib/posts";

interface BlogPostContext {
  id: string;
  previous: Neighbour | null;
  next: Neighbour | null;
}

export default function BlogPostTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.BlogPostQuery, BlogPostContext>) {
  const practice = usePractice();
  const node = data.markdownRemark;
  if (!node) throw new Error(`No article for page ${location.pathname}`);
  const post = postFromMarkdown(node);
  const preview = node.frontmatter.preview.childImageSharp?.resize;

  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={post.title}
        description={node.frontmatter.description ?? post.excerpt}
        path={node.fields.slug}
        image={
          preview?.src && preview.width && preview.height
            ? { src: preview.src, width: preview.width, height: preview.height, alt: node.frontmatter.heroAlt }
            : undefined
        }
        article={{ publishedTime: post.date, modifiedTime: post.lastReviewed ?? post.date }}
      />
      <ArticleView
        post={post}
        disclaimer={practice.articleDisclaimer}
        authorRole={practice.title}
        previous={pageContext.previous}
        next={pageContext.next}
      />
    </Layout>
  );
}

export const query = graphql`
  query BlogPost($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      timeToRead
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
