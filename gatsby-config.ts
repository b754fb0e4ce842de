import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { LANGUAGE_INFO, localisedPath, type Lang } from "./src/i18n/languages";
import { BLOG, PRACTICE, withSharedFacts } from "./src/lib/content-model";
import { normaliseSiteUrl } from "./src/lib/site-url";
import { readContentJson } from "./gatsby/content-json";

const practice = readContentJson("practice.json");
const blog = readContentJson("blog.json");

/** Another domain (a staging host, say) can be set at build time: SITE_URL=https://… gatsby build */
const siteUrl = normaliseSiteUrl(process.env.SITE_URL || practice.siteUrl);

/** One language's RSS feed of its published articles, newest first. */
function feed(lang: Lang, site: { name: string }, listing: { heading: string; description: string }) {
  return {
    title: `${site.name} – ${listing.heading}`,
    description: listing.description,
    output: localisedPath(lang, "/rss.xml"),
    site_url: `${siteUrl}${localisedPath(lang, "/blog/")}`,
    feed_url: `${siteUrl}${localisedPath(lang, "/rss.xml")}`,
    language: LANGUAGE_INFO[lang].tag,
    query: `{
      allMarkdownRemark(
        filter: { fields: { collection: { eq: "blog" }, published: { eq: true }, lang: { eq: "${lang}" } } }
        sort: { frontmatter: { date: DESC } }
      ) {
        nodes {
          fields { slug }
          frontmatter { title date excerpt author category }
        }
      }
    }`,
    serialize: ({ query }: { query: FeedQuery }) =>
      query.allMarkdownRemark.nodes.map((node) => {
        const url = `${query.site.siteMetadata.siteUrl}${node.fields.slug}`;
        return {
          title: node.frontmatter.title,
          description: node.frontmatter.excerpt,
          date: node.frontmatter.date,
          author: node.frontmatter.author,
          categories: [node.frontmatter.category],
          url,
          guid: url,
        };
      }),
  };
}

/**
 * /admin/: its own bundle (decap-cms-app from npm), never loaded by the public pages. A build with
 * SITE_CMS=off leaves it out: the test variants (scripts/site-variants.mjs) never open it, and it is
 * most of a cold build's bundling time.
 */
const withCms = process.env.SITE_CMS !== "off";
const cmsPlugin = {
  resolve: "gatsby-plugin-decap-cms",
  options: {
    modulePath: `${__dirname}/src/cms/cms.tsx`,
    manualInit: true,
    enableIdentityWidget: false,
    htmlTitle: `Content Manager – ${practice.name}`,
    includeRobots: false,
    // The plugin compiles the CMS with a copy of the site's webpack settings, cache included: two
    // compilations sharing one cache name overwrote each other's cache, so every build re-bundled
    // the site from scratch (about 20 s). The CMS keeps a cache of its own, beside the site's.
    customizeWebpackConfig: (config: { cache?: { cacheLocation?: string; [option: string]: unknown } | boolean }) => {
      if (config.cache && typeof config.cache === "object" && config.cache.cacheLocation) {
        config.cache = {
          ...config.cache,
          name: "decap-cms",
          cacheLocation: path.join(path.dirname(config.cache.cacheLocation), "decap-cms"),
        };
      }
    },
  },
};

const config: GatsbyConfig = {
  // Only the address: the sitemap and feed plugins read it here; components read usePractice().
  siteMetadata: { siteUrl },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    // The build's own queries live in gatsby/ (gatsby-node.ts re-exports them).
    documentSearchPaths: ["./gatsby-node.ts", "./gatsby/*.ts", "./plugins/**/gatsby-node.ts"],
  },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-emotion",
    ...(withCms ? [cmsPlugin] : []),
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // No AVIF: for this artwork it is no smaller than WebP and takes 10-25 times as long to encode,
      // which decides how long a blog of 1,000 articles takes to build (README, "The blog at scale").
      options: { defaults: { formats: ["auto", "webp"], quality: 72, placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content` },
    },
    // The JSON files' nodes (PracticeJson, …) are made by gatsby-node, each language's from the
    // English file's shared facts and the language's translated text (src/lib/content-model.ts).
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          {
            resolve: "gatsby-remark-images",
            options: { maxWidth: 720, withWebp: true, linkImagesToOriginal: false, quality: 72 },
          },
        ],
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: practice.name,
        short_name: practice.shortName,
        description: practice.siteDescription,
        lang: practice.language,
        start_url: "/",
        display: "standalone",
        background_color: "#F7FAFA",
        theme_color: "#0B5563",
        icon: "content/images/icon.png",
        // Icons are referenced by their plain paths so link previews and caches keep working.
        cache_busting_mode: "none",
        // No eight apple-touch-icon links in every page's <head>: iOS has read the manifest's icons
        // since 11.3, and the links were 0.2 kB of each page's gzipped HTML (docs/performance.md).
        legacy: false,
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      // A feed per language: /rss.xml in English, /hi/rss.xml in Hindi.
      options: {
        feeds: [
          feed("en", practice, blog),
          feed(
            "hi",
            withSharedFacts(PRACTICE, practice, readContentJson("hi/practice.json")),
            withSharedFacts(BLOG, blog, readContentJson("hi/blog.json")),
          ),
        ],
      },
    },
    // Every trick built on an undocumented internal of Gatsby, Emotion, React or webpack, each with
    // a canary test (plugins/gatsby-plugin-first-paint/README.md). Last, so that its hooks run after
    // the other plugins' and just before the site's own.
    "gatsby-plugin-first-paint",
  ],
};

/** What the feed's two queries return, in Typegen's types of the content model's schema. */
interface FeedQuery {
  site: { siteMetadata: Pick<Queries.SiteSiteMetadata, "siteUrl"> };
  allMarkdownRemark: {
    nodes: Array<{
      fields: Pick<Queries.MarkdownRemarkFields, "slug">;
      frontmatter: Pick<Queries.MarkdownRemarkFrontmatter, "title" | "date" | "excerpt" | "author" | "category">;
    }>;
  };
}

export default config;
