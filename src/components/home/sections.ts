import { createElement, type ComponentType, type ReactElement } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Practice } from "../../hooks/use-practice";
import type { Schedule } from "../../hooks/use-schedule";
import type { HomeSectionId } from "../../lib/home-sections";
import { lazyPart, type LazyPart } from "../ui/lazy-part";
import { Hero } from "./hero";

/** What the home page gives its sections: its query's data, checked, and the practice's details. */
export interface HomeContent {
  data: Queries.HomePageQuery;
  home: Queries.HomePageQuery["homeJson"] & object;
  portrait: IGatsbyImageData;
  practice: Practice;
  schedule: Schedule;
}

/** A section as the home page renders it, given its content and its id (its anchor). */
interface HomePart {
  render: (content: HomeContent, id: string) => ReactElement;
  /** Its code, where that is a chunk of its own; none where it is in the page's JavaScript. */
  lazy?: LazyPart<never>;
}

/** A section whose code is in the page's JavaScript (the hero): it hydrates in idle time too. */
function inPage<P extends object>(
  Component: ComponentType<P>,
  props: (content: HomeContent, id: string) => P,
): HomePart {
  return { render: (content, id) => createElement(Component, props(content, id)) };
}

/**
 * A section whose code is a chunk of its own (`lazyPart`): fetched when the section comes near the
 * viewport or the visitor reaches into it, so a visitor who reads the first screen never loads it.
 */
function inChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
  props: (content: HomeContent, id: string) => P,
): HomePart {
  const Part = lazyPart(load);
  return { render: (content, id) => createElement(Part, props(content, id)), lazy: Part };
}

/** A value the home page cannot do without: the build stops, naming it, if content/ lacks it. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The home page needs ${what}`);
  return value;
}

/**
 * Each home section's component and what it is given, by its id in the registry
 * (src/lib/home-sections.ts), which sets the sections' order and anchors. A section missing here,
 * or one the registry does not list, is a type error.
 */
export const HOME_PARTS: Record<HomeSectionId, HomePart> = {
  top: inPage(Hero, ({ home, practice, portrait }) => ({
    eyebrowText: home.hero.eyebrow,
    name: practice.name,
    credentials: practice.credentials,
    title: practice.title,
    description: practice.description,
    directLine: practice.phones.direct,
    directLineLabel: home.hero.directLineLabel,
    portrait,
    portraitAlt: practice.portraitAlt,
    badge: practice.experienceBadge,
  })),
  about: inChunk(
    () => import("./about-section").then((m) => m.AboutSection),
    ({ data, schedule }, id) => ({
      id,
      about: required(data.aboutJson, "content/about.json"),
      weeks: schedule.week.venues,
    }),
  ),
  services: inChunk(
    () => import("./services-section").then((m) => m.ServicesSection),
    ({ data, home }, id) => ({ id, content: home, services: data.allServicesJson.nodes, library: data.library.nodes }),
  ),
  qualifications: inChunk(
    () => import("./qualifications-section").then((m) => m.QualificationsSection),
    ({ data }, id) => ({ id, content: required(data.qualificationsJson, "content/qualifications.json") }),
  ),
  experience: inChunk(
    () => import("./experience-section").then((m) => m.ExperienceSection),
    ({ data }, id) => ({ id, content: required(data.experienceJson, "content/experience.json") }),
  ),
  testimonials: inChunk(
    () => import("./testimonials-section").then((m) => m.TestimonialsSection),
    ({ data, home }, id) => ({
      id,
      heading: home.testimonials.heading,
      intro: home.testimonials.intro,
      testimonials: data.allTestimonialsJson.nodes,
    }),
  ),
  contact: inChunk(
    () => import("./contact-section").then((m) => m.ContactSection),
    ({ home, practice, schedule }, id) => ({ id, content: home, practice, schedule }),
  ),
};

/** The sections' chunks, which the page fetches before it renders where React renders it whole. */
export const SECTION_CHUNKS = Object.values(HOME_PARTS).flatMap((part) => (part.lazy ? [part.lazy] : []));
