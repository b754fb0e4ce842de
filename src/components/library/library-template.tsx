import type { ShownEstimate } from "../../i18n/estimate-text";
import type { ReactNode } from "react";
import { usePractice } from "../../hooks/use-practice";
import { useLanguage, useStrings } from "../../i18n/context";
import { localisedPath } from "../../i18n/languages";
import type { LibraryKind, LibraryLinks, LibraryPageFields } from "../../lib/library";
import { libraryPath } from "../../lib/paths";
import type { LibraryFacts } from "../../lib/structured-data";
import { absoluteUrl } from "../../lib/site-url";
import { Layout } from "../layout/layout";
import { Seo } from "../seo";
import { HydrationBoundary } from "../ui/hydration-boundary";

/** What a library page's context carries (gatsby/library.ts). */
export interface LibraryPageContext {
  id: string;
  links: LibraryLinks;
  shown: LibraryPageFields["shown"];
  /** An operation's estimates in words, written at build time. */
  costs?: ShownEstimate[];
}

/** The front matter both kinds' queries select (the LibraryPageFront fragment), pictures included. */
type Front = Queries.LibraryPageFrontFragment;

interface LibraryTemplateProps<F extends Front> {
  kind: LibraryKind;
  front: F;
  path: string;
  context: LibraryPageContext;
  /** What its JSON-LD says the page is about, beyond its name. */
  about: LibraryFacts["about"];
  /** The page's view, given its fields, the emergency line and the disclaimer. */
  render: (page: F & LibraryPageFields, practice: { emergencyPhone: string; disclaimer: string }) => ReactNode;
}

/** A library page's head (title, description, picture, JSON-LD) and layout around its view. */
export function LibraryTemplate<F extends Front>({
  kind,
  front,
  path,
  context,
  about,
  render,
}: LibraryTemplateProps<F>) {
  const practice = usePractice();
  const lang = useLanguage();
  const strings = useStrings();
  const preview = front.preview.childImageSharp?.resize;
  if (!preview?.src || !preview.width || !preview.height) throw new Error(`No preview image for ${path}`);
  const imageData = front.image.childImageSharp?.gatsbyImageData;
  const page = {
    ...front,
    // YYYY-MM-DD, however the front matter wrote the date.
    lastReviewed: front.lastReviewed.slice(0, 10),
    nextReview: front.nextReview.slice(0, 10),
    shown: context.shown,
    path,
    image: imageData ? { kind: "processed" as const, data: imageData, alt: front.imageAlt } : null,
  };
  const breadcrumb = [
    { name: strings.breadcrumb.home, path: localisedPath(lang, "/") },
    { name: strings.library[kind], path: localisedPath(lang, libraryPath(kind)) },
    { name: front.title, path },
  ];
  return (
    <Layout pathname={path}>
      <Seo
        title={front.title}
        description={front.description}
        path={path}
        image={{ src: preview.src, width: preview.width, height: preview.height, alt: front.imageAlt }}
        article={{ publishedTime: page.lastReviewed, modifiedTime: page.lastReviewed }}
        facts={{
          type: "library",
          page: {
            title: front.title,
            otherNames: front.otherNames,
            description: front.description,
            path,
            language: practice.language,
            image: absoluteUrl(practice.siteUrl, preview.src),
            lastReviewed: page.lastReviewed,
            reviewedBy: front.reviewedBy,
            breadcrumb,
            about,
          },
        }}
      />
      <HydrationBoundary>
        {render(page, { emergencyPhone: practice.phones.emergency, disclaimer: practice.articleDisclaimer })}
      </HydrationBoundary>
    </Layout>
  );
}
