import about from "../../content/about.json";
import blog from "../../content/blog.json";
import experience from "../../content/experience.json";
import aboutText from "../../content/hi/about.json";
import blogText from "../../content/hi/blog.json";
import experienceText from "../../content/hi/experience.json";
import homeText from "../../content/hi/home.json";
import practiceText from "../../content/hi/practice.json";
import privacyText from "../../content/hi/privacy.json";
import qualificationsText from "../../content/hi/qualifications.json";
import scheduleText from "../../content/hi/schedule.json";
import servicesText from "../../content/hi/services.json";
import testimonialsText from "../../content/hi/testimonials.json";
import home from "../../content/home.json";
import practice from "../../content/practice.json";
import privacy from "../../content/privacy.json";
import qualifications from "../../content/qualifications.json";
import schedule from "../../content/schedule.json";
import services from "../../content/services.json";
import testimonials from "../../content/testimonials.json";
import {
  ABOUT,
  BLOG,
  EXPERIENCE,
  HOME,
  PRACTICE,
  PRIVACY,
  QUALIFICATIONS,
  SCHEDULE,
  SERVICES,
  TESTIMONIALS,
  withSharedFacts,
} from "../../src/lib/content-model";

/**
 * The Hindi content as the build makes it: each content/hi/ file holds only the translated text,
 * and the facts that are the same in every language come from the English file (withSharedFacts),
 * so the tests expect what the Hindi pages show.
 */
export const aboutHi = withSharedFacts(ABOUT, about, aboutText);
export const blogHi = withSharedFacts(BLOG, blog, blogText);
export const experienceHi = withSharedFacts(EXPERIENCE, experience, experienceText);
export const homeHi = withSharedFacts(HOME, home, homeText);
export const practiceHi = withSharedFacts(PRACTICE, practice, practiceText);
export const qualificationsHi = withSharedFacts(QUALIFICATIONS, qualifications, qualificationsText);
export const privacyHi = withSharedFacts(PRIVACY, privacy, privacyText);
export const scheduleHi = withSharedFacts(SCHEDULE, schedule, scheduleText);
export const servicesHi = withSharedFacts(SERVICES, services, servicesText);
export const testimonialsHi = withSharedFacts(TESTIMONIALS, testimonials, testimonialsText);
