import { FOOTER_LINKS, HEADER_ITEMS, HOME_SECTIONS, TOP_ID } from "../src/lib/home-sections";

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
