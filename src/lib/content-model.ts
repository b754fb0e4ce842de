import { BLOG_CATEGORIES } from "../constants";
import { DEFAULT_LANGUAGE, LANGUAGES, type Lang } from "../i18n/languages";
import { ICON_NAMES } from "./icon-paths";
import { libraryPath, PAYMENT_PATH, PRIVACY_PATH } from "./paths";
import { WEEKDAYS } from "./weekdays";

/**
 * The content model: every file under content/ and every field in it, declared once. The GraphQL
 * schema (content-schema.ts), the build's checks (content-validation.ts) and the CMS's fields
 * (src/cms/cms-config.ts) are all derived from this, so a field is added here and nowhere else.
 */

interface FieldBase {
  label: string;
  /** Shown under the field in the CMS. */
  hint?: string;
  /** May be left out or empty. */
  optional?: boolean;
  /**
   * The same in every language (a search query, a postal code). Text is translated unless it says
   * so; every other kind (numbers, phones, pictures, choices) is always the same.
   */
  shared?: boolean;
}

/** Text that must not be blank; `multiline` for paragraphs. */
export interface TextField extends FieldBase {
  kind: "text";
  multiline?: boolean;
}
/** A phone number as people dial it: digits, spaces, brackets and dashes, optionally "+country". */
export interface PhoneField extends FieldBase {
  kind: "phone";
  /** Must start with "+" and a country code (click-to-chat needs it). */
  international?: boolean;
}
export interface EmailField extends FieldBase {
  kind: "email";
}
/** An absolute URL; `localhost` allows http://localhost for tests, otherwise https only. */
export interface UrlField extends FieldBase {
  kind: "url";
  localhost?: boolean;
}
/** A 24-hour time, "HH:MM". */
export interface TimeField extends FieldBase {
  kind: "time";
}
/**
 * A calendar date, "YYYY-MM-DD"; `notBefore` names a sibling date it must not precede, `after` one
 * it must come later than.
 */
export interface DateField extends FieldBase {
  kind: "date";
  notBefore?: string;
  after?: string;
  /** A day that has happened: not after today (the day a fact was checked). */
  notFuture?: boolean;
}
/** A picture beside the file (a path relative to it), at least this many pixels. */
export interface ImageField extends FieldBase {
  kind: "image";
  minWidth: number;
  minHeight: number;
  /** The folder, relative to the file, where the CMS saves new pictures for this field. */
  folder: string;
}
/** One of a fixed list of values. */
export interface SelectField extends FieldBase {
  kind: "select";
  options: readonly string[];
}
/** A whole number of at least `min`; `notBelow` names a sibling number it must not be less than. */
export interface IntegerField extends FieldBase {
  kind: "integer";
  min: number;
  notBelow?: string;
}
/** A number with decimals, from `min` to `max` (a latitude, say). */
export interface DecimalField extends FieldBase {
  kind: "decimal";
  min: number;
  max: number;
}
export interface BooleanField extends FieldBase {
  kind: "boolean";
}
/** Lower-case words joined by dashes, used as an element id or URL part. */
export interface SlugField extends FieldBase {
  kind: "slug";
  /** The id of one of content/schedule.json's venues: chosen from them in the CMS, checked by the build. */
  venue?: true;
}
export interface ObjectField extends FieldBase {
  kind: "object";
  fields: Fields;
}
/** A list of at least one item; `unique` names item fields no two items may share. */
export interface ListField extends FieldBase {
  kind: "list";
  of: Field;
  unique?: readonly string[];
  /** The item field that names an item in messages and in the CMS's list. */
  summary?: string;
}

export type Field =
  | TextField
  | PhoneField
  | EmailField
  | UrlField
  | TimeField
  | DateField
  | ImageField
  | SelectField
  | IntegerField
  | DecimalField
  | BooleanField
  | SlugField
  | ObjectField
  | ListField;

export type Fields = Readonly<Record<string, Field>>;

/** A JSON file holding one object (practice.json), or a list of entries (services.json). */
export interface JsonFileModel {
  kind: "json";
  /** Path under content/, e.g. "practice.json". */
  file: string;
  label: string;
  /** The GraphQL node type of its nodes (gatsby-node makes them, one per entry of a list file). */
  typeName: string;
  /** For a list file: one entry's fields; each entry is a node. */
  entries?: { fields: Fields; unique: readonly string[]; summary: string; minimum: number };
  fields?: Fields;
}

/** The articles: content/blog/<folder>/index.md, front matter and a Markdown body. */
export interface ArticlesModel {
  kind: "articles";
  folder: string;
  label: string;
  fields: Fields;
}

/**
 * A kind of page of the patient library: content/<folder>/<slug>/index.md and, beside it,
 * index.<lang>.md in every other language. Front matter holds the page's fixed sections; the
 * Markdown body is its first section (`bodyLabel`).
 */
export interface LibraryModel {
  kind: "library";
  folder: "conditions" | "treatments";
  label: string;
  bodyLabel: string;
  fields: Fields;
}

export type MarkdownModel = ArticlesModel | LibraryModel;

