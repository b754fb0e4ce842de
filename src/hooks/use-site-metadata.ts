import { graphql, useStaticQuery } from "gatsby";

/** Site-wide settings from gatsby-config, for the head of every page. */
export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      practiceJson {
        shareImageAlt
        shareImage {
          childImageSharp {
            resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80) {
              src
              width
              height
            }
          }
        }
      }
      site {
        siteMetadata {
          siteUrl
          title
          titleSuffix
          description
          language
        }
      }
    }
  `);
  const metadata = data.site?.siteMetadata;
  if (!metadata?.siteUrl || !metadata.title || !metadata.titleSuffix || !metadata.description || !metadata.language) {
    throw new Error("siteMetadata in gatsby-config is incomplete");
  }
  const preview = data.practiceJson?.shareImage.childImageSharp?.resize;
  if (!preview?.src || !preview.width || !preview.height) {
    throw new Error("content/practice.json: shareImage could not be processed into a preview image");
  }
  return {
    siteUrl: metadata.siteUrl,
    title: metadata.title,
    titleSuffix: metadata.titleSuffix,
    description: metadata.description,
    language: metadata.language,
    defaultImage: {
      src: preview.src,
      width: preview.width,
      height: preview.height,
      alt: data.practiceJson?.shareImageAlt ?? "",
    },
  };
}
