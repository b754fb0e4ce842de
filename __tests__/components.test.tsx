import { act, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PostCard } from "../src/components/blog/post-card";
import { Footer } from "../src/components/layout/footer";
import { Header } from "../src/components/layout/header";
import { Icon, IconsDrawn, type IconName } from "../src/components/ui/icon";
import { ICON_SPRITE_ID, IconSprite } from "../src/components/ui/icon-sprite";
import { ICON_PATHS } from "../src/lib/icon-paths";
import { useCarousel } from "../src/hooks/use-carousel";
import { STRINGS } from "../src/i18n/strings";
import home from "../content/home.json";
import { footerLinks, shownSections } from "../src/lib/home-sections";
import type { Post } from "../src/lib/posts";
import practice from "../content/practice.json";
import serviceContent from "../content/services.json";
import { renderInLanguage } from "./helpers/render-in-language";

describe("useCarousel", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("ignores input for 500 ms after a change, then accepts it again", () => {
    const { result } = renderHook(() => useCarousel(4));
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 1, locked: true });

    act(() => result.current.next());
    expect(result.current.index).toBe(1);

    act(() => jest.advanceTimersByTime(499));
    expect(result.current.locked).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.locked).toBe(false);

    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
  });
});

describe("PostCard", () => {
  const post: Post = {
    id: "2",
    title: "Pancreatic Cancer: Warning Signs",
    excerpt: "Painless jaundice should never be ignored.",
    date: "2025-06-18",
    category: "Cancer Care",
    readingTime: "5 min read",
    image: null,
    html: "",
    author: null,
    lastReviewed: null,
    shownDates: { date: "June 18, 2025", lastReviewed: null },
    source: "built-in",
  };

  it("shows the category, the date as people write it, the title, excerpt and reading time", () => {
    renderInLanguage(<PostCard post={post} />);
    const card = screen.getByRole("article");
    expect(within(card).getByText("Cancer Care")).toBeInTheDocument();
    expect(within(card).getByText("June 18, 2025")).toHaveAttribute("datetime", "2025-06-18");
    expect(within(card).getByRole("heading", { name: post.title })).toBeInTheDocument();
    expect(within(card).getByText(post.excerpt)).toBeInTheDocument();
    expect(within(card).getByText("5 min read")).toBeInTheDocument();
  });

  it("links Read More to the article, named after it for screen readers", () => {
    renderInLanguage(<PostCard post={post} />);
    expect(screen.getByRole("link", { name: /^Read More\s*: Pancreatic Cancer: Warning Signs$/ })).toHaveAttribute(
      "href",
      "/blog/2/",
    );
  });
});

