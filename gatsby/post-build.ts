import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { DEFAULT_LANGUAGE, LANGUAGES, localisedPath, type Lang } from "../src/i18n/languages";
import { robotsTxt, sitemapXml } from "../src/lib/sitemap";
import { offlineReadingOn } from "../src/lib/offline";
import { readContentJson, type ContentJson } from "./content-json";
import { writeOfflineWorker } from "./offline-worker";
import { buildHeaderRules, filesUnder, fillNginxTemplate, netlifyHeaders } from "./security-headers";

/**
 * Cleans the built pages, then writes sitemap.xml (every built page but the 404 and offline pages
 * and client-only routes), robots.txt, the service worker and the hosts' files.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  // First: the host headers below hash the pages' inline scripts as they will be served.
  await removeStrayNulBytes(path.resolve("public"));
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
          pageContext
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
    .map((page) => ({
      path: page.path,
      lastmod: reviewed.get(page.path),
      alternates: (page.pageContext as { alternates?: Partial<Record<Lang, string>> } | null)?.alternates,
    }));
  await fs.promises.writeFile(path.resolve("public/sitemap.xml"), sitemapXml(siteUrl, entries));
  await fs.promises.writeFile(path.resolve("public/robots.txt"), robotsTxt(siteUrl));
  // Before the headers: the offline pages lose Gatsby's scripts, and with them their hashes.
  const practice = readContentJson("practice.json");
  const on = offlineReadingOn(practice);
  const { precacheBytes } = await writeOfflineWorker(path.resolve("public"), on);
  reporter.info(
    on
      ? `Service worker: sw.js, precaching the offline pages (${precacheBytes} bytes)`
      : "Service worker: off in content/practice.json; sw.js removes itself and its caches",
  );
  await writeHostHeaders(practice);
  await writeHostRedirects();
};

/**
 * React 18's streaming server renderer, which Gatsby renders every page with, writes its output in
 * 2 kB pieces and, when a character of several bytes (all Devanagari, an em dash) would straddle
 * the end of a piece, sends the piece's unused bytes too: NUL bytes in the middle of a word
 * (facebook/react#24985 and #31134; fixed in React 19 by facebook/react#26228). Browsers skip them,
 * but they make the page invalid, and a link-preview crawler may stop reading at the first one. No
 * page has a NUL byte of its own, so every one is removed.
 */
async function removeStrayNulBytes(publicDir: string) {
  for (const file of filesUnder(publicDir).filter((name) => name.endsWith(".html"))) {
    const bytes = await fs.promises.readFile(file);
    if (!bytes.includes(0)) continue;
    await fs.promises.writeFile(
      file,
      bytes.filter((byte) => byte !== 0),
    );
  }
}

/**
 * `public/_redirects` for Netlify: an unknown address under /hi/ gets the Hindi not-found page (a
 * rule applies only where no file is). Cloudflare Pages finds the nearest 404.html by itself.
 */
async function writeHostRedirects() {
  const rules = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map(
    (lang) => `${localisedPath(lang, "/*")}  ${localisedPath(lang, "/404.html")}  404`,
  );
  await fs.promises.writeFile(path.resolve("public/_redirects"), `${rules.join("\n")}\n`);
}

/**
 * The headers a host must send, from the built pages (their inline scripts' hashes) and the form
 * endpoints: `public/_headers` for Netlify and Cloudflare Pages, and for nginx
 * `deploy/nginx.conf.template` filled in as `deploy/out/nginx.conf` (build output, like public/).
 */
async function writeHostHeaders(practice: ContentJson["practice.json"]) {
  const secondOpinion = readContentJson("second-opinion.json");
  const rules = buildHeaderRules(
    path.resolve("public"),
    practice,
    secondOpinion.send.map(({ to }) => to),
  );
  await fs.promises.writeFile(path.resolve("public/_headers"), netlifyHeaders(rules));
  const serverName = new URL(process.env.SITE_URL || practice.siteUrl).hostname;
  const template = await fs.promises.readFile(path.resolve("deploy/nginx.conf.template"), "utf8");
  await fs.promises.mkdir(path.resolve("deploy/out"), { recursive: true });
  await fs.promises.writeFile(path.resolve("deploy/out/nginx.conf"), fillNginxTemplate(template, rules, serverName));
}
