import type {
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  DayOfWeek,
  Graph,
  MedicalClinic,
  MedicalSpecialty,
  IndividualPhysician,
  MedicalCondition,
  MedicalProcedure,
  MedicalWebPage,
  OpeningHoursSpecification,
  PostalAddress,
  WebPage,
  WithContext,
} from "schema-dts";
import type { Notice, Practice, Venue } from "./content-model";
import { concerns, weeklyRuns } from "./schedule";
import { absoluteUrl } from "./site-url";

/** The practice facts the structured data needs (content/practice.json). */
export type PracticeFacts = Pick<Practice, "name" | "credentials" | "title" | "medicalSpecialties" | "email"> & {
  phones: Pick<Practice["phones"], "direct" | "booking">;
};

/**
 * A venue of the schedule (content/schedule.json), its phone given (the desk's, where it has none),
 * with its consultation fees and the ways to pay there (content/payment.json), where known.
 */
export type VenueFacts = Omit<Venue, "phone" | "fees" | "mapQuery" | "whatsapp"> & {
  phone: string;
  fees?: Venue["fees"];
  paymentAccepted?: readonly string[];
};

/** Where and when the surgeon consults; `closures` are the notices in force when the site was built. */
export interface ScheduleFacts {
  venues: readonly VenueFacts[];
  closures: readonly Notice[];
}

function postalAddress(venue: VenueFacts): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: venue.streetAddress,
    addressLocality: venue.locality,
    addressRegion: venue.region,
    postalCode: venue.postalCode,
    addressCountry: venue.country,
  };
}

const isNumber = (value: unknown): value is number => typeof value === "number";

/** schema.org's priceRange for a venue's consultation: "₹400–₹800", or one fee, or nothing. */
export function priceRange(fees: { firstVisit?: number | null; followUp?: number | null }): string | undefined {
  const amounts = [fees.firstVisit, fees.followUp].filter((fee): fee is number => typeof fee === "number");
  if (amounts.length === 0) return undefined;
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return low === high ? `₹${low}` : `₹${low}–₹${high}`;
}

/** A venue's week as schema.org opening hours: one entry per run of days with the same hours. */
function openingHours(venue: VenueFacts): OpeningHoursSpecification[] {
  return weeklyRuns(venue).map((run) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: run.days.map((day) => `https://schema.org/${day}` as DayOfWeek),
    opens: run.opens,
    closes: run.closes,
  }));
}

/** Notices that close a venue, as schema.org's closed days (opens and closes at 00:00 on those dates). */
function closedDays(venue: VenueFacts, closures: readonly Notice[]): OpeningHoursSpecification[] {
  return closures
    .filter((notice) => concerns(notice, venue.id))
    .map((notice) => ({
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: notice.from,
      validThrough: notice.to,
    }));
}

/**
 * The home page's graph: the surgeon (an IndividualPhysician), affiliated with the hospital (the
 * schedule's first venue), and a MedicalClinic for each venue where he consults, with its hours.
 * Testimonials are deliberately left out: self-published reviews are not eligible for rich results.
 */
export function practiceGraph(
  practice: PracticeFacts,
  schedule: ScheduleFacts,
  siteUrl: string,
  imageUrl: string,
  page: { path: string; language: string } = { path: "/", language: "en-IN" },
): Graph {
  const pageUrl = absoluteUrl(siteUrl, page.path);
  const clinicId = (venue: VenueFacts) => absoluteUrl(siteUrl, `/#venue-${venue.id}`);
  const [hospital] = schedule.venues;
  const clinics: MedicalClinic[] = schedule.venues.map((venue) => {
    const closed = closedDays(venue, schedule.closures);
    const range = venue.fees ? priceRange(venue.fees) : undefined;
    return {
      "@type": "MedicalClinic",
      "@id": clinicId(venue),
      name: `${practice.name} – ${venue.name}`,
      url: pageUrl,
      image: imageUrl,
      telephone: venue.phone,
      address: postalAddress(venue),
      ...(isNumber(venue.latitude) && isNumber(venue.longitude)
        ? { geo: { "@type": "GeoCoordinates", latitude: venue.latitude, longitude: venue.longitude } }
        : {}),
      openingHoursSpecification: openingHours(venue),
      ...(closed.length > 0 ? { specialOpeningHoursSpecification: closed } : {}),
      medicalSpecialty: practice.medicalSpecialties.map((specialty) => specialty as MedicalSpecialty),
      // What a visit costs and how to pay (DECISIONS.md 20), in schema.org's own properties.
      ...(range ? { priceRange: range } : {}),
      ...(venue.paymentAccepted && venue.paymentAccepted.length > 0
        ? { paymentAccepted: venue.paymentAccepted.join(", ") }
        : {}),
      currenciesAccepted: "INR",
    };
  });
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
    ...(hospital
      ? {
          hospitalAffiliation: { "@type": "Hospital", name: hospital.name, address: postalAddress(hospital) },
          address: postalAddress(hospital),
        }
      : {}),
    practicesAt: schedule.venues.map((venue) => ({ "@id": clinicId(venue) })),
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
  return { "@context": "https://schema.org", "@graph": [webPage, physician, ...clinics] };
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
    breadcrumbList(
      [article.breadcrumb.home, article.breadcrumb.blog, { name: article.title, path: article.path }],
      siteUrl,
    ),
  ];
}