describe("Header", () => {
  // jsdom has no Popover API, so these run the header as a browser without it does once hydrated:
  // React opens and closes the lists (marked data-open). jsdom applies no media queries, so the
  // desktop navigation counts as hidden: queries pass { hidden: true } for it. The browser tests
  // check what shows at each width, and the platform's own behaviour before hydration.
  const isOpen = (id: string) => document.getElementById(id)!.hasAttribute("data-open");

  it("opens the Services dropdown, closes it when chosen again, and with Escape", async () => {
    const user = userEvent.setup();
    renderInLanguage(<Header onHome />);
    const services = screen.getByRole("button", { name: "Services", hidden: true });
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(isOpen("services-menu")).toBe(false);

    await user.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(isOpen("services-menu")).toBe(true);
    const menu = document.getElementById("services-menu")!;
    expect(
      within(menu)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(["All Services", ...serviceContent.map((service) => service.title)]);

    await user.click(services);
    expect(services).toHaveAttribute("aria-expanded", "false");

    await user.click(services);
    await user.keyboard("{Escape}");
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(isOpen("services-menu")).toBe(false);
    expect(services).toHaveFocus();
  });

  it("closes the dropdown when an entry is chosen; every entry goes to #services", async () => {
    const user = userEvent.setup();
    renderInLanguage(<Header onHome />);
    await user.click(screen.getByRole("button", { name: "Services", hidden: true }));
    const menu = document.getElementById("services-menu")!;
    const entry = within(menu).getByRole("link", { name: serviceContent[1]!.title, hidden: true });
    expect(entry).toHaveAttribute("href", "#services");
    await user.click(entry);
    expect(isOpen("services-menu")).toBe(false);
  });

  it("opens the mobile menu, and closes it when a link is chosen", async () => {
    const user = userEvent.setup();
    renderInLanguage(<Header onHome />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(isOpen("mobile-menu")).toBe(true);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById("mobile-menu")!;
    expect(within(menu).getByRole("link", { name: serviceContent.at(-1)!.title, hidden: true })).toHaveAttribute(
      "href",
      "#services",
    );
    await user.click(within(menu).getByRole("link", { name: "About", hidden: true }));
    expect(isOpen("mobile-menu")).toBe(false);
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("Footer", () => {
  it("shows the current year and the emergency line", () => {
    jest.useFakeTimers({ now: new Date("2031-03-01T10:00:00Z") });
    renderInLanguage(<Footer onHome={false} />);
    expect(screen.getByText(/All rights reserved/)).toHaveTextContent(`© 2031 ${practice.name}. All rights reserved.`);
    expect(screen.getByRole("link", { name: practice.phones.emergency })).toHaveAttribute(
      "href",
      `tel:${practice.phones.emergency.replace(/[^\d+]/g, "")}`,
    );
    jest.useRealTimers();
  });

  it("links to home-page sections from other pages (the hero's link is the home page itself), then the library", () => {
    renderInLanguage(<Footer onHome={false} />);
    const quick = screen.getByRole("navigation", { name: "Quick links" });
    const links = within(quick).getAllByRole("link");
    const FOOTER_LINKS = footerLinks(shownSections(home));
    expect(links.map((link) => link.textContent)).toEqual([
      ...FOOTER_LINKS.map((link) => STRINGS.en.nav[link.nav.label]),
      STRINGS.en.library.conditions,
      STRINGS.en.library.treatments,
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/",
      ...FOOTER_LINKS.slice(1).map((link) => `/#${link.id}`),
      "/conditions/",
      "/treatments/",
    ]);
  });
});

describe("Icon", () => {
  // The sprite a missing icon made, outside what React rendered.
  afterEach(() => document.querySelectorAll(`body > #${ICON_SPRITE_ID}`).forEach((sprite) => sprite.remove()));

  it("tells the build which icons a page drew, so the page's sprite carries those alone", () => {
    const drawn = new Set<IconName>();
    render(
      <IconsDrawn.Provider value={drawn}>
        <Icon name="phone" />
        <Icon name="mapPin" />
        <Icon name="phone" />
      </IconsDrawn.Provider>,
    );
    expect([...drawn].sort()).toEqual(["mapPin", "phone"]);
    const { container } = render(<IconSprite names={[...drawn].sort()} />);
    expect([...container.querySelectorAll("symbol")].map((symbol) => symbol.id)).toEqual(["icon-mapPin", "icon-phone"]);
  });

  it("in the browser, adds a symbol the page's sprite lacks, and draws it", async () => {
    render(<IconSprite names={["phone"]} />);
    const { container } = render(
      <>
        <Icon name="phone" />
        <Icon name="liver" />
      </>,
    );
    const liver = await waitFor(() => {
      const symbol = document.getElementById("icon-liver");
      if (!symbol) throw new Error("no liver symbol yet");
      return symbol;
    });
    expect(liver.parentElement?.id).toBe(ICON_SPRITE_ID);
    expect(liver.querySelector("path")?.getAttribute("d")).toBe(ICON_PATHS.liver);
    expect(document.querySelectorAll("#icon-phone")).toHaveLength(1);
    expect([...container.querySelectorAll("use")].map((use) => use.getAttribute("href"))).toEqual([
      "#icon-phone",
      "#icon-liver",
    ]);
  });
});
