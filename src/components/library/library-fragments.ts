import { graphql } from "gatsby";

/** What both kinds of library page show beyond their own sections: the templates select it. */
export const libraryPageFragment = graphql`
  fragment LibraryPageFront on LibraryFrontmatter {
    title
    otherNames
    description
    reviewedBy
    # An interface's dates take no formatString; the template reads their first ten characters.
    lastReviewed
    nextReview
    emergency
    soon
    faq {
      question
      answer
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 1200, aspectRatio: 1.7778, sizes: "(min-width: 44rem) 42rem, 100vw")
      }
    }
    preview: image {
      childImageSharp {
        resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80) {
          src
          width
          height
        }
      }
    }
  }
`;

/** A library page as a service's Learn More links to it. */
export const libraryCardLinkFragment = graphql`
  fragment LibraryCardLink on MarkdownRemark {
    fields {
      slug
      collection
    }
    frontmatter {
      title
    }
    condition {
      services
    }
    treatment {
      services
    }
  }
`;
