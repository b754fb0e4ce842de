import type { GatsbyConfig } from "gatsby";
import practice from "./content/practice.json";
import { normaliseSiteUrl } from "./src/lib/site-url";

/** Another domain (a staging host, say) can be set at build time: SITE_URL=https://… gatsby build */
const siteUrl = normaliseSiteUrl(process.env.SITE_URL || practice.siteUrl);

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
    title: practice.siteTitle,
    titleSuffix: practice.name,
    description: practice.siteDescription,
    language: practice.language,
  },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp", "avif"], quality: 72, placeholder: "blurred" } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content` },
    },
    {
      resolve: "gatsby-transformer-json",
      // One GraphQL type per file (practice.json -> PracticeJson), not one per folder.
      options: {
        typeName: ({ node }: { node: { name: string } }) =>
          `${node.name.charAt(0).toUpperCase()}${node.name.slice(1)}Json`,
      },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          {
            resolve: "gatsby-remark-images",
            options: { maxWidth: 720, withWebp: true, withAvif: true, linkImagesToOriginal: false, quality: 72 },
          },
        ],
      },
    },
  ],
};

export default config;
