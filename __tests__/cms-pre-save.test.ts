/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
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

  it("refuses a field its widget let through, with the build's words (a WhatsApp number without +)", () => {
    const [first] = schedule.venues;
    const number = "91 98390 12345";
    const data = { ...schedule, venues: [{ ...first, whatsapp: number }, ...schedule.venues.slice(1)] };
    expect(() => refuseBrokenRules(entry("content/schedule.json", data))).toThrow(
      `content/schedule.json: field "venues[1].whatsapp" must be a phone number starting with "+"`,
    );
  });

  it("checks an article's front matter and text as the build does", () => {
    const source = fs.readFileSync(path.resolve("content/blog/1/index.md"), "utf8");
    const { data, content } = matter(source);
    expect(() => refuseBrokenRules(entry("content/blog/1/index.md", { ...data, body: content }))).not.toThrow();
    expect(() => refuseBrokenRules(entry("content/blog/1/index.md", { ...data, title: " ", body: content }))).toThrow(
      'content/blog/1/index.md: field "title" is missing or empty',
    );
    expect(() =>
      refuseBrokenRules(
        entry("content/blog/1/index.md", { ...data, body: `${content}\n<iframe src="https://x.in"></iframe>\n` }),
      ),
    ).toThrow("raw HTML is not allowed");
  });

  it("checks a translation on its translated text, the facts coming from the English file", () => {
    const translation = JSON.parse(fs.readFileSync(path.resolve("content/hi/schedule.json"), "utf8")) as {
      venues: Array<Record<string, unknown>>;
    };
    expect(() => refuseBrokenRules(entry("content/hi/schedule.json", translation))).not.toThrow();
    const [first, ...rest] = translation.venues;
    const blank = { ...translation, venues: [{ ...first, name: "" }, ...rest] };
    expect(() => refuseBrokenRules(entry("content/hi/schedule.json", blank))).toThrow(
      'content/hi/schedule.json: field "venues[1].name" is missing or empty',
    );
  });

  it("saves the sample schedule, and lets an optional key be left out", () => {
    expect(() => refuseBrokenRules(entry("content/schedule.json", schedule))).not.toThrow();
    const { notices: _notices, ...withoutNotices } = schedule;
    expect(() => refuseBrokenRules(entry("content/schedule.json", withoutNotices))).not.toThrow();
  });
});
