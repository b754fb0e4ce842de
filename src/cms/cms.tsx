import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import CMS from "decap-cms-app";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useMemo, type ReactNode } from "react";
import practiceHi from "../../content/hi/practice.json";
import practiceEn from "../../content/practice.json";
import scheduleHi from "../../content/hi/schedule.json";
import scheduleEn from "../../content/schedule.json";
import servicesEn from "../../content/services.json";
import { ArticleView } from "../components/blog/article-view";
import { PostCard } from "../components/blog/post-card";
import { ServiceCard } from "../components/home/services-section";
import {
  PRACTICE as PRACTICE_MODEL,
  SCHEDULE,
  SERVICES,
  withSharedFacts,
  type Schedule,
  type Service,
} from "../lib/content-model";
import { displayDate, shownDates } from "../lib/date-display";
import type { ConditionFields, LibraryKind, TreatmentFields } from "../lib/library";
import { ConditionView } from "../components/library/condition-view";
import { TreatmentView } from "../components/library/treatment-view";
import { readingTimeLabel } from "../lib/reading-time";
import { IconSprite } from "../components/ui/icon-sprite";
import { LanguageProvider } from "../i18n/context";
import { shownEstimates, type Estimate } from "../i18n/estimate-text";
import { LANGUAGE_INFO, LANGUAGES, type Lang } from "../i18n/languages";
import { STRINGS } from "../i18n/strings";
import { GlobalStyles } from "../styles/global";
import { refuseBrokenRules } from "./pre-save";
import { cmsConfig, gitHostFromEnv, LIST_FILE_FIELD, LIST_FILE_FORMAT, listFileFormat } from "./cms-config";

/**
 * The admin page (/admin/), built by gatsby-plugin-decap-cms as its own bundle: it never loads on
 * the public pages. The collections come from the content model; previews use the site's own
 * components and styles, so staff see the card and the article as patients will.
 */

// decap-server (`npm run cms`); Decap uses it only when /admin/ is opened on localhost.
const localPort = process.env.GATSBY_DECAP_SERVER_PORT || "8081";

/** services.json and testimonials.json are lists; Decap edits a file's fields, so the list is one field. */
CMS.registerCustomFormat(LIST_FILE_FORMAT, "json", listFileFormat);

/** Emotion writes the site's styles into the preview frame's own head, not the admin page's. */
function SiteStyles({ frame, lang, children }: { frame: Document; lang: Lang; children: ReactNode }) {
  const cache = useMemo(() => createCache({ key: "preview", container: frame.head }), [frame]);
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      <IconSprite />
      {/* In the entry's language: its interface words, and the type rules keyed on lang. */}
      <LanguageProvider lang={lang} strings={STRINGS[lang]} alternates={{}}>
        <div lang={LANGUAGE_INFO[lang].tag}>{children}</div>
      </LanguageProvider>
    </CacheProvider>
  );
}

/** A picture the author has chosen, as gatsby-plugin-image data with one source, for the preview. */
function previewImage(src: string, width: number, height: number): IGatsbyImageData {
  return { layout: "constrained", width, height, images: { fallback: { src } } };
}

function text(props: PreviewTemplateComponentProps, field: string): string {
  const value: unknown = props.entry.getIn(["data", field]);
  return value instanceof Date
    ? value.toISOString().slice(0, 10)
    : value === undefined || value === null
      ? ""
      : String(value);
}

/** The practice's details in each language; Hindi's shared facts come from the English file. */
const PRACTICE = { en: practiceEn, hi: withSharedFacts(PRACTICE_MODEL, practiceEn, practiceHi) } as const;
/** The schedule in each language: the venues an estimate names, by their names in the preview's language. */
const SCHEDULES: Record<Lang, Schedule> = {
  en: scheduleEn as Schedule,
  hi: withSharedFacts(SCHEDULE, scheduleEn as Schedule, scheduleHi),
};

const articlePreview = (lang: Lang) =>
  function ArticlePreview(props: PreviewTemplateComponentProps) {
    const practice = PRACTICE[lang];
    // Decap renders the Markdown as it is typed; the site's article styles apply to it.
    const body = props.widgetFor("body");
    const hero = text(props, "hero");
    const words = text(props, "body").split(/\s+/).filter(Boolean).length;
    const post = {
      id: text(props, "id"),
      title: text(props, "title"),
      excerpt: text(props, "excerpt"),
      date: text(props, "date"),
      category: text(props, "category"),
      readingTime: readingTimeLabel(Math.max(1, Math.round(words / 200)), STRINGS[lang].postCard.readingTime),
      image: hero ? { kind: "url" as const, src: props.getAsset(hero).toString(), alt: text(props, "heroAlt") } : null,
      html: "",
      author: text(props, "author"),
      lastReviewed: text(props, "lastReviewed"),
      source: "built-in" as const,
      shownDates: shownDates({ date: text(props, "date"), lastReviewed: text(props, "lastReviewed") }, lang),
    };
    return (
      <SiteStyles frame={props.document} lang={lang}>
        <div style={{ maxWidth: 400, margin: "24px auto" }}>
          <PostCard post={post} eager />
        </div>
        <ArticleView
          post={post}
          body={text(props, "body").trim() ? body : null}
          disclaimer={practice.articleDisclaimer}
          authorRole={practice.title}
        />
      </SiteStyles>
    );
  };

/**
 * A list item's picture, found in its field's own media folder (Decap's types omit getAsset's
 * second argument, which it needs for a folder other than the site-wide one).
 */
