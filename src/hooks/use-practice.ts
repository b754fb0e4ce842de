import { graphql, useStaticQuery } from "gatsby";
import { useLanguage } from "../i18n/context";

/**
 * The practice's details (content/practice.json, or content/hi/practice.json on Hindi pages): the
 * one way components read them. `siteUrl` is
 * the build's address (SITE_URL may override the file's, for a staging host); `sharePreview` is the
 * default link-preview picture, cropped to 1200×630.
 */
export function usePractice() {
  const data = useStaticQuery<Queries.PracticeQuery>(graphql`
    query Practice {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allPracticeJson {
        nodes {
          fields {
            lang
          }
          name
          shortName
          siteTitle
          siteDescription
          language
          description
          portraitAlt
          experienceBadge {
            value
            label
          }
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
          credentials
          title
          tagline
          company
          medicalSpecialties
          phones {
            direct
            booking
            emergency
          }
          email
          registration
          bookingDialog {
            title
            subtitle
          }
          footer {
            blurb
            emergencyNote
          }
          articleDisclaimer
          whatsapp {
            number
            greeting
          }
          contactForm {
            delivery
            endpoint
          }
          newsletterForm {
            delivery
            endpoint
          }
        }
      }
    }
  `);
  const lang = useLanguage();
  const practice = data.allPracticeJson.nodes.find((node) => node.fields.lang === lang);
  if (!practice) throw new Error(`content/practice.json is missing in "${lang}"`);
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  if (!siteUrl) throw new Error("siteMetadata.siteUrl is missing in gatsby-config");
  const preview = practice.shareImage.childImageSharp?.resize;
  if (!preview?.src || !preview.width || !preview.height) {
    throw new Error("content/practice.json: shareImage could not be processed into a preview image");
  }
  return {
    ...practice,
    siteUrl,
    sharePreview: { src: preview.src, width: preview.width, height: preview.height, alt: practice.shareImageAlt },
  };
}

export type Practice = ReturnType<typeof usePractice>;
