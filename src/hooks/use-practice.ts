import { graphql, useStaticQuery } from "gatsby";

/** The practice's details (content/practice.json), read once for every component that shows them. */
export function usePractice(): Queries.PracticeQuery["practiceJson"] & object {
  const data = useStaticQuery<Queries.PracticeQuery>(graphql`
    query Practice {
      practiceJson {
        name
        shortName
        credentials
        title
        tagline
        company
        medicalSpecialties
        phones {
          direct
          booking
          emergency
        }
        email
        hospital {
          name
          streetAddress
          locality
          region
          postalCode
          country
        }
        openingHours {
          days
          opens
          closes
        }
        hours {
          bookingDialog
          aboutCard
          contactAndFooter
        }
        mapQuery
        registration
        bookingDialog {
          title
          subtitle
        }
        footer {
          blurb
          emergencyNote
        }
        articleDisclaimer
        whatsapp {
          number
          greeting
        }
        contactForm {
          delivery
          endpoint
        }
        newsletterForm {
          delivery
          endpoint
        }
      }
    }
  `);
  if (!data.practiceJson) throw new Error("content/practice.json is missing");
  return data.practiceJson;
}

export type Practice = ReturnType<typeof usePractice>;
