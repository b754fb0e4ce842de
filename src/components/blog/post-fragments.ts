import { graphql } from "gatsby";

/** What a built-in post's card needs; the article page adds its body and a larger hero. */
export const postSummaryFragment = graphql`
  fragment PostSummary on MarkdownRemark {
    timeToRead
    shownDates {
      date
      lastReviewed
    }
    frontmatter {
      id
      title
      date(formatString: "YYYY-MM-DD")
      lastReviewed(formatString: "YYYY-MM-DD")
      category
      excerpt
      heroAlt
      author
      hero {
        childImageSharp {
          gatsbyImageData(
            width: 640
            aspectRatio: 1.7778
            sizes: "(min-width: 1024px) 370px, (min-width: 768px) 50vw, 100vw"
          )
        }
      }
    }
  }
`;