/** A trail of pages, the page itself last, as a BreadcrumbList. */
function breadcrumbList(
  steps: ReadonlyArray<{ name: string; path: string }>,
  siteUrl: string,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(siteUrl, step.path),
    })),
  };
}

/** A library page, as its structured data needs it. */
export interface LibraryFacts {
  title: string;
  otherNames?: readonly string[] | null;
  description: string;
  path: string;
  language: string;
  image: string;
  lastReviewed: string;
  reviewedBy: string;
  /** From the home page to the page itself. */
  breadcrumb: ReadonlyArray<{ name: string; path: string }>;
  about:
    | { type: "condition"; symptoms: readonly string[]; treatments: ReadonlyArray<{ name: string; path: string }> }
    | {
        type: "procedure";
        /** The checklist, the recovery's stages and the day, as the front matter has them. */
        preparation: readonly string[];
        recovery: ReadonlyArray<{ when: string; what: string }>;
        dayOf: string;
      };
}

/** Text on one line: the line breaks and indents of a YAML block become single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A library page as a MedicalWebPage, reviewed by the surgeon, about a MedicalCondition (its
 * symptoms and the operations for it) or a MedicalProcedure (preparation, follow-up, how it is
 * done), with its breadcrumb trail. Other names, checklist items and recovery stages are lists of
 * texts, as schema.org lets any property repeat, so no item runs into the next.
 */
export function libraryGraph(
  page: LibraryFacts,
  siteUrl: string,
): [WithContext<MedicalWebPage>, WithContext<BreadcrumbList>] {
  const url = absoluteUrl(siteUrl, page.path);
  const alternateName = page.otherNames?.length ? { alternateName: page.otherNames } : {};
  const about: MedicalCondition | MedicalProcedure =
    page.about.type === "condition"
      ? {
          "@type": "MedicalCondition",
          name: page.title,
          ...alternateName,
          signOrSymptom: page.about.symptoms.map((name) => ({ "@type": "MedicalSignOrSymptom", name })),
          // schema.org's range for possibleTreatment is MedicalTherapy, a kind of MedicalProcedure.
          possibleTreatment: page.about.treatments.map((treatment) => ({
            "@type": "MedicalTherapy",
            name: treatment.name,
            url: absoluteUrl(siteUrl, treatment.path),
          })),
        }
      : {
          "@type": "MedicalProcedure",
          name: page.title,
          ...alternateName,
          preparation: page.about.preparation.map(oneLine),
          followup: page.about.recovery.map((stage) => `${oneLine(stage.when)} – ${oneLine(stage.what)}`),
          howPerformed: oneLine(page.about.dayOf),
        };
  return [
    {
      "@context": "https://schema.org",
      "@type": "MedicalWebPage",
      "@id": `${url}#webpage`,
      url,
      name: page.title,
      description: page.description,
      inLanguage: page.language,
      image: page.image,
      lastReviewed: page.lastReviewed,
      reviewedBy: { "@type": "IndividualPhysician", "@id": absoluteUrl(siteUrl, "/#physician"), name: page.reviewedBy },
      audience: { "@type": "MedicalAudience", audienceType: "Patient" },
      about,
    },
    breadcrumbList(page.breadcrumb, siteUrl),
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

/** A page of the practice's own (your visit): what it is and its language. */
export function webPageGraph(
  page: { title: string; description: string; path: string; language: string },
  siteUrl: string,
): WithContext<WebPage> {
  const url = absoluteUrl(siteUrl, page.path);
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
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
  | { type: "practice"; imageUrl: string; page: { path: string; language: string }; schedule: ScheduleFacts }
  | { type: "article"; article: ArticleFacts; logoUrl: string }
  | { type: "listing"; page: { title: string; description: string; path: string; language: string } }
  | { type: "webpage"; page: { title: string; description: string; path: string; language: string } }
  | { type: "library"; page: LibraryFacts };

/** A page's JSON-LD, one object per script. */
export function structuredData(facts: PageFacts, practice: PracticeFacts, siteUrl: string): object[] {
  switch (facts.type) {
    case "practice":
      return [practiceGraph(practice, facts.schedule, siteUrl, facts.imageUrl, facts.page)];
    case "article":
      return articleGraph(facts.article, practice, siteUrl, facts.logoUrl);
    case "listing":
      return [listingGraph(facts.page, siteUrl)];
    case "webpage":
      return [webPageGraph(facts.page, siteUrl)];
    case "library":
      return libraryGraph(facts.page, siteUrl);
  }
}
