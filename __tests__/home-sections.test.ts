import { footerLinks, headerItems, HOME_SECTIONS, shownSections, TOP_ID } from "../src/lib/home-sections";

const HEADER_ITEMS = headerItems(HOME_SECTIONS);
const FOOTER_LINKS = footerLinks(HOME_SECTIONS);

describe("the home sections' registry", () => {
  it("opens with the hero, whose links go to the top of the page", () => {
    expect(HOME_SECTIONS[0]?.id).toBe(TOP_ID);
  });

  it("names each section once, by an id a link can end in", () => {
    const ids = HOME_SECTIONS.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
  });

  it("gives the header one Services list at most: the header keeps one dropdown and one sub-list", () => {
    expect(HEADER_ITEMS.filter((item) => item.nav.header === "services").length).toBeLessThanOrEqual(1);
  });

  it("lists the header's items and the footer's links in page order", () => {
    const order = (ids: readonly string[]) => ids.map((id) => HOME_SECTIONS.findIndex((section) => section.id === id));
    for (const list of [HEADER_ITEMS, FOOTER_LINKS]) {
      const positions = order(list.map((item) => item.id));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});

describe("the testimonials switch (content/home.json)", () => {
  const ids = (sections: ReturnType<typeof shownSections>) => sections.map((section) => section.id);

  it("shows every section when on or left out, as the specification has it", () => {
    expect(ids(shownSections({ testimonials: { show: true } }))).toEqual(ids(HOME_SECTIONS));
    expect(ids(shownSections({ testimonials: {} }))).toEqual(ids(HOME_SECTIONS));
  });

  it("off, takes the section and the header's link to it away", () => {
    const off = shownSections({ testimonials: { show: false } });
    expect(ids(off)).not.toContain("testimonials");
    expect(headerItems(off).map((item) => item.id)).not.toContain("testimonials");
    expect(footerLinks(off).map((item) => item.id)).not.toContain("testimonials");
    expect(off).toHaveLength(HOME_SECTIONS.length - 1);
  });
});
