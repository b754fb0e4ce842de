import { CAROUSEL_START, carouselReducer, type CarouselState } from "../src/lib/carousel";
import { toggleDropdown } from "../src/lib/dropdown";
import { imageStatusReducer, showsInitials } from "../src/lib/image-status";
import { isScrolled } from "../src/lib/scroll";
import { HEADER_SCROLL_THRESHOLD_PX } from "../src/constants";

describe("carousel reducer", () => {
  const unlocked = (index: number): CarouselState => ({ index, locked: false });

  it("starts at the first item, unlocked", () => {
    expect(CAROUSEL_START).toEqual({ index: 0, locked: false });
  });

  it("moves next and locks", () => {
    expect(carouselReducer(unlocked(0), { type: "next" }, 4)).toEqual({ index: 1, locked: true });
  });

  it("wraps next from the last item to the first", () => {
    expect(carouselReducer(unlocked(3), { type: "next" }, 4).index).toBe(0);
  });

  it("wraps previous from the first item to the last", () => {
    expect(carouselReducer(unlocked(0), { type: "previous" }, 4).index).toBe(3);
  });

  it("jumps to a dot's item", () => {
    expect(carouselReducer(unlocked(0), { type: "goTo", index: 2 }, 4)).toEqual({ index: 2, locked: true });
  });

  it("ignores every input while locked, until unlocked", () => {
    const locked = { index: 1, locked: true };
    expect(carouselReducer(locked, { type: "next" }, 4)).toBe(locked);
    expect(carouselReducer(locked, { type: "previous" }, 4)).toBe(locked);
    expect(carouselReducer(locked, { type: "goTo", index: 3 }, 4)).toBe(locked);
    expect(carouselReducer(locked, { type: "unlock" }, 4)).toEqual(unlocked(1));
  });

  it("does not lock for a dot that is already showing, or an index out of range", () => {
    expect(carouselReducer(unlocked(2), { type: "goTo", index: 2 }, 4)).toEqual(unlocked(2));
    expect(carouselReducer(unlocked(2), { type: "goTo", index: 9 }, 4)).toEqual(unlocked(2));
  });

  it("resume takes over the quote scrolled to before hydration, without a lock; out of range is ignored", () => {
    expect(carouselReducer(unlocked(0), { type: "resume", index: 2 }, 4)).toEqual(unlocked(2));
    const start = unlocked(0);
    expect(carouselReducer(start, { type: "resume", index: 0 }, 4)).toBe(start);
    expect(carouselReducer(start, { type: "resume", index: 4 }, 4)).toBe(start);
    expect(carouselReducer(start, { type: "resume", index: -1 }, 4)).toBe(start);
  });
});

describe("header dropdown", () => {
  it("opens the chosen dropdown, closes it when chosen again, switches to another", () => {
    expect(toggleDropdown("none", "services")).toBe("services");
    expect(toggleDropdown("services", "services")).toBe("none");
    expect(toggleDropdown("services", "mobileServices")).toBe("mobileServices");
    expect(toggleDropdown("mobileServices", "mobileServices")).toBe("none");
  });
});

describe("header scrolled flag", () => {
  it(`is set only above ${HEADER_SCROLL_THRESHOLD_PX} px`, () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(HEADER_SCROLL_THRESHOLD_PX)).toBe(false);
    expect(isScrolled(HEADER_SCROLL_THRESHOLD_PX + 1)).toBe(true);
  });
});

describe("avatar status", () => {
  it("goes idle → loading → loaded, showing initials until loaded", () => {
    const loading = imageStatusReducer("idle", "start");
    expect(loading).toBe("loading");
    expect(showsInitials("idle")).toBe(true);
    expect(showsInitials(loading)).toBe(true);
    const loaded = imageStatusReducer(loading, "load");
    expect(loaded).toBe("loaded");
    expect(showsInitials(loaded)).toBe(false);
  });

  it("shows initials after an error, and a late load event does not hide them", () => {
    const failed = imageStatusReducer("loading", "error");
    expect(showsInitials(failed)).toBe(true);
    expect(imageStatusReducer(failed, "load")).toBe("error");
  });
});