/**
 * Constructors that keep the declaration short and each field's kind spelt once. Each returns its
 * declaration's own type (its `optional`, its group's fields), so the value types below can be
 * derived from the model.
 */
type Extra<F extends Field> = Partial<Omit<F, "kind" | "label">>;
const text = <E extends Extra<TextField> = object>(label: string, extra?: E) =>
  ({ kind: "text", label, ...extra }) as { kind: "text"; label: string } & NoInfer<E>;
const paragraph = <E extends Extra<TextField> = object>(label: string, extra?: E) =>
  ({ kind: "text", label, multiline: true, ...extra }) as { kind: "text"; label: string; multiline: true } & NoInfer<E>;
const list = <O extends Field, E extends Extra<ListField> = object>(label: string, of: O, extra?: E) =>
  ({ kind: "list", label, of, ...extra }) as { kind: "list"; label: string; of: O } & NoInfer<E>;
const object = <S extends Fields, E extends Extra<ObjectField> = object>(label: string, fields: S, extra?: E) =>
  ({ kind: "object", label, fields, ...extra }) as { kind: "object"; label: string; fields: S } & NoInfer<E>;
const image = <E extends Extra<ImageField> = object>(label: string, minWidth: number, minHeight: number, extra?: E) =>
  ({ kind: "image", label, minWidth, minHeight, folder: "images", ...extra }) as ImageField & NoInfer<E>;
const icon = (label: string) => ({ kind: "select", label, options: ICON_NAMES }) as const;
const phone = <E extends Extra<PhoneField> = object>(label: string, extra?: E) =>
  ({ kind: "phone", label, ...extra }) as { kind: "phone"; label: string } & NoInfer<E>;
const heading = text("Heading");
const intro = paragraph("Introduction");

/** Link previews on WhatsApp and social media need 1200x630 (DECISIONS.md 12). */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;
const formSettings = (label: string) =>
  object(label, {
    delivery: {
      kind: "select",
      label: "Delivery",
      options: ["json", "netlify"],
      hint: "json: post to the endpoint below; netlify: Netlify Forms (the endpoint is not used)",
    },
    endpoint: {
      kind: "url",
      label: "Endpoint",
      optional: true,
      localhost: true,
      hint: "https:// address that receives the form as JSON; empty sends nothing",
    },
  });

export const PRACTICE = {
  kind: "json",
  file: "practice.json",
  label: "Practice details",
  typeName: "PracticeJson",
  fields: {
    siteUrl: { kind: "url", label: "Site address", hint: "https://… where the site is published" },
    siteTitle: text("Site title (home page title and link previews)"),
    siteDescription: paragraph("Site description (search engines)"),
    language: text("Language code", { hint: "e.g. en-IN" }),
    name: text("Doctor's name"),
    shortName: text("Short name (phone home screen)"),
    credentials: list("Credentials", text("Credential")),
    title: text("Professional title"),
    tagline: text("Tagline"),
    description: paragraph("Description"),
    experienceBadge: object("Experience badge", { value: text("Value"), label: text("Label") }),
    company: text("Hospital group"),
    medicalSpecialties: list("Medical specialties (schema.org names)", text("Specialty", { shared: true })),
    phones: object("Phone numbers", {
      direct: phone("Direct line"),
      booking: phone("Appointment desk", { hint: "also each venue's number where the schedule gives none" }),
      emergency: phone("Emergency line"),
    }),
    email: { kind: "email", label: "Email" },
    whatsapp: object("WhatsApp", {
      number: phone("WhatsApp number", {
        optional: true,
        international: true,
        hint: "+country code and number; empty hides WhatsApp",
      }),
      greeting: text("Greeting the chat starts with"),
    }),
    registration: text("Registration number"),
    portrait: image("Portrait", 400, 500),
    portraitAlt: text("Portrait description (alt text)"),
    shareImage: image("Default link-preview image", PREVIEW_IMAGE.width, PREVIEW_IMAGE.height, {
      hint: "at least 1200×630 pixels",
    }),
    shareImageAlt: text("Link-preview image description (alt text)"),
    bookingDialog: object("Booking dialog", { title: text("Title"), subtitle: paragraph("Subtitle") }),
    contactForm: formSettings("Contact form"),
    newsletterForm: formSettings("Newsletter form"),
    footer: object("Footer", { blurb: paragraph("Blurb"), emergencyNote: text("Emergency note") }),
    articleDisclaimer: paragraph("Disclaimer under every article"),
    offlineReading: {
      kind: "boolean",
      label: "Keep pages on visitors' phones for reading offline",
      optional: true,
      hint: "a service worker; off, the next build ships one that removes itself and everything it kept",
    },
  },
} satisfies JsonFileModel;

/**
 * Where and when the surgeon consults (content/schedule.json): every hours text on the site, the
 * contact section's venues and their status, and the structured data come from this one file.
 */
