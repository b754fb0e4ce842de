import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PostCard } from "../src/components/blog/post-card";
import { ContactSection } from "../src/components/home/contact-section";
import { resolveSchedule } from "../src/hooks/use-schedule";
import { Header } from "../src/components/layout/header";
import { switchTarget } from "../src/components/layout/language-switch";
import { BLOG_CATEGORIES } from "../src/constants";
import { format } from "../src/i18n/format";
import { LANGUAGE_INFO } from "../src/i18n/languages";
import { missingStrings, STRINGS } from "../src/i18n/strings";
import { displayDate, shownDates } from "../src/lib/date-display";
import type { Post } from "../src/lib/posts";
import { readingTimeLabel } from "../src/lib/reading-time";
import { LOADING_ARTICLE } from "../src/lib/unknown-page";
import practice from "../content/practice.json";
import { scheduleHi } from "./helpers/hindi-content";
import home from "../content/home.json";
import { renderInLanguage } from "./helpers/render-in-language";
import { scheduleAsBuilt } from "./helpers/static-data";

const { en, hi } = STRINGS;

/** Every string of a dictionary with its dotted key. */
function entries(dictionary: object, prefix = ""): [string, string][] {
  return Object.entries(dictionary).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : entries(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the dictionaries", () => {
  it("have the same keys in English and Hindi, none of them blank", () => {
    expect(missingStrings(en, en)).toEqual([]);
    expect(missingStrings(en, hi)).toEqual([]);
    // And Hindi has nothing English lacks (a misspelt key would never be shown).
    expect(missingStrings(hi, en)).toEqual([]);
  });

  it("fill the same placeholders in both languages", () => {
    const hindi = new Map(entries(hi));
    const differing = entries(en)
      .filter(([key, text]) => placeholders(hindi.get(key) ?? "").join() !== placeholders(text).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("write Hindi in Devanagari with Western digits; Latin script only inside brackets", () => {
    const outsideBrackets = (text: string) => text.replace(/\([^)]*\)/g, "").replace(/\{\w+\}/g, "");
    const offending = entries(hi)
      .filter(([, text]) => /[A-Za-z]/.test(outsideBrackets(text)) || /[०-९]/.test(text))
      .map(([key]) => key);
    expect(offending).toEqual([]);
  });

  it("name every blog category", () => {
    for (const dictionary of [en, hi]) expect(Object.keys(dictionary.categories)).toEqual([...BLOG_CATEGORIES]);
    // English shows its categories as content names them.
    for (const category of BLOG_CATEGORIES) expect(en.categories[category]).toBe(category);
  });

  it("title the stored post's loading view as the head script titles the tab before it", () => {
    expect(en.storedPost.loading).toBe(LOADING_ARTICLE);
  });
});

describe("dates and reading times by language", () => {
  it("keeps English dates as they were and writes Hindi ones with Western digits", () => {
    expect(displayDate("2025-05-10")).toBe("May 10, 2025");
    expect(displayDate("2025-05-10", "en")).toBe("May 10, 2025");
    expect(displayDate("2025-05-10", "hi")).toBe("10 मई 2025");
    expect(displayDate("soon", "hi")).toBe("soon");
  });

  it("writes an article's dates for its pages from its front matter, as YAML gives them", () => {
    expect(shownDates({ date: "2025-05-10", lastReviewed: new Date("2025-10-14T00:00:00Z") }, "hi")).toEqual({
      date: "10 मई 2025",
      lastReviewed: "14 अक्टूबर 2025",
    });
    expect(shownDates({ date: new Date("2025-05-10T00:00:00Z"), lastReviewed: null }, "en")).toEqual({
      date: "May 10, 2025",
      lastReviewed: null,
    });
  });

  it("labels reading time from the page language's template, English without one", () => {
    expect(readingTimeLabel(8)).toBe(format(en.postCard.readingTime, { count: 8 }));
    expect(readingTimeLabel(0.2, hi.postCard.readingTime)).toBe("पढ़ने में 1 मिनट");
  });
});

describe("the language switch", () => {
  it("leads to this page in the other language, or to the nearest page that has one", () => {
    expect(switchTarget("en", "hi", { en: "/blog/1/", hi: "/hi/blog/1/" })).toBe("/hi/blog/1/");
    expect(switchTarget("hi", "en", { en: "/", hi: "/hi/" })).toBe("/");
    expect(switchTarget("en", "hi", { en: "/blog/7/" })).toBe("/hi/blog/");
    expect(switchTarget("hi", "en", { hi: "/hi/blog/category/cancer-care/" })).toBe("/blog/");
    expect(switchTarget("en", "hi", {})).toBe("/hi/");
  });

  it("is in the header on every page, named in the other language", () => {
    renderInLanguage(<Header onHome={false} />, "en", { en: "/blog/1/", hi: "/hi/blog/1/" });
    const toHindi = screen.getByRole("link", { name: LANGUAGE_INFO.hi.name });
    expect(toHindi).toHaveAttribute("href", "/hi/blog/1/");
    expect(toHindi).toHaveAttribute("lang", LANGUAGE_INFO.hi.tag);
    expect(toHindi).toHaveAttribute("hreflang", LANGUAGE_INFO.hi.tag);
  });
});

describe("components on a Hindi page", () => {
  it("the header speaks Hindi and keeps its links in Hindi", async () => {
    const user = userEvent.setup();
    renderInLanguage(<Header onHome={false} />, "hi", { en: "/blog/", hi: "/hi/blog/" });
    // The logo is named "<the practice's name>, होम पेज", whichever language content/ gives the name in.
    const homeSuffix = format(hi.header.homeLink, { name: "" });
    expect(screen.getByRole("link", { name: (name) => name.endsWith(homeSuffix) })).toHaveAttribute("href", "/hi/");
    // Both navigations (jsdom applies no media queries: the desktop one counts as hidden).
    const about = screen.getAllByRole("link", { name: hi.nav.about, hidden: true });
    expect(about.map((link) => link.getAttribute("href"))).toEqual(["/hi/#about", "/hi/#about"]);
    expect(screen.getByRole("button", { name: hi.nav.services, hidden: true })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: hi.common.bookAppointment, hidden: true })).toHaveLength(2);

    const toEnglish = screen.getByRole("link", { name: "English" });
    expect(toEnglish).toHaveAttribute("href", "/blog/");
    expect(toEnglish).toHaveAttribute("hreflang", LANGUAGE_INFO.en.tag);

    await user.click(screen.getByRole("button", { name: hi.header.openMenu }));
    expect(screen.getByRole("button", { name: hi.header.closeMenu })).toHaveAttribute("aria-expanded", "true");
  });

  it("a post card shows the category's Hindi name, a Hindi date, and links to the Hindi article", () => {
    const post: Post = {
      id: "2",
      title: "अग्न्याशय का कैंसर",
      excerpt: "बिना दर्द का पीलिया।",
      date: "2025-06-18",
      category: "Cancer Care",
      readingTime: readingTimeLabel(5, hi.postCard.readingTime),
      image: null,
      html: "",
      author: null,
      lastReviewed: null,
      source: "built-in",
      shownDates: shownDates({ date: "2025-06-18" }, "hi"),
    };
    renderInLanguage(<PostCard post={post} />, "hi");
    const card = screen.getByRole("article");
    expect(within(card).getByText(hi.categories["Cancer Care"])).toBeInTheDocument();
    expect(within(card).getByText("18 जून 2025")).toHaveAttribute("datetime", "2025-06-18");
    expect(within(card).getByText("पढ़ने में 5 मिनट")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: new RegExp(`^${hi.postCard.readMore}`) })).toHaveAttribute(
      "href",
      "/hi/blog/2/",
    );
  });

  it("the contact form labels its fields and thanks the patient in Hindi", async () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    jest.spyOn(console, "log").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderInLanguage(
      <ContactSection
        id="contact"
        content={home}
        practice={{ ...practice, whatsapp: { greeting: "" } } as never}
        schedule={resolveSchedule(scheduleAsBuilt("hi", scheduleHi) as never, {
          ...practice,
          whatsapp: { greeting: "" },
        })}
      />,
      "hi",
    );
    await user.type(screen.getByLabelText(hi.contact.nameField), "आशा मिश्रा");
    await user.type(screen.getByLabelText(hi.contact.emailField), "asha@example.in");
    await user.type(screen.getByLabelText(hi.contact.messageField), "पिताजी के लिए समय चाहिए।");
    await user.click(screen.getByRole("button", { name: hi.contact.send }));
    expect(alert).toHaveBeenCalledWith(hi.contact.thanks);
    jest.restoreAllMocks();
  });
});
