import practice from "../../content/practice.json";
import home from "../../content/home.json";
import privacy from "../../content/privacy.json";
import schedule from "../../content/schedule.json";
import services from "../../content/services.json";
import { venueFeesShown, venueSummaries, weekText } from "../../src/i18n/schedule-text";
import { STRINGS } from "../../src/i18n/strings";
import { practiceHi, privacyHi, scheduleHi, servicesHi } from "./hindi-content";

/** A content file's nodes as gatsby-node tags them, with their language. */
const inLanguage = <T extends object>(lang: string, nodes: readonly T[]) =>
  nodes.map((node) => ({ ...node, fields: { lang } }));

/**
 * The schedule with what the build's resolvers write into it (gatsby/schema.ts): its week in words,
 * its venues' fees in rupees.
 */
export const scheduleAsBuilt = (lang: "en" | "hi", data: typeof schedule) => ({
  ...data,
  week: {
    hospital: weekText(data.venues[0]!, STRINGS[lang].schedule).join(STRINGS[lang].schedule.listSeparator),
    venues: venueSummaries(data.venues, STRINGS[lang].schedule),
  },
  feesShown: venueFeesShown(data.venues, lang),
});

const shareImage = { childImageSharp: { resize: { src: "/static/abc/share.jpg", width: 1200, height: 630 } } };

/**
 * What the site's static queries return, taken from the real content files (both languages) so
 * component tests see what visitors see. Components read only the fields their own query selects.
 */
export const staticQueryData = {
  allPracticeJson: {
    nodes: [...inLanguage("en", [{ ...practice, shareImage }]), ...inLanguage("hi", [{ ...practiceHi, shareImage }])],
  },
  allScheduleJson: {
    nodes: [
      ...inLanguage("en", [scheduleAsBuilt("en", schedule)]),
      ...inLanguage("hi", [scheduleAsBuilt("hi", scheduleHi)]),
    ],
  },
  allHomeJson: { nodes: [home] },
  allPrivacyJson: { nodes: [...inLanguage("en", [privacy]), ...inLanguage("hi", [privacyHi])] },
  allServicesJson: { nodes: [...inLanguage("en", services), ...inLanguage("hi", servicesHi)] },
  site: { siteMetadata: { siteUrl: practice.siteUrl }, buildTime: new Date().toISOString() },
};