export const SCHEDULE = {
  kind: "json",
  file: "schedule.json",
  label: "Schedule and fees",
  typeName: "ScheduleJson",
  fields: {
    venues: list(
      "Venues (the first is the surgeon's hospital)",
      object("Venue", {
        id: { kind: "slug", label: "Id (notices name it)", hint: "lower-case words joined by dashes, unique" },
        name: text("Name"),
        streetAddress: text("Street address"),
        locality: text("City"),
        region: text("State"),
        postalCode: text("PIN code", { shared: true }),
        country: text("Country code", { hint: "e.g. IN", shared: true }),
        phone: phone("Phone", { optional: true, hint: "empty: the appointment desk's number" }),
        whatsapp: phone("WhatsApp number", {
          optional: true,
          international: true,
          hint: "+country code and number; empty: the practice's WhatsApp number",
        }),
        mapQuery: text("Map search", { shared: true }),
        latitude: {
          kind: "decimal",
          label: "Latitude",
          min: -90,
          max: 90,
          optional: true,
          hint: "e.g. 26.4499, from the map's pin; search engines show the venue there",
        },
        longitude: {
          kind: "decimal",
          label: "Longitude",
          min: -180,
          max: 180,
          optional: true,
          hint: "e.g. 80.3319; the venue is placed on the map only when both are given",
        },
        fees: object("Consultation fees in rupees", {
          firstVisit: { kind: "integer", label: "First consultation (₹)", min: 0, optional: true },
          followUp: { kind: "integer", label: "Follow-up (₹)", min: 0, optional: true },
        }),
        directions: paragraph("How to get there", {
          optional: true,
          hint: "from the railway station and the bus stand, and a landmark near the gate",
        }),
        parking: paragraph("Parking", { optional: true }),
        access: paragraph("Access (steps, ramps, lifts, wheelchairs)", { optional: true }),
        abhaScanShare: {
          kind: "boolean",
          label: "The registration desk takes ABHA Scan & Share",
          optional: true,
          hint: "on: the page Your visit says patients can register here by scanning the desk's QR code",
        },
        slots: list(
          "Weekly OPD",
          object("Session", {
            days: list("Days", { kind: "select", label: "Day", options: WEEKDAYS }),
            opens: { kind: "time", label: "Opens (24-hour HH:MM)" },
            closes: { kind: "time", label: "Closes (24-hour HH:MM)" },
          }),
        ),
      }),
      { unique: ["id", "name"], summary: "name" },
    ),
    notices: list(
      "Notices (leave, holidays): each venue it names is closed from the first day to the last",
      object("Notice", {
        from: { kind: "date", label: "First day" },
        to: { kind: "date", label: "Last day", notBefore: "from" },
        venue: { kind: "slug", label: "Venue id", optional: true, hint: "empty: every venue" },
        message: paragraph("Message"),
      }),
      { optional: true, summary: "message" },
    ),
  },
} satisfies JsonFileModel;

/** A venue of the schedule, by its id: the CMS offers the schedule's venues, the build checks it names one. */
const venueId = (label: string) => ({ kind: "slug", label, venue: true }) as const;
/** When a fact that changes (an insurer list, a scheme's rules, a rate) was last checked with the hospital. */
const verifiedOn = {
  kind: "date",
  label: "Checked with the hospital on",
  hint: "YYYY-MM-DD, not in the future; the build warns once it is older than the check-by period",
  notFuture: true,
} as const;

/**
 * What it costs and who pays (content/payment.json; DECISIONS.md 20): each venue's ways to pay, its
 * cashless insurers and TPAs and the government schemes it takes, the schemes explained, and the
 * cashless steps. The page /fees-and-insurance/ shows it with the schedule's fees and the
 * operations' estimates (their front matter, TREATMENTS.estimates).
 */
export const PAYMENT = {
  kind: "json",
  file: "payment.json",
  label: "Fees and insurance",
  typeName: "PaymentJson",
  fields: {
    title: text("Title"),
    description: paragraph("Description (search engines and link previews)"),
    intro,
    staleAfterDays: {
      kind: "integer",
      label: "Check again after (days)",
      min: 1,
      hint: "a list checked longer ago than this makes the build warn (180 is six months)",
    },
    venues: list(
      "Each venue: how to pay, cashless insurance, government schemes",
      object("Venue", {
        venue: venueId("Venue"),
        payments: list("Ways to pay", text("Way to pay")),
        insurers: list("Insurers and TPAs for cashless treatment", text("Name", { shared: true }), {
          optional: true,
          hint: "by name, as the hospital's insurance desk lists them",
        }),
        schemes: list(
          "Government schemes it takes (their ids below)",
          { kind: "slug", label: "Scheme id" },
          {
            optional: true,
          },
        ),
        verifiedOn,
      }),
      { unique: ["venue"], summary: "venue" },
    ),
    schemes: list(
      "Government schemes",
      object("Scheme", {
        id: { kind: "slug", label: "Id (venues name it)", hint: "lower-case words joined by dashes, unique" },
        name: text("Name"),
        forWhom: paragraph("Who it is for (one or two plain sentences)"),
        bring: list("What to bring", text("Document")),
        helpline: text("Helpline", { optional: true, shared: true, hint: "empty when there is none" }),
        verifiedOn,
      }),
      { unique: ["id", "name"], summary: "name" },
    ),
    cashless: object("Cashless insurance: the steps", {
      intro: paragraph("Introduction"),
      steps: list("Steps, in order", object("Step", { title: text("Step"), text: paragraph("What to do") }), {
        summary: "title",
      }),
      verifiedOn,
    }),
  },
} satisfies JsonFileModel;

