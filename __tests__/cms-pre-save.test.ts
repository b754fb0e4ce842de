import schedule from "../content/schedule.json";
import { refuseBrokenRules } from "../src/cms/pre-save";

/** An entry as Decap hands it to a preSave handler (an Immutable map; only `get` is read). */
const entry = (path: string, data: unknown) => ({
  entry: {
    get: ((key: "path" | "data") => (key === "path" ? path : { toJS: () => data })) as never,
  },
});

describe("the CMS before it saves", () => {
  const [hospital] = schedule.venues;
  const overlapping = {
    ...schedule,
    venues: [
      {
        ...hospital,
        slots: [
          { days: ["Monday"], opens: "10:00", closes: "14:00" },
          { days: ["Monday"], opens: "13:00", closes: "16:00" },
        ],
      },
    ],
  };

  it("refuses a schedule whose sessions overlap, naming the file and the field", () => {
    expect(() => refuseBrokenRules(entry("content/schedule.json", overlapping))).toThrow(
      'content/schedule.json: field "venues[1].slots[2]" overlaps venues[1].slots[1] on Monday',
    );
  });

  it("refuses a notice for a venue the schedule does not have", () => {
    const data = {
      ...schedule,
      notices: [{ from: "2026-12-01", to: "2026-12-02", venue: "nowhere", message: "Away" }],
    };
    expect(() => refuseBrokenRules(entry("content/schedule.json", data))).toThrow('field "notices[1].venue"');
  });

  it("saves the sample schedule, other files, and the Hindi text (whose rules come from English)", () => {
    expect(() => refuseBrokenRules(entry("content/schedule.json", schedule))).not.toThrow();
    expect(() => refuseBrokenRules(entry("content/hi/schedule.json", { venues: [] }))).not.toThrow();
    expect(() => refuseBrokenRules(entry("content/blog/1/index.md", {}))).not.toThrow();
  });
});
