import { graphql, useStaticQuery } from "gatsby";
import { shownSections } from "../lib/home-sections";

/**
 * The home page's sections as content switches them (content/home.json: the testimonials can be
 * switched off), in page order: what the page renders and the header and footer link to.
 */
export function useHomeSections() {
  const data = useStaticQuery<Queries.HomeSectionsQuery>(graphql`
    query HomeSections {
      allHomeJson(limit: 1) {
        nodes {
          testimonials {
            show
          }
        }
      }
    }
  `);
  // The switches are the same in every language: any language's node has them.
  const [home] = data.allHomeJson.nodes;
  return shownSections({ testimonials: { show: home?.testimonials.show } });
}