/** Pages of the site a checklist item may link to (an insurance card, to the fees and schemes). */
export const VISIT_LINKS = [PAYMENT_PATH, PRIVACY_PATH, libraryPath("conditions"), libraryPath("treatments")] as const;

/**
 * A patient's visit on one page (/your-visit/, DECISIONS.md 22): how to book (the practice's phone
 * and WhatsApp), registration at the desk (ABHA Scan & Share where a venue's desk takes it, from
 * content/schedule.json), what to bring, the day itself, the venues (the schedule's addresses,
 * directions, parking and access), the languages spoken and the operations' preparation checklists.
 */
export const VISIT = {
  kind: "json",
  file: "your-visit.json",
  label: "Your visit",
  typeName: "YourVisitJson",
  fields: {
    title: text("Title"),
    description: paragraph("Description (search engines and link previews)"),
    intro,
    booking: paragraph("How to book", {
      hint: "the appointment desk's phone and the WhatsApp number are shown from the practice details",
    }),
    registration: paragraph("Registration at the hospital's desk"),
    abha: paragraph("ABHA Scan & Share", {
      hint: "shown with the venues whose desk takes it (a switch of each venue in the schedule)",
    }),
    bring: list(
      "What to bring (a checklist)",
      object("Item", {
        text: text("Item"),
        note: text("Note", { optional: true }),
        link: {
          kind: "select",
          label: "Links to",
          options: VISIT_LINKS,
          optional: true,
          hint: "a page of the site the item links to, e.g. the fees page for an insurance card",
        },
      }),
      { summary: "text" },
    ),
    arrive: paragraph("When to arrive"),
    waiting: paragraph("The waiting time"),
    languages: list("Languages spoken", text("Language")),
    preparation: paragraph("Before an operation", {
      hint: "above the links to each operation's preparation checklist",
    }),
  },
} satisfies JsonFileModel;

/** The ways a second-opinion request can be sent; each needs its number or address below. */
export const SECOND_OPINION_METHODS = ["whatsapp", "email", "endpoint"] as const;

/**
 * A second opinion from another town (content/second-opinion.json; DECISIONS.md 21): who it is for,
 * what the surgeon can say from reports alone, the fee and reply time, what to send, the form's
 * words, where requests go, and the teleconsultation rules (Telemedicine Practice Guidelines 2020).
 */
export const SECOND_OPINION = {
  kind: "json",
  file: "second-opinion.json",
  label: "Second opinion",
  typeName: "SecondOpinionJson",
  fields: {
    title: text("Title"),
    description: paragraph("Description (search engines and link previews)"),
    intro,
    forWhom: object("Who it is for", { heading, items: list("Who", text("Who")) }),
    reportsAlone: object("What the surgeon can and cannot say from reports alone", {
      heading,
      can: list("Can say", text("Point")),
      cannot: list("Cannot say", text("Point")),
    }),
    fee: {
      kind: "integer",
      label: "Fee for a second opinion (₹)",
      min: 0,
      optional: true,
      hint: "empty: the page shows no fee",
    },
    feeNote: paragraph("How the fee is paid", {
      optional: true,
      hint: "e.g. after the surgeon has accepted the request",
    }),
    replyDays: {
      kind: "integer",
      label: "Usual time to reply (working days)",
      min: 1,
      optional: true,
      hint: "empty: the page gives no reply time",
    },
    checklist: object("What to send", {
      heading,
      intro,
      items: list(
        "Items (the form asks which of them the patient has)",
        object("Item", {
          item: text("What to send"),
          detail: text("How, or what it means", { optional: true, hint: "e.g. a CD or a viewer link" }),
        }),
        { summary: "item" },
      ),
    }),
    form: object("The form", {
      heading,
      intro,
      filesNote: text("The line saying files are never uploaded here"),
      consent: paragraph("Consent (the box the patient ticks)"),
      done: paragraph("Once handed off or sent: what happens next"),
    }),
    send: list(
      "Ways to send a request",
      object("Way", {
        way: {
          kind: "select",
          label: "Way",
          options: SECOND_OPINION_METHODS,
          hint: "whatsapp and email hand the request, with the reports, to the patient's own app; endpoint posts its text alone, and the reports then go by WhatsApp or e-mail",
        },
        to: text("Number or address", {
          shared: true,
          hint: "whatsapp: +country code and number; email: an e-mail address; endpoint: the https:// address that receives the request as JSON",
        }),
      }),
      { unique: ["way"], summary: "way" },
    ),
    teleconsultation: object("Teleconsultation (Telemedicine Practice Guidelines 2020)", {
      heading,
      followUps: paragraph("Follow-ups by phone or video: whether, and to whom"),
      firstVisit: paragraph("The first surgical consultation"),
      emergency: paragraph("In an emergency"),
    }),
  },
} satisfies JsonFileModel;

