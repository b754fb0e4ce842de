import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import {
  JSON_RULES,
  findDuplicateIds,
  undeliveredFormWarnings,
  validateJsonRecord,
  validatePostFrontmatter,
  type ValidationContext,
} from "./src/lib/content-validation";
import { markdownProblems } from "./src/lib/markdown-safety";
import { postPath } from "./src/lib/paths";
import { buildHeaderRules, netlifyHeaders, nginxServerBlock } from "./src/lib/security-headers";
import { robotsTxt, sitemapXml } from "./src/lib/sitemap";
import practice from "./content/practice.json";

const isProduction = process.env.NODE_ENV === "production";

/**
 * The content model, declared rather than inferred: a field the pages need is non-null, so a
 * missing value fails the build instead of rendering as nothing, and images are `File`s that
 * gatsby-plugin-image can process.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type MarkdownRemark implements Node {
      frontmatter: MarkdownRemarkFrontmatter!
      fields: MarkdownRemarkFields!
    }
    type MarkdownRemarkFrontmatter @dontInfer {
      id: Int!
      title: String!
      date: Date! @dateformat
      lastReviewed: Date! @dateformat
      category: String!
      excerpt: String!
      description: String
      hero: File! @fileByRelativePath
      heroAlt: String!
      author: String!
      draft: Boolean
    }
    type MarkdownRemarkFields @dontInfer {
      slug: String!
      published: Boolean!
    }

    type PracticeJson implements Node @dontInfer {
      siteUrl: String!
      siteTitle: String!
      siteDescription: String!
      language: String!
      name: String!
      shortName: String!
      credentials: [String!]!
      title: String!
      tagline: String!
      description: String!
      experienceBadge: PracticeExperienceBadge!
      company: String!
      medicalSpecialties: [String!]!
      phones: PracticePhones!
      email: String!
      hospital: PracticeHospital!
      hours: PracticeHours!
      openingHours: PracticeOpeningHours!
      mapQuery: String!
      registration: String!
      portrait: File! @fileByRelativePath
      portraitAlt: String!
      shareImage: File! @fileByRelativePath
      shareImageAlt: String!
      bookingDialog: PracticeBookingDialog!
      whatsapp: PracticeWhatsapp!
      contactForm: PracticeFormSettings!
      newsletterForm: PracticeFormSettings!
      footer: PracticeFooter!
      articleDisclaimer: String!
    }
    type PracticeExperienceBadge { value: String!, label: String! }
    type PracticePhones { direct: String!, booking: String!, emergency: String! }
    type PracticeHospital {
      name: String!
      streetAddress: String!
      locality: String!
      region: String!
      postalCode: String!
      country: String!
    }
    type PracticeHours { bookingDialog: String!, aboutCard: String!, contactAndFooter: String! }
    type PracticeOpeningHours { days: [String!]!, opens: String!, closes: String! }
    type PracticeBookingDialog { title: String!, subtitle: String! }
    """An empty number offers no WhatsApp links."""
    type PracticeWhatsapp { number: String!, greeting: String! }
    """
    delivery "json" posts to endpoint (empty: nothing is sent, or WhatsApp for contact);
    "netlify" uses Netlify Forms.
    """
    type PracticeFormSettings { delivery: String!, endpoint: String! }
    type PracticeFooter { blurb: String!, emergencyNote: String! }

    type HomeJson implements Node @dontInfer {
      hero: HomeHero!
      services: HomeServices!
      testimonials: HomeSection!
      contact: HomeContact!
    }
    type HomeHero { eyebrow: String!, directLineLabel: String! }
    type HomeSection { heading: String!, intro: String! }
    type HomeServices { heading: String!, intro: String!, cta: HomeCallToAction! }
    type HomeCallToAction { title: String!, text: String! }
    type HomeContact { heading: String!, intro: String!, formTitle: String!, formNote: String! }

    type AboutJson implements Node @dontInfer {
      heading: String!
      intro: String!
      cards: [AboutCard!]!
      availabilityCard: AboutAvailabilityCard!
      profileHeading: String!
      profile: [String!]!
      facts: [AboutFact!]!
    }
    type AboutCard { icon: String!, title: String!, text: String! }
    type AboutAvailabilityCard { icon: String!, title: String! }
    type AboutFact { value: String!, label: String! }

    type ServicesJson implements Node @dontInfer {
      slug: String!
      title: String!
      icon: String!
      description: String!
      details: String!
      image: File! @fileByRelativePath
      imageAlt: String!
      features: [String!]!
    }

    type QualificationsJson implements Node @dontInfer {
      heading: String!
      intro: String!
      degrees: [Qualification!]!
      continuingEducation: ContinuingEducation!
    }
    type Qualification { degree: String!, institution: String!, years: String!, description: String! }
    type ContinuingEducation { title: String!, text: String!, items: [String!]! }

    type ExperienceJson implements Node @dontInfer {
      heading: String!
      intro: String!
      positions: [Position!]!
      expertiseHeading: String!
      expertise: [String!]!
      affiliationsHeading: String!
      affiliations: [String!]!
    }
    type Position { position: String!, duration: String!, hospital: String!, description: String! }

    type TestimonialsJson implements Node @dontInfer {
      "The testimonial's own id from the file (gatsby-transformer-json keeps it as jsonId)."
      jsonId: Int!
      content: String!
      name: String!
      title: String!
      avatar: File! @fileByRelativePath
    }
  `);
};

function contextFor(file: Node & { absolutePath?: unknown }): ValidationContext {
  const absolutePath = String(file.absolutePath);
  return {
    file: path.relative(process.cwd(), absolutePath),
    fileExists: (relative) => fs.existsSync(path.resolve(path.dirname(absolutePath), relative)),
  };
}

/** Validates every content file as it is read, and gives each article its path. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  const parent = node.parent ? getNode(node.parent) : undefined;
  if (!parent || parent.internal.type !== "File") return;
  const context = contextFor(parent);

  if (node.internal.type === "MarkdownRemark") {
    const frontmatter = node.frontmatter as Record<string, unknown> | undefined;
    const problems = validatePostFrontmatter(frontmatter, context);
    if (problems.length > 0) {
      reporter.panicOnBuild(`Invalid article front matter:\n  ${problems.join("\n  ")}`);
      return;
    }
    // Articles are held to the rule stored posts are sanitised by (src/lib/article-html.ts).
    const unsafe = markdownProblems(fs.readFileSync(String(parent.absolutePath), "utf8"));
    if (unsafe.length > 0) {
      reporter.panicOnBuild(
        `Unsafe article markup:\n  ${unsafe.map(({ line, message }) => `${context.file}:${line}: ${message}`).join("\n  ")}`,
      );
      return;
    }
    actions.createNodeField({ node, name: "slug", value: postPath(Number(frontmatter?.id)) });
    // Drafts are visible while writing (gatsby develop) and left out of production builds.
    actions.createNodeField({ node, name: "published", value: !(isProduction && frontmatter?.draft === true) });
    return;
  }

  const rules = JSON_RULES[String(parent.name)];
  if (rules && node.internal.type.endsWith("Json")) {
    const where = rules.entryLabel ? `entry "${String(node[rules.entryLabel])}"` : "";
    const record = node as unknown as Record<string, unknown>;
    const problems = validateJsonRecord(record, rules, context, where);
    if (problems.length > 0) reporter.panicOnBuild(`Invalid content:\n  ${problems.join("\n  ")}`);
    else if (isProduction && parent.name === "practice") {
      for (const warning of undeliveredFormWarnings(
        record as unknown as Parameters<typeof undeliveredFormWarnings>[0],
      )) {
        reporter.warn(warning);
      }
    }
  }
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.AllPostPathsQuery>(`
    query AllPostPaths {
      allMarkdownRemark(filter: { fields: { published: { eq: true } } }, sort: { frontmatter: { date: ASC } }) {
        nodes {
          id
          frontmatter {
            id
            title
          }
          fields {
            slug
          }
          fileAbsolutePath
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the articles", result.errors);
    return;
  }

  const posts = result.data.allMarkdownRemark.nodes;
  const duplicates = findDuplicateIds(
    posts.map((post) => ({
      id: post.frontmatter.id,
      file: path.relative(process.cwd(), post.fileAbsolutePath ?? ""),
    })),
  );
  if (duplicates.length > 0) {
    reporter.panicOnBuild(`Invalid articles:\n  ${duplicates.join("\n  ")}`);
    return;
  }

  const neighbour = (index: number) => {
    const post = posts[index];
    return post ? { id: String(post.frontmatter.id), title: post.frontmatter.title } : null;
  };
  posts.forEach((post, index) => {
    actions.createPage({
      path: post.fields.slug,
      component: path.resolve("src/templates/blog-post.tsx"),
      // Oldest first, so "previous" is the article published before this one.
      context: { id: post.id, previous: neighbour(index - 1), next: neighbour(index + 1) },
    });
  });
};

/** Writes sitemap.xml (every built page but the 404 and the client-side fallback) and robots.txt. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.SitemapPagesQuery>(`
    query SitemapPages {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSitePage {
        nodes {
          path
          matchPath
        }
      }
      allMarkdownRemark(filter: { fields: { published: { eq: true } } }) {
        nodes {
          fields {
            slug
          }
          frontmatter {
            lastReviewed(formatString: "YYYY-MM-DD")
          }
        }
      }
    }
  `);
  const siteUrl = result.data?.site?.siteMetadata?.siteUrl;
  if (result.errors || !result.data || !siteUrl) {
    reporter.panicOnBuild("Could not build the sitemap", result.errors);
    return;
  }
  const reviewed = new Map(
    result.data.allMarkdownRemark.nodes.map((node) => [node.fields.slug, node.frontmatter.lastReviewed]),
  );
  const entries = result.data.allSitePage.nodes
    .filter((page) => !page.matchPath)
    .map((page) => ({ path: page.path, lastmod: reviewed.get(page.path) }));
  await fs.promises.writeFile(path.resolve("public/sitemap.xml"), sitemapXml(siteUrl, entries));
  await fs.promises.writeFile(path.resolve("public/robots.txt"), robotsTxt(siteUrl));
  await writeHostHeaders();
};

/**
 * The headers a host must send, from the built pages (their inline scripts' hashes) and the form
 * endpoints: `public/_headers` for Netlify and Cloudflare Pages, `deploy/nginx.conf` for nginx.
 */
async function writeHostHeaders() {
  const { rules, clientRoutes } = buildHeaderRules(path.resolve("public"), practice);
  await fs.promises.writeFile(path.resolve("public/_headers"), netlifyHeaders(rules));
  const serverName = new URL(process.env.SITE_URL || practice.siteUrl).hostname;
  const block = nginxServerBlock(rules, {
    root: "/var/www/surgeon-site/public",
    listen: "443 ssl",
    serverName,
    clientRoutes,
    extra: [
      `ssl_certificate /etc/letsencrypt/live/${serverName}/fullchain.pem;`,
      `ssl_certificate_key /etc/letsencrypt/live/${serverName}/privkey.pem;`,
    ],
  });
  await fs.promises.mkdir(path.resolve("deploy"), { recursive: true });
  await fs.promises.writeFile(
    path.resolve("deploy/nginx.conf"),
    `# Written by \`npm run build\` from src/lib/security-headers.ts; do not edit. See the README's "Deployment".\n${block}`,
  );
}
