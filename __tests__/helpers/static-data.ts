import practice from "../../content/practice.json";
import services from "../../content/services.json";

/**
 * What the site's static queries return, taken from the real content files so component tests
 * see what visitors see. Components read only the fields their own query selects.
 */
export const staticQueryData = {
  practiceJson: {
    ...practice,
    shareImage: { childImageSharp: { resize: { src: "/static/abc/share.jpg", width: 1200, height: 630 } } },
  },
  allServicesJson: { nodes: services },
  site: { siteMetadata: { siteUrl: practice.siteUrl } },
};
