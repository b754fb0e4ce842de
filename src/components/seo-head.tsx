import { Helmet } from "react-helmet";
import { usePractice } from "../hooks/use-practice";
import { useAlternates, useLanguage } from "../i18n/context";
import { LANGUAGE_INFO, type Lang } from "../i18n/languages";
import { absoluteUrl } from "../lib/site-url";
import { hreflangLinks } from "../lib/sitemap";
import { serialiseJsonLd, structuredData, type PageFacts } from "../lib/structured-data";

export interface SeoImage {
  /** A path on this site (from the image pipeline) or an absolute URL. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface SeoProps {
  /** The page's own title; the home page passes none and gets the site title. */
  title?: string;
  description?: string;
  /** The page's path, for its canonical URL. */
  path: string;
  image?: SeoImage;
  article?: { publishedTime: string; modifiedTime: string };
  /** Pages that must not be indexed (not-found views). */
  noindex?: boolean;
  /** What the page is, for its structured data (schema.org JSON-LD). */
  facts?: PageFacts;
}

/**
 * The head of every page through react-helmet: its language, title, description, canonical URL,
 * the same page in the other language (hreflang), link-preview and card tags, structured data.
 * Pages render it through `Seo`, which loads it in the browser only when the head must change.
 */
export default function SeoHead({ title, description, path, image, article, noindex = false, facts }: SeoProps) {
  const site = usePractice();
  const fullTitle = title ? `${title} | ${site.name}` : site.siteTitle;
  const metaDescription = description ?? site.siteDescription;
  const url = absoluteUrl(site.siteUrl, path);
  const preview = image ?? site.sharePreview;
  const imageUrl = absoluteUrl(site.siteUrl, preview.src);
  const lang = useLanguage();
  const jsonLd = facts ? structuredData(facts, site, site.siteUrl) : [];
  const alternates = useAlternates();
  // A not-found view names no alternates: it is not indexed, and has no counterpart to point to.
  const languages = noindex ? [] : hreflangLinks(site.siteUrl, alternates);
  const otherLocales = (Object.keys(alternates) as Lang[])
    .filter((other) => other !== lang)
    .map((other) => LANGUAGE_INFO[other].ogLocale);

  return (
    <Helmet htmlAttributes={{ lang: LANGUAGE_INFO[lang].tag }}>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {languages.map(({ hreflang, href }) => (
        // Spelt in lower case: Helmet writes the server's tags with the prop names as given.
        <link key={hreflang} rel="alternate" {...{ hreflang }} href={href} />
      ))}
      <meta property="og:title" content={title ?? site.siteTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:type" content={article ? "article" : "website"} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(preview.width)} />
      <meta property="og:image:height" content={String(preview.height)} />
      <meta property="og:image:alt" content={preview.alt} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={LANGUAGE_INFO[lang].ogLocale} />
      {otherLocales.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article && <meta property="article:modified_time" content={article.modifiedTime} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title ?? site.siteTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={preview.alt} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {serialiseJsonLd(data)}
        </script>
      ))}
    </Helmet>
  );
}
