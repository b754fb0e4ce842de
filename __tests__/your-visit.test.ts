import schedule from "../content/schedule.json";
import scheduleHi from "../content/hi/schedule.json";
import visitHi from "../content/hi/your-visit.json";
import visit from "../content/your-visit.json";
import { SCHEDULE, VISIT, withSharedFacts } from "../src/lib/content-model";
import { translationProblems, validateJsonFile, type ValidationContext } from "../src/lib/content-validation";

/**
 * A patient's visit on one page (issue 48): content/your-visit.json and the schedule's venue facts
 * (directions, parking, access, ABHA Scan & Share) pass the build's checks in both languages, and a
 * bad input fails naming the file and the field.
 */

const VISIT_FILE = "content/your-visit.json";
const context = (file: string): ValidationContext => ({ file, imageSize: () => ({ width: 4000, height: 4000 }) });
const problems = (data: unknown) => validateJsonFile(VISIT, data, context(VISIT_FILE));

/** your-visit.json with its first checklist item changed. */
const withItem = (changes: Record<string, unknown>) => ({
  ...visit,
  bring: [{ ...visit.bring[0], ...changes }, ...visit.bring.slice(1)],
});

describe("the sample content", () => {
  it("passes every rule, in both languages", () => {
    expect(problems(visit)).toEqual([]);
    expect(
      translationProblems(VISIT, visit, visitHi, { original: VISIT_FILE, translation: "content/hi/your-visit.json" }),
    ).toEqual([]);
    expect(validateJsonFile(SCHEDULE, schedule, context("content/schedule.json"))).toEqual([]);
    expect(
      translationProblems(SCHEDULE, schedule, scheduleHi, {
        original: "content/schedule.json",
        translation: "content/hi/schedule.json",
      }),
    ).toEqual([]);
  });

  it("gives the Hindi page each item's link from the English file, written once", () => {
    const merged = withSharedFacts(VISIT, visit, visitHi);
    expect(merged.bring.map((item) => ("link" in item ? item.link : undefined))).toEqual(
      visit.bring.map((item) => ("link" in item ? item.link : undefined)),
    );
    expect(merged.bring[0]!.text).toBe(visitHi.bring[0]!.text);
  });
});

describe("bad input fails naming the file and the field", () => {
  it("a checklist item without text", () => {
    expect(problems(withItem({ text: " " }))).toEqual([`${VISIT_FILE}: field "bring[1].text" is missing or empty`]);
  });

  it("a checklist item linking to a page the site does not have", () => {
    expect(problems(withItem({ link: "/nowhere/" }))).toEqual([
      expect.stringContaining(`${VISIT_FILE}: field "bring[1].link"`),
    ]);
  });

  it("an empty checklist, or none", () => {
    expect(problems({ ...visit, bring: [] })).toEqual([`${VISIT_FILE}: field "bring" is missing or empty`]);
    const { bring: _left, ...without } = visit;
    expect(problems(without)).toEqual([`${VISIT_FILE}: field "bring" is missing or empty`]);
  });

  it("no word on when to arrive", () => {
    expect(problems({ ...visit, arrive: "" })).toEqual([`${VISIT_FILE}: field "arrive" is missing or empty`]);
  });

  it("a venue's ABHA switch that is not a yes or no", () => {
    const venues = [{ ...schedule.venues[0], abhaScanShare: "yes" }, ...schedule.venues.slice(1)];
    expect(validateJsonFile(SCHEDULE, { ...schedule, venues }, context("content/schedule.json"))).toEqual([
      expect.stringContaining(`content/schedule.json: field "venues[1].abhaScanShare"`),
    ]);
  });

  it("a Hindi checklist with an item missing", () => {
    expect(
      translationProblems(
        VISIT,
        visit,
        { ...visitHi, bring: visitHi.bring.slice(1) },
        {
          original: VISIT_FILE,
          translation: "content/hi/your-visit.json",
        },
      ),
    ).toEqual([expect.stringContaining(`content/hi/your-visit.json: field "bring" has`)]);
  });
});
