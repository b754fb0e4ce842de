/**
 * The consultation schedule (content/schedule.json): when each venue holds its OPD, which notices
 * are in force on a day, and a venue's status at a moment. Pure functions on India's wall clock:
 * the status is worked out in the visitor's browser, whatever time zone the device is set to.
 */
import type { Notice, Venue } from "./content-model";
import { WEEKDAYS, type Weekday } from "./weekdays";

export { WEEKDAYS, type Weekday } from "./weekdays";

/** India Standard Time (Asia/Kolkata) is UTC+05:30 all year: India keeps no daylight saving. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A weekly OPD session, a notice of leave and a venue: their shapes are the content model's. */
export type { Notice, Slot } from "./content-model";
/** What the schedule's week needs of a venue. */
export type ScheduledVenue = Pick<Venue, "id" | "slots">;

/** Minutes after midnight of a "HH:MM" time. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The date ("YYYY-MM-DD"), weekday and minutes after midnight in India at an instant. */
export function indiaClock(instant: Date): { date: string; weekday: Weekday; minutes: number } {
  const shifted = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: weekdayOf(shifted.toISOString().slice(0, 10)),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The weekday of a calendar date "YYYY-MM-DD". */
export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a notice concerns a venue: it names it, or names none (every venue). */
export function concerns(notice: Notice, venueId: string): boolean {
  return !notice.venue || notice.venue === venueId;
}

/** The notices in force on a date (India's calendar), for one venue or, without one, any. */
export function noticesOn(notices: readonly Notice[], date: string, venueId?: string): Notice[] {
  return notices.filter(
    (notice) => notice.from <= date && date <= notice.to && (venueId === undefined || concerns(notice, venueId)),
  );
}

/** A venue's sessions on one weekday, in order, with back-to-back slots joined into one. */
export function sessionsOn(venue: ScheduledVenue, weekday: Weekday): Array<{ opens: string; closes: string }> {
  const sessions = venue.slots
    .filter((slot) => slot.days.includes(weekday))
    .map(({ opens, closes }) => ({ opens, closes }))
    .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
  return sessions.reduce<Array<{ opens: string; closes: string }>>((joined, session) => {
    const last = joined[joined.length - 1];
    if (last && minutesOf(session.opens) <= minutesOf(last.closes)) {
      if (minutesOf(session.closes) > minutesOf(last.closes)) last.closes = session.closes;
    } else joined.push({ ...session });
    return joined;
  }, []);
}

export type VenueStatus =
  /** In an OPD now, until `closes`. */
  | { kind: "open"; closes: string }
  /** An OPD later today. */
  | { kind: "later-today"; opens: string }
  /** The next OPD on a later day; `away` is the notice that keeps the venue closed now, if any. */
  | { kind: "next"; date: string; weekday: Weekday; opens: string; daysAhead: number; away?: Notice }
  /** No OPD in the coming year (no slots, or a notice that long); `away` as above. */
  | { kind: "none"; away?: Notice };

/** How far ahead the next OPD is looked for. */
const LOOK_AHEAD_DAYS = 366;

/** A venue's status at an instant, in India's time, with the notices that close it. */
export function venueStatus(venue: ScheduledVenue, notices: readonly Notice[], instant: Date): VenueStatus {
  const now = indiaClock(instant);
  const away = noticesOn(notices, now.date, venue.id)[0];
  for (let daysAhead = 0; daysAhead <= LOOK_AHEAD_DAYS; daysAhead += 1) {
    const date = addDays(now.date, daysAhead);
    if (noticesOn(notices, date, venue.id).length > 0) continue;
    const weekday = weekdayOf(date);
    for (const session of sessionsOn(venue, weekday)) {
      if (daysAhead === 0) {
        if (now.minutes >= minutesOf(session.closes)) continue;
        if (now.minutes >= minutesOf(session.opens)) return { kind: "open", closes: session.closes };
        return { kind: "later-today", opens: session.opens };
      }
      return { kind: "next", date, weekday, opens: session.opens, daysAhead, ...(away ? { away } : {}) };
    }
  }
  return { kind: "none", ...(away ? { away } : {}) };
}

/**
 * A venue's week as runs of days with the same hours, in the week's order: Mon–Sat 10:00–18:00 is
 * one run of six days. What the booking dialog, the About card and the footer print.
 */
export function weeklyRuns(venue: ScheduledVenue): Array<{ days: Weekday[]; opens: string; closes: string }> {
  const runs: Array<{ days: Weekday[]; opens: string; closes: string }> = [];
  for (const weekday of WEEKDAYS) {
    for (const session of sessionsOn(venue, weekday)) {
      const same = runs.find((run) => run.opens === session.opens && run.closes === session.closes);
      if (same) same.days.push(weekday);
      else runs.push({ days: [weekday], ...session });
    }
  }
  return runs;
}

/**
 * Days in the week's order as spans: consecutive days of three or more are one span
 * (Monday to Saturday); others stand alone (Tuesday, Friday).
 */
export function daySpans(days: readonly Weekday[]): Array<{ first: Weekday; last: Weekday }> {
  const indexes = [...new Set(days.map((day) => WEEKDAYS.indexOf(day)))].sort((a, b) => a - b);
  const spans: Array<{ first: number; last: number }> = [];
  for (const index of indexes) {
    const last = spans[spans.length - 1];
    if (last && last.last === index - 1) last.last = index;
    else spans.push({ first: index, last: index });
  }
  return spans.flatMap(({ first, last }) =>
    last - first >= 2
      ? [{ first: WEEKDAYS[first]!, last: WEEKDAYS[last]! }]
      : WEEKDAYS.slice(first, last + 1).map((day) => ({ first: day, last: day })),
  );
}
