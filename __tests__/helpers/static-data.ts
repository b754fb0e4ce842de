import practice from "../../content/practice.json";
import services from "../../content/services.json";
import { practiceHi, servicesHi } from "./hindi-content";

/** A content file's nodes as gatsby-node tags them, with their language. */
const inLanguage = <T extends object>(lang: string, nodes: readonly T[]) =>
  nodes.map((node) => ({ ...node, fields: { lang } }));

const shareImage = { childImageSharp: { resize: { src: "/static/abc/share.jpg", width: 1200, height: 630 } } };

/**
 * What the site's static queries return, taken from the real content files (both languages) so
 * component tests see what visitors see. Components read only the fields their own query selects.
 */
export const staticQueryData = {
  allPracticeJson: {
    nodes: [...inLanguage("en", [{ ...practice, shareImage }]), ...inLanguage("hi", [{ ...practiceHi, shareImage }])],
  },
  allServicesJson: { nodes: [...inLanguage("en", services), ...inLanguage("hi", servicesHi)] },
  site: { siteMetadata: { siteUrl: practice.siteUrl } },
};
