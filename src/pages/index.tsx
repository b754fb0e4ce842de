import { css } from "@emotion/react";
import { graphql, type PageProps } from "gatsby";
import { HOME_PARTS, required, SECTION_CHUNKS } from "../components/home/sections";
import { Layout } from "../components/layout/layout";
import { imageSrc } from "../components/ui/content-image";
import { HydrationBoundary } from "../components/ui/hydration-boundary";
import { preloadParts } from "../components/ui/lazy-part";
import { Seo } from "../components/seo";
import { usePractice } from "../hooks/use-practice";
import { useHomeSections } from "../hooks/use-home-sections";
import { useSchedule } from "../hooks/use-schedule";
import { useBuildTime } from "../hooks/use-india-clock";
import { indiaClock, noticesOn } from "../lib/schedule";
import { ScheduleNotices } from "../components/ui/schedule-notices";
import { useLanguage } from "../i18n/context";
import { localisedPath } from "../i18n/languages";
import { absoluteUrl } from "../lib/site-url";
import { space, widths } from "../styles/theme";

await preloadParts(...SECTION_CHUNKS);

/** The notices in force (leave, holidays), above the hero, within the page's width. */
const homeNotices = css`
  width: calc(100% - 2 * ${space.md});
  max-width: calc(${widths.content} - 2 * ${space.md});
  margin: ${space.md} auto 0;
`;

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const practice = usePractice();
  const schedule = useSchedule();
  const sections = useHomeSections();
  const builtOn = indiaClock(useBuildTime()).date;
  const lang = useLanguage();
  const home = required(data.homeJson, "content/home.json");
  // The portrait at the size this page shows it; every other detail comes from usePractice().
  const portrait = required(data.practiceJson?.portrait.childImageSharp?.gatsbyImageData, "the portrait image");
  const content = { data, home, portrait, practice, schedule };

  return (
    <Layout pathname={location.pathname}>
      <Seo
        path={localisedPath(lang, "/")}
        facts={{
          type: "practice",
          imageUrl: absoluteUrl(practice.siteUrl, imageSrc(portrait) ?? "/"),
          page: { path: localisedPath(lang, "/"), language: practice.language },
          schedule: {
            venues: schedule.venues.map((venue) => ({
              ...venue,
              paymentAccepted: data.paymentJson?.venues.find((paying) => paying.venue === venue.id)?.payments,
            })),
            closures: noticesOn(schedule.notices, builtOn),
          },
        }}
      />
      <ScheduleNotices schedule={schedule} css={homeNotices} />
      {sections.map(({ id }) => {
        const part = HOME_PARTS[id];
        // A section whose code is a chunk of its own waits for the viewport or the visitor alone.
        return (
          <HydrationBoundary key={id} idle={!part.lazy}>
            {part.render(content, id)}
          </HydrationBoundary>
        );
      })}
    </Layout>
  );
}

export const query = graphql`
  query HomePage($lang: String!) {
    paymentJson(fields: { lang: { eq: $lang } }) {
      venues {
        venue
        payments
      }
    }
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
    library: allMarkdownRemark(
      filter: { fields: { lang: { eq: $lang }, collection: { in: ["conditions", "treatments"] } } }
      sort: { frontmatter: { title: ASC } }
    ) {
      nodes {
        ...LibraryCardLink
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
