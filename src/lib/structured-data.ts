import type {
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  DayOfWeek,
  Graph,
  MedicalClinic,
  MedicalSpecialty,
  IndividualPhysician,
  OpeningHoursSpecification,
  PostalAddress,
  WebPage,
  WithContext,
} from "schema-dts";
import { absoluteUrl } from "./site-url";

/** The practice facts the structured data needs (a subset of content/practice.json). */
export interface PracticeFacts {
  name: string;
  credentials: readonly string[];
  title: string;
  medicalSpecialties: readonly string[];
  phones: { direct: string; booking: string };
  email: string;
  hospital: {
    name: string;
    streetAddress: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  openingHours: { days: readonly string[]; opens: string; closes: string };
}

function postalAddress({ hospital }: PracticeFacts): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: hospital.streetAddress,
    addressLocality: hospital.locality,
    addressRegion: hospital.region,
    postalCode: hospital.postalCode,
    addressCountry: hospital.country,
  };
}

function openingHours({ openingHours: hours }: PracticeFacts): OpeningHoursSpecification {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: hours.days.map((day) => `https://schema.org/${day}` as DayOfWeek),
    opens: hours.opens,
    closes: hours.closes,
  };
}

/**
 * The home page's graph: the surgeon (an IndividualPhysician) and the clinic where he consults.
 * Testimonials are deliberately left out: self-published reviews are not eligible for rich results.
 */
export function practiceGraph(
  practice: PracticeFacts,
  siteUrl: string,
  imageUrl: string,
  page: { path: string; language: string } = { path: "/", language: "en-IN" },
): Graph {
  const clinicId = absoluteUrl(siteUrl, "/#clinic");
  const pageUrl = absoluteUrl(siteUrl, page.path);
  const physician: IndividualPhysician = {
    "@type": "IndividualPhysician",
    "@id": absoluteUrl(siteUrl, "/#physician"),
    name: practice.name,
    description: practice.title,
    url: pageUrl,
    image: imageUrl,
    telephone: practice.phones.direct,
    email: practice.email,
    medicalSpecialty: practice.medicalSpecialties.map((specialty) => specialty as MedicalSpecialty),
    hasCredential: practice.credentials.map((credential) => ({
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "degree",
      name: credential,
    })),
    hospitalAffiliation: { "@type": "Hospital", name: practice.hospital.name, address: postalAddress(practice) },
    practicesAt: { "@id": clinicId },
    address: postalAddress(practice),
    openingHoursSpecification: openingHours(practice),
  };
  const clinic: MedicalClinic = {
    "@type": "MedicalClinic",
    "@id": clinicId,
    name: `${practice.name} – ${practice.hospital.name}`,
    url: pageUrl,
    image: imageUrl,
    telephone: practice.phones.booking,
    address: postalAddress(practice),
    openingHoursSpecification: openingHours(practice),
    medicalSpecialty: practice.medicalSpecialties.map((specialty) => specialty as MedicalSpecialty),
  };
  // The page itself, so search engines know which language this edition is in.
  const webPage: WebPage = {
    "@type": "WebPage",
    "@id": `${pageUrl}#webpage`,
    url: pageUrl,
    name: practice.name,
    inLanguage: page.language,
    about: { "@id": absoluteUrl(siteUrl, "/#physician") },
  };
  return { "@context": "https://schema.org", "@graph": [webPage, physician, clinic] };
}

export interface ArticleFacts {
  title: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified: string;
  images: readonly string[];
  author: string;
  language: string;
  /** The trail's first two steps, in the article's language. */
  breadcrumb: { home: { name: string; path: string }; blog: { name: string; path: string } };
}

/** An article as a BlogPosting by the surgeon, with its breadcrumb trail. */
export function articleGraph(
  article: ArticleFacts,
  practice: Pick<PracticeFacts, "name" | "credentials" | "title">,
  siteUrl: string,
  logoUrl: string,
): [WithContext<BlogPosting>, WithContext<BreadcrumbList>] {
  const url = absoluteUrl(siteUrl, article.path);
  return [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      "@id": `${url}#article`,
      mainEntityOfPage: url,
      url,
      headline: article.title,
      description: article.description,
      image: [...article.images],
      datePublished: article.datePublished,
      dateModified: article.dateModified,
      inLanguage: article.language,
      author: {
        "@type": "Person",
        name: article.author,
        honorificSuffix: practice.credentials.join(", "),
        jobTitle: practice.title,
        url: absoluteUrl(siteUrl, "/#about"),
      },
      publisher: {
        "@type": "Organization",
        name: practice.name,
        url: absoluteUrl(siteUrl, "/"),
        logo: { "@type": "ImageObject", url: logoUrl },
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: article.breadcrumb.home.name,
          item: absoluteUrl(siteUrl, article.breadcrumb.home.path),
        },
        {
          "@type": "ListItem",
          position: 2,
          name: article.breadcrumb.blog.name,
          item: absoluteUrl(siteUrl, article.breadcrumb.blog.path),
        },
        { "@type": "ListItem", position: 3, name: article.title, item: url },
      ],
    },
  ];
}

/** A listing page of the blog (all articles, a category, a later page), in its language. */
export function listingGraph(
  page: { title: string; description: string; path: string; language: string },
  siteUrl: string,
): WithContext<CollectionPage> {
  const url = absoluteUrl(siteUrl, page.path);
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: page.language,
  };
}

/** JSON for a <script type="application/ld+json">; "<" is escaped so no text can close the tag. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * What a page is, as its structured data needs it. Pages hand this to `Seo`, and the head builds
 * the JSON-LD, so the builders load in the browser only with the head (src/components/seo.tsx).
 */
export type PageFacts =
  | { type: "practice"; imageUrl: string; page: { path: string; language: string } }
  | { type: "article"; article: ArticleFacts; logoUrl: string }
  | { type: "listing"; page: { title: string; description: string; path: string; language: string } };

/** A page's JSON-LD, one object per script. */
export function structuredData(facts: PageFacts, practice: PracticeFacts, siteUrl: string): object[] {
  switch (facts.type) {
    case "practice":
      return [practiceGraph(practice, siteUrl, facts.imageUrl, facts.page)];
    case "article":
      return articleGraph(facts.article, practice, siteUrl, facts.logoUrl);
    case "listing":
      return [listingGraph(facts.page, siteUrl)];
  }
}