export const HOME = {
  kind: "json",
  file: "home.json",
  label: "Home page",
  typeName: "HomeJson",
  fields: {
    hero: object("Hero", { eyebrow: text("Eyebrow"), directLineLabel: text("Direct line label") }),
    services: object("Services section", {
      heading,
      intro,
      cta: object("Call to action", { title: text("Title"), text: paragraph("Text") }),
    }),
    testimonials: object("Testimonials section", {
      show: {
        kind: "boolean",
        label: "Show patients' testimonials",
        optional: true,
        hint: "off removes the section and every link to it (see the README on the Medical Council's rules)",
      },
      heading,
      intro,
    }),
    contact: object("Contact section", {
      heading,
      intro,
      formTitle: text("Form title"),
      formNote: paragraph("Form note"),
    }),
  },
} satisfies JsonFileModel;

export const ABOUT = {
  kind: "json",
  file: "about.json",
  label: "About",
  typeName: "AboutJson",
  fields: {
    heading,
    intro,
    cards: list("Cards", object("Card", { icon: icon("Icon"), title: text("Title"), text: paragraph("Text") }), {
      summary: "title",
    }),
    availabilityCard: object("Availability card", { icon: icon("Icon"), title: text("Title") }),
    profileHeading: text("Profile heading"),
    profile: list("Profile paragraphs", paragraph("Paragraph")),
    facts: list("Facts", object("Fact", { value: text("Value"), label: text("Label") }), { summary: "label" }),
  },
} satisfies JsonFileModel;

export const QUALIFICATIONS = {
  kind: "json",
  file: "qualifications.json",
  label: "Qualifications",
  typeName: "QualificationsJson",
  fields: {
    heading,
    intro,
    degrees: list(
      "Degrees",
      object("Degree", {
        degree: text("Degree"),
        institution: text("Institution"),
        years: text("Years"),
        description: paragraph("Description"),
      }),
      { summary: "degree" },
    ),
    continuingEducation: object("Continuing education", {
      title: text("Title"),
      text: paragraph("Text"),
      items: list("Items", text("Item")),
    }),
  },
} satisfies JsonFileModel;

export const EXPERIENCE = {
  kind: "json",
  file: "experience.json",
  label: "Experience",
  typeName: "ExperienceJson",
  fields: {
    heading,
    intro,
    positions: list(
      "Positions",
      object("Position", {
        position: text("Position"),
        duration: text("Duration"),
        hospital: text("Hospital"),
        description: paragraph("Description"),
      }),
      { summary: "position" },
    ),
    expertiseHeading: text("Expertise heading"),
    expertise: list("Areas of expertise", text("Area")),
    affiliationsHeading: text("Affiliations heading"),
    affiliations: list("Affiliations", text("Affiliation")),
  },
} satisfies JsonFileModel;

export const SERVICES = {
  kind: "json",
  file: "services.json",
  label: "Services",
  typeName: "ServicesJson",
  entries: {
    summary: "title",
    unique: ["slug", "title"],
    minimum: 1,
    fields: {
      slug: { kind: "slug", label: "Slug (element id)", hint: "lower-case words joined by dashes, unique" },
      title: text("Title"),
      icon: icon("Icon"),
      description: paragraph("Description"),
      details: paragraph("Details (Learn More)"),
      image: image("Picture", 800, 450, { folder: "images/services" }),
      imageAlt: text("Picture description (alt text)"),
      features: list("Features", text("Feature")),
    },
  },
} satisfies JsonFileModel;

export const TESTIMONIALS = {
  kind: "json",
  file: "testimonials.json",
  label: "Testimonials",
  typeName: "TestimonialsJson",
  entries: {
    summary: "name",
    unique: ["id"],
    minimum: 1,
    fields: {
      id: { kind: "integer", label: "Number", min: 1 },
      content: paragraph("Quote"),
      name: text("Name"),
      title: text("Who they are"),
      avatar: image("Photo", 96, 96, { folder: "images/testimonials" }),
    },
  },
} satisfies JsonFileModel;

export const ARTICLES = {
  kind: "articles",
  folder: "blog",
  label: "Articles",
  fields: {
    id: { kind: "integer", label: "Number (the address /blog/<number>/)", min: 1 },
    title: text("Title"),
    date: { kind: "date", label: "First published" },
    lastReviewed: { kind: "date", label: "Last medical review", notBefore: "date" },
    category: { kind: "select", label: "Category", options: BLOG_CATEGORIES },
    excerpt: paragraph("Excerpt (listing card)"),
    description: paragraph("Search-engine description", { optional: true, hint: "the excerpt is used if empty" }),
    hero: image("Hero picture", 1600, 900, {
      hint: "landscape, at least 1600×900; the middle 1200×630 is the link preview",
      // Beside the article's index.md.
      folder: "",
    }),
    heroAlt: text("Hero picture description (alt text)"),
    author: text("Author"),
    draft: { kind: "boolean", label: "Draft (left out of the built site)", optional: true },
  },
} satisfies ArticlesModel;

