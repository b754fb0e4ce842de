import {
  addDays,
  daySpans,
  indiaClock,
  noticesOn,
  venueStatus,
  weeklyRuns,
  weekdayOf,
  type Notice,
  type ScheduledVenue,
} from "../src/lib/schedule";
import { dayAndMonth, feeText, statusText, timeText, weekText } from "../src/i18n/schedule-text";
import { en } from "../src/i18n/strings/en";
import { hi } from "../src/i18n/strings/hi";

/** An instant given as India's wall clock ("2026-12-03T10:00", IST = UTC+05:30). */
const india = (wallClock: string) => new Date(`${wallClock}:00+05:30`);

const hospital: ScheduledVenue = {
  id: "hospital",
  slots: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "10:00", closes: "18:00" },
  ],
};
const visiting: ScheduledVenue = {
  id: "visiting",
  slots: [{ days: ["Tuesday", "Friday"], opens: "17:00", closes: "19:30" }],
};
const lateNight: ScheduledVenue = { id: "night", slots: [{ days: ["Sunday"], opens: "20:00", closes: "23:59" }] };

// 2026-12-03 is a Thursday; 2026-12-06 a Sunday.
describe("India's clock", () => {
  test("is UTC+05:30 whatever the device's zone", () => {
    expect(indiaClock(new Date("2026-12-03T04:30:00Z"))).toEqual({
      date: "2026-12-03",
      weekday: "Thursday",
      minutes: 600,
    });
    // 20:00 UTC on Wednesday is 01:30 on Thursday in India.
    expect(indiaClock(new Date("2026-12-02T20:00:00Z"))).toEqual({
      date: "2026-12-03",
      weekday: "Thursday",
      minutes: 90,
    });
    // New York's evening is India's next morning.
    expect(indiaClock(new Date("2026-12-02T21:30:00-05:00")).date).toBe("2026-12-03");
  });

  test("knows weekdays and adds days across months and years", () => {
    expect(weekdayOf("2026-12-06")).toBe("Sunday");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});

describe("a venue's status", () => {
  test("opens at the minute its slot opens and closes at the minute it closes", () => {
    expect(venueStatus(hospital, [], india("2026-12-03T09:59"))).toEqual({ kind: "later-today", opens: "10:00" });
    expect(venueStatus(hospital, [], india("2026-12-03T10:00"))).toEqual({ kind: "open", closes: "18:00" });
    expect(venueStatus(hospital, [], india("2026-12-03T17:59"))).toEqual({ kind: "open", closes: "18:00" });
    expect(venueStatus(hospital, [], india("2026-12-03T18:00"))).toMatchObject({
      kind: "next",
      weekday: "Friday",
      daysAhead: 1,
    });
  });

  test("at midnight, the new day's slots count", () => {
    expect(venueStatus(hospital, [], india("2026-12-04T00:00"))).toEqual({ kind: "later-today", opens: "10:00" });
    expect(venueStatus(lateNight, [], india("2026-12-06T23:58"))).toEqual({ kind: "open", closes: "23:59" });
    expect(venueStatus(lateNight, [], india("2026-12-07T00:00"))).toMatchObject({ kind: "next", weekday: "Sunday" });
  });

  test("on Sunday, the next OPD is Monday's", () => {
    expect(venueStatus(hospital, [], india("2026-12-06T11:00"))).toEqual({
      kind: "next",
      date: "2026-12-07",
      weekday: "Monday",
      opens: "10:00",
      daysAhead: 1,
    });
    expect(venueStatus(visiting, [], india("2026-12-06T11:00"))).toMatchObject({ weekday: "Tuesday", opens: "17:00" });
  });

  test("is the same instant's status in India when the device is elsewhere", () => {
    // 04:30 UTC is 10:00 in India: open, whatever the device's clock reads locally.
    expect(venueStatus(hospital, [], new Date("2026-12-03T04:30:00Z"))).toEqual({ kind: "open", closes: "18:00" });
    expect(venueStatus(hospital, [], new Date("2026-12-02T23:30:00-05:00"))).toEqual({ kind: "open", closes: "18:00" });
  });

  test("a notice closes the venues it concerns for its whole dates, and the next OPD comes after it", () => {
    const leave: Notice = { from: "2026-12-03", to: "2026-12-05", message: "On leave" };
    const status = venueStatus(hospital, [leave], india("2026-12-03T11:00"));
    expect(status).toEqual({
      kind: "next",
      date: "2026-12-07",
      weekday: "Monday",
      opens: "10:00",
      daysAhead: 4,
      away: leave,
    });
    // The day before and the day after, it is as usual.
    expect(venueStatus(hospital, [leave], india("2026-12-02T11:00"))).toEqual({ kind: "open", closes: "18:00" });
    expect(venueStatus(hospital, [leave], india("2026-12-07T11:00"))).toEqual({ kind: "open", closes: "18:00" });
    // A notice for one venue leaves the other alone.
    const visitingOnly: Notice = { ...leave, venue: "visiting" };
    expect(venueStatus(hospital, [visitingOnly], india("2026-12-03T11:00"))).toEqual({ kind: "open", closes: "18:00" });
    expect(noticesOn([leave, visitingOnly], "2026-12-05", "hospital")).toEqual([leave]);
    expect(noticesOn([leave, visitingOnly], "2026-12-06")).toEqual([]);
  });

  test("with no slot at all there is no next OPD", () => {
    expect(venueStatus({ id: "none", slots: [] }, [], india("2026-12-03T11:00"))).toEqual({ kind: "none" });
  });
});

describe("the week in words", () => {
  test("joins days with the same hours and spans three or more in a row", () => {
    expect(weeklyRuns(hospital)).toEqual([
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "10:00", closes: "18:00" },
    ]);
    expect(daySpans(["Friday", "Tuesday"])).toEqual([
      { first: "Tuesday", last: "Tuesday" },
      { first: "Friday", last: "Friday" },
    ]);
    expect(weekText(hospital, en.schedule)).toEqual(["Mon–Sat 10:00 AM–6:00 PM"]);
    expect(weekText(visiting, en.schedule)).toEqual(["Tue, Fri 5:00 PM–7:30 PM"]);
    expect(weekText(hospital, hi.schedule)).toEqual(["सोम–शनि, सुबह 10:00 से शाम 6:00 बजे तक"]);
  });

  test("writes times as each language does", () => {
    expect(["00:30", "10:00", "12:00", "18:00", "21:15"].map((time) => timeText(time, en.schedule))).toEqual([
      "12:30 AM",
      "10:00 AM",
      "12:00 PM",
      "6:00 PM",
      "9:15 PM",
    ]);
    expect(["10:00", "13:00", "18:00", "21:15"].map((time) => timeText(time, hi.schedule))).toEqual([
      "सुबह 10:00",
      "दोपहर 1:00",
      "शाम 6:00",
      "रात 9:15",
    ]);
  });

  test("says each status", () => {
    const say = (status: Parameters<typeof statusText>[0]) => statusText(status, en.schedule, "en");
    expect(say({ kind: "open", closes: "18:00" })).toBe("Open now, until 6:00 PM");
    expect(say({ kind: "later-today", opens: "10:00" })).toBe("Opens today at 10:00 AM");
    expect(say({ kind: "next", date: "2026-12-03", weekday: "Thursday", opens: "17:00", daysAhead: 3 })).toBe(
      "Next OPD: Thursday, 5:00 PM",
    );
    expect(say({ kind: "next", date: "2026-12-04", weekday: "Friday", opens: "10:00", daysAhead: 1 })).toBe(
      "Next OPD: tomorrow, 10:00 AM",
    );
    const away: Notice = { from: "2026-12-01", to: "2026-12-10", message: "On leave" };
    expect(say({ kind: "next", date: "2026-12-11", weekday: "Friday", opens: "10:00", daysAhead: 9, away })).toBe(
      "Closed today: see the notice. Next OPD: Friday 11 December, 10:00 AM",
    );
    expect(statusText({ kind: "open", closes: "18:00" }, hi.schedule, "hi")).toBe("अभी खुला है, शाम 6:00 बजे तक");
    expect(dayAndMonth("2026-12-03", "hi")).toBe("3 दिसंबर");
    expect(feeText(800, "en")).toBe("₹800");
    expect(feeText(800, "hi")).toBe("₹800");
  });
});
