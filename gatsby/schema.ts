import type { GatsbyNode } from "gatsby";
import type { Lang } from "../src/i18n/languages";
import { contentTypeDefs } from "../src/lib/content-schema";
import { shownDates } from "../src/lib/date-display";

/**
 * The content model (src/lib/content-model.ts) as GraphQL types: a field the pages need is non-null,
 * so a missing value fails the build instead of rendering as nothing, and images are `File`s that
 * gatsby-plugin-image can process.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

/** An article's dates as its pages show them, in its language (src/lib/date-display.ts). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    MarkdownRemark: {
      shownDates: {
        resolve: (source: { fields: { lang: Lang }; frontmatter: { date: unknown; lastReviewed?: unknown } }) =>
          shownDates(source.frontmatter, source.fields.lang),
      },
    },
  });
};