/** The fields every library page has, whatever its kind: what it is about, who reviewed it and when. */
const libraryPage = (nameLabel: string) =>
  ({
    slug: {
      kind: "slug",
      label: "Slug (the page's address)",
      hint: "lower-case words joined by dashes; the same in every language",
    },
    title: text(nameLabel),
    otherNames: list("Other names", text("Name"), {
      optional: true,
      hint: "the medical name, or what else patients call it",
    }),
    description: paragraph("Summary (the library's list, search engines and link previews)"),
    image: image("Picture", 1600, 900, {
      hint: "landscape, at least 1600×900; the middle 1200×630 is the link preview",
      folder: "",
    }),
    imageAlt: text("Picture description (alt text)"),
    services: list("Services (their Learn More links here)", { kind: "slug", label: "Service slug" }),
    reviewedBy: text("Medically reviewed by"),
    lastReviewed: { kind: "date", label: "Last medical review" },
    nextReview: { kind: "date", label: "Next review due", after: "lastReviewed" },
  }) satisfies Fields;

/** "Go to an emergency department now" and "see a doctor soon": every page's two tiers. */
const whenToGetHelp = {
  emergency: list("Go to an emergency department now if…", text("Sign")),
  soon: list("See a doctor soon if…", text("Sign")),
} satisfies Fields;

const questions = {
  faq: list("Questions patients ask", object("Question", { question: text("Question"), answer: paragraph("Answer") }), {
    summary: "question",
  }),
  articles: list(
    "Related articles (their numbers)",
    { kind: "integer", label: "Article number", min: 1 },
    {
      optional: true,
    },
  ),
} satisfies Fields;

export const CONDITIONS = {
  kind: "library",
  folder: "conditions",
  label: "Conditions",
  bodyLabel: "What it is",
  fields: {
    ...libraryPage("Condition"),
    symptoms: list("Symptoms", text("Symptom")),
    ...whenToGetHelp,
    causes: paragraph("Causes"),
    riskFactors: list("Risk factors", text("Risk factor"), { optional: true }),
    tests: list("Tests", object("Test", { name: text("Test"), text: paragraph("What it shows") }), {
      summary: "name",
    }),
    treatment: paragraph("Treatment"),
    treatments: list("Operations for it (their slugs)", { kind: "slug", label: "Operation slug" }, { optional: true }),
    living: paragraph("Living with it"),
    ...questions,
  },
} satisfies LibraryModel;

export const TREATMENTS = {
  kind: "library",
  folder: "treatments",
  label: "Operations",
  bodyLabel: "Why it is done",
  fields: {
    ...libraryPage("Operation"),
    alternatives: paragraph("The alternatives"),
    preparation: list("Preparation (a checklist)", text("Step")),
    dayOf: paragraph("The day of the operation"),
    recovery: list(
      "Recovery, from the hospital stay to work",
      object("Stage", { when: text("When"), what: paragraph("What happens") }),
      {
        summary: "when",
      },
    ),
    risksIntro: paragraph("Risks: introduction"),
    risks: list("Risks", object("Risk", { name: text("Risk"), text: paragraph("Explained") }), { summary: "name" }),
    diet: paragraph("Diet at home"),
    activity: paragraph("Activity at home"),
    ...whenToGetHelp,
    ...questions,
    estimates: list(
      "What it may cost (estimates, as ranges)",
      object("Estimate", {
        venue: venueId("Venue"),
        min: { kind: "integer", label: "From (₹)", min: 0 },
        max: { kind: "integer", label: "To (₹)", min: 0, notBelow: "min" },
        room: text("Room category"),
        stayDays: { kind: "integer", label: "Usual stay (days)", min: 0 },
        includes: paragraph("What it includes"),
        excludes: paragraph("What it does not include"),
        verifiedOn,
      }),
      { optional: true, summary: "room" },
    ),
  },
} satisfies LibraryModel;

export const LIBRARY: readonly LibraryModel[] = [CONDITIONS, TREATMENTS];

/** The articles and the library's kinds, each a folder of Markdown files under content/. */
export const MARKDOWN: readonly MarkdownModel[] = [ARTICLES, ...LIBRARY];

/** The model of a Markdown file under content/, by its path there ("conditions/gallstones/index.md"). */
export function markdownModel(relativePath: string): MarkdownModel | undefined {
  return MARKDOWN.find((model) => relativePath.startsWith(`${model.folder}/`));
}

const libraryIndex = (model: LibraryModel) =>
  object(`${model.label}: the index page`, {
    eyebrow: text("Eyebrow"),
    heading,
    lead: paragraph("Lead paragraph"),
    description: paragraph("Description (search engines and link previews)"),
  });

/** The library's two index pages, /conditions/ and /treatments/: their headings and introductions. */
export const LIBRARY_INDEX = {
  kind: "json",
  file: "library.json",
  label: "Patient library",
  typeName: "LibraryJson",
  fields: { conditions: libraryIndex(CONDITIONS), treatments: libraryIndex(TREATMENTS) },
} satisfies JsonFileModel;

