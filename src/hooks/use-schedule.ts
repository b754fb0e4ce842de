import { graphql, useStaticQuery } from "gatsby";
import { useLanguage } from "../i18n/context";
import type { Practice } from "../lib/content-model";
import { usePractice } from "./use-practice";

/**
 * Where and when the surgeon consults (content/schedule.json, with content/hi/schedule.json's text
 * on Hindi pages): the one way components read it. A venue without its own phone or WhatsApp number
 * gives the practice's (the appointment desk, the practice's WhatsApp). `hospital` is the first
 * venue, the surgeon's hospital. `week` is each venue's week in words and each venue's `feesShown`
 * its fees in rupees, both written by the build.
 */
export function useSchedule() {
  const data = useStaticQuery<Queries.ScheduleQuery>(graphql`
    query Schedule {
      allScheduleJson {
        nodes {
          fields {
            lang
          }
          venues {
            id
            name
            streetAddress
            locality
            region
            postalCode
            country
            phone
            whatsapp
            mapQuery
            latitude
            longitude
            fees {
              firstVisit
              followUp
            }
            slots {
              days
              opens
              closes
            }
          }
          notices {
            from
            to
            venue
            message
          }
          week {
            hospital
            venues
          }
          feesShown {
            venue
            firstVisit
            followUp
          }
        }
      }
    }
  `);
  const lang = useLanguage();
  const practice = usePractice();
  const schedule = data.allScheduleJson.nodes.find((node) => node.fields.lang === lang);
  if (!schedule) throw new Error(`content/schedule.json is missing in "${lang}"`);
  return resolveSchedule(schedule, practice);
}

/** The schedule as pages show it: each venue's numbers given, its address in one line. */
export function resolveSchedule(
  schedule: Omit<Queries.ScheduleQuery["allScheduleJson"]["nodes"][number], "fields">,
  practice: Pick<Practice, "phones" | "whatsapp">,
) {
  const venues = schedule.venues.map((venue) => ({
    ...venue,
    feesShown: schedule.feesShown.find((shown) => shown.venue === venue.id) ?? { firstVisit: null, followUp: null },
    phone: venue.phone || practice.phones.booking,
    whatsapp: venue.whatsapp || practice.whatsapp.number,
    address: `${venue.streetAddress}, ${venue.locality}, ${venue.region} ${venue.postalCode}`,
  }));
  const hospital = venues[0];
  if (!hospital) throw new Error("content/schedule.json: venues is empty");
  return { venues, hospital, notices: schedule.notices ?? [], week: schedule.week };
}

export type Schedule = ReturnType<typeof resolveSchedule>;
export type Venue = Schedule["venues"][number];
