import { AVATAR_FALLBACK_INITIALS, type BlogCategory } from "../../constants";

/**
 * Every interface label of the English pages, by the part of the page that shows it. Content lives
 * in content/; these are the words the code puts around it. `{name}` marks a value filled in with
 * format() (src/i18n/format.ts). The Hindi dictionary (hi.ts) must have every key.
 */
export const en = {
  layout: {
    skipLink: "Skip to main content",
  },
  common: {
    /** After the text of every link that opens a new tab, to screen readers only. */
    newTab: "(opens in a new tab)",
    bookAppointment: "Book Appointment",
    chatOnWhatsapp: "Chat on WhatsApp",
  },
  /** The home page's sections, as the header and footer link to them. */
  nav: {
    home: "Home",
    about: "About",
    services: "Services",
    qualifications: "Qualifications",
    experience: "Experience",
    testimonials: "Testimonials",
  },
  header: {
    /** The logo's name: the practice's name, then where it goes. */
    homeLink: "{name}, home",
    mainNav: "Main",
    mobileNav: "Mobile",
    allServices: "All Services",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  footer: {
    quickLinksNav: "Quick links",
    quickLinks: "Quick Links",
    contact: "Contact",
    /** After "© 2025 ". */
    rights: "{name}. All rights reserved.",
    backToTop: "Back to top",
    privacy: "Privacy notice",
  },
  bookingDialog: {
    hospital: "Hospital",
    appointments: "Appointments",
    hours: "Consultation hours",
    callNow: "Call Now",
    directions: "Get Directions",
    close: "Close",
  },
  contactBar: {
    label: "Call or message the clinic",
    call: "Call",
    /** The call link's full name; it contains the visible word. */
    callName: "Call the appointment desk, {phone}",
    whatsapp: "WhatsApp",
  },
  hero: {
    schedule: "Schedule Consultation",
  },
  about: {
    eyebrow: "About",
  },
  services: {
    eyebrow: "Services",
    learnMore: "Learn More",
    showLess: "Show Less",
    /** After Learn More / Show Less, to screen readers only. */
    about: "about {title}",
    contactUs: "Contact Us",
  },
  qualifications: {
    eyebrow: "Education",
  },
  experience: {
    eyebrow: "Experience",
  },
  testimonials: {
    eyebrow: "Testimonials",
    carousel: "Patient testimonials",
    /** What screen readers call the carousel and each of its quotes (aria-roledescription). */
    carouselRole: "carousel",
    slideRole: "slide",
    /** On a patient's avatar until its picture has loaded (SPEC.md section 4). */
    initials: AVATAR_FALLBACK_INITIALS as string,
    previous: "Previous testimonial",
    next: "Next testimonial",
    show: "Show testimonial {number}",
    slide: "{number} of {count}",
  },
  /** The consultation schedule (content/schedule.json): days, times, statuses and fees. */
  schedule: {
    days: {
      Monday: "Monday",
      Tuesday: "Tuesday",
      Wednesday: "Wednesday",
      Thursday: "Thursday",
      Friday: "Friday",
      Saturday: "Saturday",
      Sunday: "Sunday",
    },
    shortDays: {
      Monday: "Mon",
      Tuesday: "Tue",
      Wednesday: "Wed",
      Thursday: "Thu",
      Friday: "Fri",
      Saturday: "Sat",
      Sunday: "Sun",
    },
    /** A time by the part of the day it falls in: before 4 AM, to noon, to 4 PM, to 8 PM, after. */
    time: {
      night: "{time} AM",
      morning: "{time} AM",
      afternoon: "{time} PM",
      evening: "{time} PM",
      lateEvening: "{time} PM",
    },
    daySpan: "{first}–{last}",
    listSeparator: ", ",
    hours: "{opens}–{closes}",
    venueWeek: "{venue}: {week}",
    run: "{days} {hours}",
    status: {
      open: "Open now, until {time}",
      laterToday: "Opens today at {time}",
      next: "Next OPD: {day}, {time}",
      tomorrow: "tomorrow",
      dayAndDate: "{day} {date}",
      away: "Closed today: see the notice.",
      none: "No OPD is scheduled at present.",
    },
    today: "Today",
    opdDays: "OPD days and times at {venue}",
    fees: "Consultation fees",
    firstVisit: "First consultation",
    followUp: "Follow-up",
    call: "Call",
    callName: "Call {venue}, {phone}",
    whatsapp: "WhatsApp",
    directions: "Directions",
    directionsName: "Directions to {venue}",
    notices: "Notices",
  },
  /** The privacy notice (/privacy/), around content/privacy.json's text. */
  /** Fees, costs and insurance (/fees-and-insurance/), around content/payment.json and the estimates. */
  payment: {
    /** The links to the page: footer, booking dialog, contact section, each operation's page. */
    link: "Fees, costs and insurance",
    operationLink: "All fees, ways to pay, insurance and government schemes",
    contents: "On this page",
    fees: "Consultation fees",
    venue: "Venue",
    noFee: "Ask the desk",
    estimates: "What operations may cost",
    operation: "Operation",
    amount: "Estimate",
    range: "{min} to {max}",
    room: "Room",
    stay: "Usual stay",
    stayDays: "{days} days",
    includes: "Includes",
    excludes: "Does not include",
    checked: "Checked with the hospital on {date}",
    checkedShort: "Checked with the hospital on",
    estimateNote:
      "This is an estimate, not a quote. The final bill depends on the patient's condition and the length of the stay. Ask the hospital's desk for a written estimate.",
    noEstimates: "Ask the hospital's desk for a written estimate for this operation.",
    ways: "Ways to pay",
    cashless: "Cashless insurance",
    insurers: "Insurers and TPAs that {venue} takes for cashless treatment",
    noInsurers: "{venue} does not take cashless insurance.",
    steps: "The steps",
    schemes: "Government schemes",
    whichVenue: "Which venue takes which scheme",
    scheme: "Scheme",
    takes: "Yes",
    notTaken: "No",
    forWhom: "Who it is for",
    bring: "What to bring",
    helpline: "Helpline",
    takenAt: "Taken at",
    takenNowhere: "Not taken at these venues.",
  },
  privacy: {
    lastUpdated: "Last updated:",
    forms: "What our forms collect",
    collects: "What it collects",
    purpose: "Why",
    recipient: "Where it goes",
    retention: "How long it is kept",
    deletion: "Seeing, correcting or deleting it",
  },
  contact: {
    eyebrow: "Contact",
    details: "Consultation Details",
    address: "Clinic address",
    appointments: "Appointments",
    email: "Email",
    nameField: "Full Name",
    emailField: "Email",
    phoneField: "Phone Number",
    optional: "(optional)",
    messageField: "Message",
    send: "Send Message",
    sending: "Sending…",
    whatsappNote: "Send Message opens WhatsApp with your message ready to send to the clinic.",
    /** With nothing configured, in a browser that runs no JavaScript: Send Message does nothing. */
    noScriptNote:
      "This browser is not running JavaScript, so this form cannot send your message. Please call {phone}; what you typed stays here.",
    handOff: "Your browser did not open WhatsApp. Your message is ready: follow this link to send it.",
    sendOnWhatsapp: "Send on WhatsApp",
    failed: "Sorry, your message could not be sent. Everything you typed is still in the form.",
    retry: "Please try again, or call {phone}.",
    retryOrWhatsapp: "Please try again, or call {phone} or {whatsapp}.",
    retryWhatsapp: "send it on WhatsApp",
    /** The browser alert once a message was accepted (SPEC.md section 8). */
    thanks: "Thank you for your message. We will contact you shortly.",
    map: "Map of {hospital}, {locality}",
    /** How the patient's phone and e-mail are labelled in the message handed to WhatsApp. */
    whatsappPhone: "Phone: {phone}",
    whatsappEmail: "Email: {email}",
  },
  forms: {
    honeypot: "Leave this field empty",
  },
  subscribe: {
    title: "Subscribe to Clinical Updates",
    intro: "New articles on digestive, liver and pancreatic health, written for patients and colleagues.",
    email: "Email Address",
    speciality: "Medical Speciality",
    subscribe: "Subscribe",
    sending: "Sending…",
    done: "Thank you for subscribing to clinical updates.",
    failed: "Sorry, we could not subscribe you just now. Your details are still in the form: please try again.",
    keepsFailing: "If it keeps failing, call {phone}.",
  },
  /** The article categories' names; the keys stay English in addresses, filters and content. */
  categories: {
    "Surgical Techniques": "Surgical Techniques",
    "Cancer Care": "Cancer Care",
    Innovation: "Innovation",
    "Patient Care": "Patient Care",
    "Medical Research": "Medical Research",
  } satisfies Record<BlogCategory, string>,
  blogFilters: {
    all: "All",
    searchLabel: "Search articles",
    searchLabelIn: "Search {category} articles",
    placeholder: "Search articles…",
    search: "Search",
    categoriesNav: "Categories",
    /** In place of the search box in a browser that runs no JavaScript. */
    noScript:
      "Searching the articles needs JavaScript, which this browser is not running. Choose a category below, or use your browser's Find in page on this list.",
  },
  listing: {
    allArticles: "All articles",
    articleCountOne: "{count} article",
    articleCount: "{count} articles",
    /** After the article count when there are several pages. */
    pageOf: ", page {page} of {count}",
    pageTitle: "Page {page}",
    loading: "Loading search…",
    error: "Search could not be loaded. Check your connection and try again.",
    matching: "{articles} matching “{query}”",
    results: "Search results",
    resultsIn: "Search results in {category}",
    emptyCategory: "No articles in this category yet.",
    seeAll: "See all articles",
    noMatch: "No articles match your search.",
    clear: "Clear search",
  },
  postCard: {
    readMore: "Read More",
    /** After Read More, to screen readers only. */
    readMoreTitle: ": {title}",
    readingTime: "{count} min read",
  },
  searchResults: {
    foundIn: "Found in the {fields}:",
    and: "and",
    fieldTitle: "title",
    fieldHeadings: "headings",
    fieldCategory: "category",
    fieldExcerpt: "summary",
    fieldBody: "article text",
    showMore: "Show {count} more",
  },
  pagination: {
    label: "Article pages",
    labelIn: "{category} article pages",
    newer: "Newer",
    older: "Older",
    /** After Newer / Older, to screen readers only. */
    articles: "articles",
    /** Before a page number, to screen readers only. */
    page: "Page",
  },
  article: {
    back: "Back to all articles",
    comingSoon: "The full article is being prepared and will be published here soon.",
    lastReviewed: "Last reviewed:",
    moreArticles: "More articles",
    previous: "Previous article",
    next: "Next article",
  },
  storedPost: {
    loading: "Loading article…",
    looking: "Looking for this article in your browser.",
    notFound: "Blog post not found",
    notFoundText: "The article you are looking for may have moved or no longer exists.",
    returnToBlog: "Return to blog",
  },
  notFound: {
    title: "Page not found",
    message: "Oops! Page not found",
    home: "Return to Home",
  },
  errors: {
    section: "Sorry, this part of the page could not be shown. To book a consultation, please call {phone}.",
  },
  breadcrumb: {
    label: "Breadcrumb",
    home: "Home",
    blog: "Blog",
  },
  /** The patient library: /conditions/, /treatments/ and their pages. */
  library: {
    /** The footer's column, and the home page's services section's link. */
    heading: "Patient library",
    conditions: "Conditions explained",
    treatments: "Operations explained",
    /** Labels of a page's kind: breadcrumbs, search results, lists. */
    kind: { conditions: "Condition", treatments: "Operation" },
    otherNames: "Also called",
    contents: "On this page",
    sections: {
      whatItIs: "What it is",
      symptoms: "Symptoms",
      whenToGetHelp: "When to get help",
      causes: "Causes and risks",
      tests: "Tests",
      treatment: "Treatment",
      living: "Living with it",
      why: "Why it is done, and the alternatives",
      preparation: "Preparing for the operation",
      dayOf: "The day of the operation",
      recovery: "Recovery",
      risks: "Risks",
      home: "Diet and activity at home",
      whenToCall: "When to call",
      faq: "Questions patients ask",
      cost: "What it may cost",
    },
    alternatives: "The alternatives",
    riskFactors: "What makes it more likely",
    diet: "Diet",
    activity: "Activity",
    emergency: "Go to an emergency department now if you have",
    emergencyLine: "Or call the hospital's 24-hour emergency line:",
    soon: "See a doctor soon, within a few days, if you have",
    soonAction: "Book an appointment, or see your family doctor.",
    operationsForIt: "Operations for this condition",
    conditionsItTreats: "Conditions this operation treats",
    services: "Part of",
    relatedArticles: "Related articles",
    onArticle: "In the patient library",
    /** At the foot of every page. */
    reviewed: "Medically reviewed by {name} on {date}; next review due {next}.",
    reviewedShort: "Reviewed {date}",
    /** The index pages' link to the other index. */
    seeAlso: "See also: {other}",
    /** A service's Learn More: the library's pages on it. */
    inLibrary: "Read more",
  },
};
