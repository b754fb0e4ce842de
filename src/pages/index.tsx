import { graphql, type PageProps } from "gatsby";
import { Hero } from "../components/home/hero";
import { Layout } from "../components/layout/layout";
import { imageSrc } from "../components/ui/content-image";
import { HydrationBoundary } from "../components/ui/hydration-boundary";
import { lazyPart, preloadParts } from "../components/ui/lazy-part";
import { Seo } from "../components/seo";
import { usePractice } from "../hooks/use-practice";
import { useLanguage } from "../i18n/context";
import { localisedPath } from "../i18n/languages";
import { absoluteUrl } from "../lib/site-url";

// The sections below the hero: each one's code is fetched when it comes near the viewport.
const AboutSection = lazyPart(() => import("../components/home/about-section").then((m) => m.AboutSection));
const ServicesSection = lazyPart(() => import("../components/home/services-section").then((m) => m.ServicesSection));
const QualificationsSection = lazyPart(() =>
  import("../components/home/qualifications-section").then((m) => m.QualificationsSection),
);
const ExperienceSection = lazyPart(() =>
  import("../components/home/experience-section").then((m) => m.ExperienceSection),
);
const TestimonialsSection = lazyPart(() =>
  import("../components/home/testimonials-section").then((m) => m.TestimonialsSection),
);
const ContactSection = lazyPart(() => import("../components/home/contact-section").then((m) => m.ContactSection));

await preloadParts(
  AboutSection,
  ServicesSection,
  QualificationsSection,
  ExperienceSection,
  TestimonialsSection,
  ContactSection,
);

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The home page needs ${what}`);
  return value;
}

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const practice = usePractice();
  const lang = useLanguage();
  const home = required(data.homeJson, "content/home.json");
  // The portrait at the size this page shows it; every other detail comes from usePractice().
  const portrait = required(data.practiceJson?.portrait.childImageSharp?.gatsbyImageData, "the portrait image");

  return (
    <Layout pathname={location.pathname}>
      <Seo
        path={localisedPath(lang, "/")}
        facts={{
          type: "practice",
          imageUrl: absoluteUrl(practice.siteUrl, imageSrc(portrait) ?? "/"),
          page: { path: localisedPath(lang, "/"), language: practice.language },
        }}
      />
      <HydrationBoundary>
        <Hero
          eyebrowText={home.hero.eyebrow}
          name={practice.name}
          credentials={practice.credentials}
          title={practice.title}
          description={practice.description}
          directLine={practice.phones.direct}
          directLineLabel={home.hero.directLineLabel}
          portrait={portrait}
          portraitAlt={practice.portraitAlt}
          badge={practice.experienceBadge}
        />
      </HydrationBoundary>
      <HydrationBoundary idle={false}>
        <AboutSection
          about={required(data.aboutJson, "content/about.json")}
          availabilityHours={practice.hours.aboutCard}
        />
      </HydrationBoundary>
      <HydrationBoundary idle={false}>
        <ServicesSection content={home} services={data.allServicesJson.nodes} />
      </HydrationBoundary>
      <HydrationBoundary idle={false}>
        <QualificationsSection content={required(data.qualificationsJson, "content/qualifications.json")} />
      </HydrationBoundary>
      <HydrationBoundary idle={false}>
        <ExperienceSection content={required(data.experienceJson, "content/experience.json")} />
      </HydrationBoundary>
      <HydrationBoundary idle={false}>
        <TestimonialsSection
          heading={home.testimonials.heading}
          intro={home.testimonials.intro}
          testimonials={data.allTestimonialsJson.nodes}
        />
      </HydrationBoundary>
      <HydrationBoundary idle={false}>
        <ContactSection content={home} practice={practice} />
      </HydrationBoundary>
    </Layout>
  );
}

export const query = graphql`
  query HomePage($lang: String!) {
    practiceJson(fields: { lang: { eq: $lang } }) {
      portrait {
        childImageSharp {
          gatsbyImageData(width: 416, aspectRatio: 0.8, sizes: "(min-width: 448px) 416px, calc(100vw - 32px)")
        }
      }
    }
    homeJson(fields: { lang: { eq: $lang } }) {
      hero {
        eyebrow
        directLineLabel
      }
      services {
        heading
        intro
        cta {
          title
          text
        }
      }
      testimonials {
        heading
        intro
      }
      contact {
        heading
        intro
        formTitle
        formNote
      }
    }
    aboutJson(fields: { lang: { eq: $lang } }) {
      heading
      intro
      cards {
        icon
        title
        text
      }
      availabilityCard {
        icon
        title
      }
      profileHeading
      profile
      facts {
        value
        label
      }
    }
    allServicesJson(filter: { fields: { lang: { eq: $lang } } }) {
      nodes {
        slug
        title
        icon
        description
        details
        imageAlt
        features
        image {
          childImageSharp {
            gatsbyImageData(width: 576, aspectRatio: 1.5, sizes: "(min-width: 768px) 560px, calc(100vw - 32px)")
          }
        }
      }
    }
    qualificationsJson(fields: { lang: { eq: $lang } }) {
      heading
      intro
      degrees {
        degree
        institution
        years
        description
      }
      continuingEducation {
        title
        text
        items
      }
    }
    experienceJson(fields: { lang: { eq: $lang } }) {
      heading
      intro
      positions {
        position
        duration
        hospital
        description
      }
      expertiseHeading
      expertise
      affiliationsHeading
      affiliations
    }
    allTestimonialsJson(filter: { fields: { lang: { eq: $lang } } }) {
      nodes {
        jsonId
        content
        name
        title
        avatar {
          childImageSharp {
            gatsbyImageData(width: 64, height: 64, placeholder: NONE)
          }
        }
      }
    }
  }
`;