export const BLOG = {
  kind: "json",
  file: "blog.json",
  label: "Blog listing",
  typeName: "BlogJson",
  fields: {
    eyebrow: text("Eyebrow"),
    heading,
    lead: paragraph("Lead paragraph"),
    description: paragraph("Description (search engines and link previews)"),
    pageSize: { kind: "integer", label: "Articles per listing page", min: 1, hint: "12 suits phones and desktops" },
  },
} satisfies JsonFileModel;

/**
 * The privacy notice at /privacy/ (the Digital Personal Data Protection Act 2023 asks for one where
 * personal data is collected), and the line under each form that links there.
 */
export const PRIVACY = {
  kind: "json",
  file: "privacy.json",
  label: "Privacy notice",
  typeName: "PrivacyJson",
  fields: {
    title: text("Title"),
    description: paragraph("Description (search engines and link previews)"),
    lastUpdated: { kind: "date", label: "Last updated" },
    intro: intro,
    forms: list(
      "What each form collects",
      object("Form", {
        name: text("Form"),
        collects: paragraph("What it collects"),
        purpose: paragraph("Why"),
        recipient: paragraph("Where it goes"),
        kept: paragraph("How long it is kept", { optional: true, hint: "empty: the notice's general rule below" }),
      }),
      { summary: "name" },
    ),
    elsewhere: list(
      "What else the site does with data (cookies, the map, the device)",
      object("Topic", { heading, text: paragraph("Text") }),
      { summary: "heading" },
    ),
    retention: paragraph("How long it is kept"),
    deletion: paragraph("How to see, correct or delete it"),
    grievance: object("Grievance contact", {
      heading,
      name: text("Name"),
      role: text("Role"),
      email: { kind: "email", label: "Email" },
    }),
    formNotes: object("The line under each form", {
      contact: text("Under the contact form"),
      newsletter: text("Under the newsletter form"),
      link: text("The link to this notice"),
    }),
  },
} satisfies JsonFileModel;

export const JSON_FILES: readonly JsonFileModel[] = [
  PRACTICE,
  SCHEDULE,
  HOME,
  BLOG,
  ABOUT,
  SERVICES,
  QUALIFICATIONS,
  EXPERIENCE,
  TESTIMONIALS,
  PRIVACY,
  LIBRARY_INDEX,
  PAYMENT,
  VISIT,
  SECOND_OPINION,
];

/** The model of a JSON file under content/, by its path there ("services.json", "hi/services.json"). */
export function jsonFileModel(file: string): JsonFileModel | undefined {
  const { lang } = contentFileLanguage(file);
  const name = lang === DEFAULT_LANGUAGE ? file : file.slice(lang.length + 1);
  return JSON_FILES.find((model) => model.file === name);
}

/**
 * The language of a file under content/: English at the top ("home.json", "blog/1/index.md"),
 * another language in its folder ("hi/home.json") or, for an article, beside the English one with
 * the language before the extension ("blog/1/index.hi.md").
 */
export function contentFileLanguage(relativePath: string): { lang: Lang } {
  for (const lang of LANGUAGES) {
    if (lang === DEFAULT_LANGUAGE) continue;
    if (relativePath.startsWith(`${lang}/`) || relativePath.endsWith(`.${lang}.md`)) return { lang };
  }
  return { lang: DEFAULT_LANGUAGE };
}

/** Where a JSON file's text in another language lives: "home.json" -> "hi/home.json". */
export function translatedJsonPath(file: string, lang: Lang): string {
  return lang === DEFAULT_LANGUAGE ? file : `${lang}/${file}`;
}

/** Whether a field's value is the same in every language (see FieldBase.shared). */
export function isSharedField(field: Field): boolean {
  return field.kind === "text" ? field.shared === true : field.kind !== "object" && field.kind !== "list";
}

/**
 * Whether any part of a field is translated: text that is not shared, or a group or list holding
 * some. A language's file (content/hi/…) holds exactly these parts; the rest comes from English.
 */
export function isTranslatedField(field: Field): boolean {
  if (field.kind === "object") return Object.values(field.fields).some(isTranslatedField);
  if (field.kind === "list") return isTranslatedField(field.of);
  return !isSharedField(field);
}

/**
 * The translated part of a group of fields: groups keep their translated sub-fields, lists of
 * groups keep, per item, theirs; shared fields (and groups and lists of nothing but) go. What the
 * CMS asks for in another language.
 */
export function translatedFields(fields: Fields): Fields {
  const narrowed = (field: Field): Field =>
    field.kind === "object"
      ? { ...field, fields: translatedFields(field.fields) }
      : field.kind === "list"
        ? { ...field, of: narrowed(field.of) }
        : field;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => isTranslatedField(field))
      .map(([name, field]) => [name, narrowed(field)]),
  );
}

/** Whether a group of fields names one of the schedule's venues anywhere inside (an operation's estimates). */
export function namesVenue(fields: Fields): boolean {
  const names = (field: Field): boolean =>
    (field.kind === "slug" && field.venue === true) ||
    (field.kind === "object" && namesVenue(field.fields)) ||
    (field.kind === "list" && names(field.of));
  return Object.values(fields).some(names);
}