function listItemAsset(props: PreviewTemplateComponentProps, fieldName: string, value: string): string {
  const list = props.fields.find((field) => field?.get("name") === LIST_FILE_FIELD);
  const itemFields = list?.get("fields") as PreviewTemplateComponentProps["fields"] | undefined;
  const field = itemFields?.find((item) => item?.get("name") === fieldName);
  const getAsset = props.getAsset as (path: string, field?: unknown) => { toString(): string };
  return getAsset(value, field).toString();
}

const servicesPreview = (lang: Lang) =>
  function ServicesPreview(props: PreviewTemplateComponentProps) {
    const edited: unknown = props.entry.getIn(["data", LIST_FILE_FIELD])?.toJS() ?? [];
    // A translation holds only the words: each entry's slug, icon and picture are the English
    // entry's at its place, as this admin page was built (an English edit shows after a rebuild).
    const entries: readonly Service[] =
      lang === "en" ? (edited as Service[]) : withSharedFacts(SERVICES, servicesEn, edited);
    return (
      <SiteStyles frame={props.document} lang={lang}>
        <div
          style={{
            display: "grid",
            gap: 24,
            padding: 24,
            gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
          }}
        >
          {entries.map((service) => (
            <ServiceCard
              key={service.slug}
              service={{
                ...service,
                features: service.features ?? [],
                image: {
                  childImageSharp: service.image
                    ? { gatsbyImageData: previewImage(listItemAsset(props, "image", service.image), 1200, 800) }
                    : null,
                },
              }}
            />
          ))}
        </div>
      </SiteStyles>
    );
  };

/**
 * A library page as the site shows it: its fields from the entry, its links left out (the build
 * works them out from every page), the practice's emergency line and disclaimer.
 */
const libraryPreview = (kind: LibraryKind, lang: Lang) =>
  function LibraryPreview(props: PreviewTemplateComponentProps) {
    const practice = PRACTICE[lang];
    const data = (props.entry.getIn(["data"])?.toJS() ?? {}) as Record<string, unknown>;
    const image = text(props, "image");
    const page = {
      ...data,
      lastReviewed: text(props, "lastReviewed"),
      nextReview: text(props, "nextReview"),
      shown: {
        lastReviewed: displayDate(text(props, "lastReviewed"), lang),
        nextReview: displayDate(text(props, "nextReview"), lang),
      },
      image: image
        ? { kind: "url" as const, src: props.getAsset(image).toString(), alt: text(props, "imageAlt") }
        : null,
    };
    // Lists the author has not started are empty, not missing.
    const listed = (value: unknown) => (Array.isArray(value) ? value : []);
    const links = { treatments: [], conditions: [], articles: [], services: listed(data.services) as string[] };
    const common = {
      body: props.widgetFor("body"),
      links,
      emergencyPhone: practiceEn.phones.emergency,
      disclaimer: practice.articleDisclaimer,
    };
    return (
      <SiteStyles frame={props.document} lang={lang}>
        {kind === "conditions" ? (
          <ConditionView
            page={
              {
                ...page,
                symptoms: listed(data.symptoms),
                emergency: listed(data.emergency),
                soon: listed(data.soon),
                tests: listed(data.tests),
                faq: listed(data.faq),
                causes: text(props, "causes"),
                treatment: text(props, "treatment"),
                living: text(props, "living"),
              } as unknown as ConditionFields
            }
            {...common}
          />
        ) : (
          <TreatmentView
            page={
              {
                ...page,
                preparation: listed(data.preparation),
                recovery: listed(data.recovery),
                risks: listed(data.risks),
                emergency: listed(data.emergency),
                soon: listed(data.soon),
                faq: listed(data.faq),
                alternatives: text(props, "alternatives"),
                dayOf: text(props, "dayOf"),
                risksIntro: text(props, "risksIntro"),
                diet: text(props, "diet"),
                activity: text(props, "activity"),
              } as unknown as TreatmentFields
            }
            costs={shownEstimates(
              listed(data.estimates) as Estimate[],
              (id) => SCHEDULES[lang].venues.find((venue) => venue.id === id)?.name ?? id,
              lang,
              STRINGS[lang].payment,
            )}
            {...common}
          />
        )}
      </SiteStyles>
    );
  };

for (const kind of ["conditions", "treatments"] as const) {
  for (const lang of LANGUAGES) {
    CMS.registerPreviewTemplate(lang === "en" ? kind : `${kind}-${lang}`, libraryPreview(kind, lang));
  }
}
CMS.registerPreviewTemplate("articles", articlePreview("en"));
CMS.registerPreviewTemplate("services", servicesPreview("en"));
CMS.registerPreviewTemplate("articles-hi", articlePreview("hi"));
CMS.registerPreviewTemplate("services-hi", servicesPreview("hi"));
// Webpack writes the GATSBY_CMS_* values in at build time; listed one by one so it can.
const gitHost = gitHostFromEnv({
  GATSBY_CMS_BACKEND: process.env.GATSBY_CMS_BACKEND,
  GATSBY_CMS_REPO: process.env.GATSBY_CMS_REPO,
  GATSBY_CMS_BRANCH: process.env.GATSBY_CMS_BRANCH,
  GATSBY_CMS_AUTH_URL: process.env.GATSBY_CMS_AUTH_URL,
});
// A rule across fields (overlapping sessions, a notice for an unknown venue) stops the save, as it
// would stop the build.
CMS.registerEventListener({ name: "preSave", handler: refuseBrokenRules as never });

CMS.init({ config: cmsConfig({ localBackendUrl: `http://localhost:${localPort}/api/v1`, gitHost }) });