/** Whether a value is left out: absent, null, blank text or an empty list. */
export function isUnset(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A group of fields as the site reads it: an optional field left out, null or empty (a blank text,
 * an empty list) is not set, and its key goes, so every reader sees one "not set". Groups and lists
 * of groups are read the same way inside.
 */
export function withoutUnset(fields: Fields, data: unknown): unknown {
  if (!isRecord(data)) return data;
  const read: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const field = fields[key];
    if (field?.optional && isUnset(value)) continue;
    read[key] =
      field?.kind === "object"
        ? withoutUnset(field.fields, value)
        : field?.kind === "list" && field.of.kind === "object" && Array.isArray(value)
          ? value.map((item) => withoutUnset((field.of as ObjectField).fields, item))
          : value;
  }
  return read;
}

/** Whether a value read from a content file is a group of fields (a JSON object, not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One field's value in another language: translated parts from `translated`, the rest from `english`. */
function mergedValue(field: Field, english: unknown, translated: unknown): unknown {
  if (!isTranslatedField(field)) return english;
  if (field.kind === "object") return mergedRecord(field.fields, english, translated);
  if (field.kind === "list" && isTranslatedField(field.of) && field.of.kind !== "text") {
    // Items in the English order; each takes its translated parts from the item at its place.
    const items = Array.isArray(translated) ? translated : [];
    return Array.isArray(english) ? english.map((item, index) => mergedValue(field.of, item, items[index])) : english;
  }
  // Translated text, or a list of it: the translation's, whole.
  return translated;
}

function mergedRecord(fields: Fields, english: unknown, translated: unknown): Record<string, unknown> {
  const from = isRecord(translated) ? translated : {};
  const merged: Record<string, unknown> = { ...(isRecord(english) ? english : {}) };
  for (const [key, field] of Object.entries(fields)) {
    const value = mergedValue(field, merged[key], from[key]);
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * A JSON file in another language as the site uses it: the translated fields from its own file
 * (content/hi/…, which holds only those) and every fact that is the same in every language (phones,
 * pictures, slugs, numbers, form settings) from the English file, so a fact is written once.
 * gatsby-node builds the language's nodes from this; the CMS preview and the tests read it too.
 * A list file's entries pair up by their place in the list.
 */
export function withSharedFacts<T>(model: JsonFileModel, english: T, translated: unknown): T {
  if (model.entries) {
    const entry: Field = { kind: "object", label: model.label, fields: model.entries.fields };
    return mergedValue({ kind: "list", label: model.label, of: entry }, english, translated) as T;
  }
  return mergedRecord(model.fields ?? {}, english, translated) as T;
}

/**
 * The value a field holds, as the site reads it from its file (and from GraphQL, which has no enums:
 * a choice is its text). An optional field may be left out or null, and reads as "not set".
 */
export type FieldValue<F extends Field> = F extends { kind: "object"; fields: infer S extends Fields }
  ? FieldsValue<S>
  : F extends { kind: "list"; of: infer O extends Field }
    ? ReadonlyArray<FieldValue<O>>
    : F extends { kind: "integer" | "decimal" }
      ? number
      : F extends { kind: "boolean" }
        ? boolean
        : string;

/** The fields that may be left out: the optional ones, and a switch (left out, it is off). */
type OptionalKeys<S extends Fields> = {
  [K in keyof S]: S[K] extends { optional: true } | { kind: "boolean" } ? K : never;
}[keyof S];

/** A group of fields' values. */
export type FieldsValue<S extends Fields> = {
  readonly [K in Exclude<keyof S, OptionalKeys<S>>]: FieldValue<S[K]>;
} & { readonly [K in OptionalKeys<S>]?: FieldValue<S[K]> | null };

/** A JSON file's content: a group of fields, or a list of entries. */
export type FileValue<M extends JsonFileModel> = M extends { entries: { fields: infer S extends Fields } }
  ? ReadonlyArray<FieldsValue<S>>
  : M extends { fields: infer S extends Fields }
    ? FieldsValue<S>
    : never;

/** One entry of a list file (a service, a testimonial). */
export type EntryValue<M extends JsonFileModel> = FileValue<M> extends ReadonlyArray<infer E> ? E : never;

/** A Markdown file's front matter. */
export type FrontMatter<M extends MarkdownModel> = FieldsValue<M["fields"]>;

export type Practice = FileValue<typeof PRACTICE>;
export type Schedule = FileValue<typeof SCHEDULE>;
export type Venue = Schedule["venues"][number];
export type Notice = NonNullable<Schedule["notices"]>[number];
export type Slot = Venue["slots"][number];
export type Service = EntryValue<typeof SERVICES>;
export type Payment = FileValue<typeof PAYMENT>;
export type Visit = FileValue<typeof VISIT>;
export type SecondOpinion = FileValue<typeof SECOND_OPINION>;
export type ConditionFront = FrontMatter<typeof CONDITIONS>;
export type TreatmentFront = FrontMatter<typeof TREATMENTS>;
