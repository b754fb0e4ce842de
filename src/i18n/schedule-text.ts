import { daySpans, minutesOf, weeklyRuns, type ScheduledVenue, type VenueStatus, type Weekday } from "../lib/schedule";
import { format } from "./format";
import { LANGUAGE_INFO, type Lang } from "./languages";
import type { Strings } from "./strings";

/**
 * The schedule in words, in a page's language: times ("6:00 PM", "शाम 6:00"), a venue's week
 * ("Mon–Sat 10:00 AM–6:00 PM") and its status ("Open now, until 6:00 PM"). The words come from the
 * language's dictionary (`schedule` in src/i18n/strings/).
 */
type ScheduleStrings = Strings["schedule"];

/** The part of the day a time falls in, which says how a language writes it (AM/PM, सुबह/शाम). */
function dayPeriod(minutes: number): keyof ScheduleStrings["time"] {
  const hour = Math.floor(minutes / 60);
  if (hour < 4) return "night";
  if (hour < 12) return "morning";
  if (hour < 16) return "afternoon";
  if (hour < 20) return "evening";
  return "lateEvening";
}

/** "18:00" -> "6:00 PM" in English, "शाम 6:00" in Hindi. */
export function timeText(time: string, strings: ScheduleStrings): string {
  const minutes = minutesOf(time);
  const hour12 = Math.floor(minutes / 60) % 12 || 12;
  const clock = `${hour12}:${String(minutes % 60).padStart(2, "0")}`;
  return format(strings.time[dayPeriod(minutes)], { time: clock });
}

/** Days as the schedule shows them: "Mon–Sat", "Tue, Fri". */
export function daysText(days: readonly Weekday[], strings: ScheduleStrings): string {
  return daySpans(days)
    .map(({ first, last }) =>
      first === last
        ? strings.shortDays[first]
        : format(strings.daySpan, { first: strings.shortDays[first], last: strings.shortDays[last] }),
    )
    .join(strings.listSeparator);
}

/** "10:00 AM–6:00 PM" */
export function hoursText(session: { opens: string; closes: string }, strings: ScheduleStrings): string {
  return format(strings.hours, { opens: timeText(session.opens, strings), closes: timeText(session.closes, strings) });
}

/** A venue's week in one line per run of days: ["Mon–Sat 10:00 AM–6:00 PM"]. */
export function weekText(venue: ScheduledVenue, strings: ScheduleStrings): string[] {
  return weeklyRuns(venue).map((run) =>
    format(strings.run, { days: daysText(run.days, strings), hours: hoursText(run, strings) }),
  );
}

/** "3 December" in the page's language, for a date "YYYY-MM-DD". */
export function dayAndMonth(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].tag, { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A venue's status in words: "Open now, until 6:00 PM", "Next OPD: Thursday, 5:00 PM". */
export function statusText(status: VenueStatus, strings: ScheduleStrings, lang: Lang): string {
  switch (status.kind) {
    case "open":
      return format(strings.status.open, { time: timeText(status.closes, strings) });
    case "later-today":
      return format(strings.status.laterToday, { time: timeText(status.opens, strings) });
    case "next": {
      // Within the week the weekday says it; further ahead (after a leave) the date too.
      const day =
        status.daysAhead === 1
          ? strings.status.tomorrow
          : status.daysAhead < 7
            ? strings.days[status.weekday]
            : format(strings.status.dayAndDate, {
                day: strings.days[status.weekday],
                date: dayAndMonth(status.date, lang),
              });
      const next = format(strings.status.next, { day, time: timeText(status.opens, strings) });
      return status.away ? `${strings.status.away} ${next}` : next;
    }
    case "none":
      return status.away ? strings.status.away : strings.status.none;
  }
}

/** A fee in rupees: "₹800". */
export function feeText(rupees: number, lang: Lang): string {
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].tag, {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 0,
  }).format(rupees);
}

/** A fee as pages print it, or null where the content sets none. */
export function feeShown(rupees: number | null | undefined, lang: Lang): string | null {
  return typeof rupees === "number" ? feeText(rupees, lang) : null;
}

/**
 * Each venue's fees as pages print them ("₹800"; null where the content sets none), by venue id:
 * written by the build (gatsby/schema.ts), so no page formats rupees in the browser.
 */
export function venueFeesShown(
  venues: ReadonlyArray<{ id: string; fees: { firstVisit?: number | null; followUp?: number | null } }>,
  lang: Lang,
): Array<{ venue: string; firstVisit: string | null; followUp: string | null }> {
  return venues.map(({ id, fees }) => ({
    venue: id,
    firstVisit: feeShown(fees.firstVisit, lang),
    followUp: feeShown(fees.followUp, lang),
  }));
}

/** Each venue's week in one line, named: "Narayani Hospital: Mon–Sat 10:00 AM–6:00 PM". */
export function venueSummaries(
  venues: ReadonlyArray<ScheduledVenue & { name: string }>,
  strings: ScheduleStrings,
): string[] {
  return venues.map((venue) =>
    format(strings.venueWeek, { venue: venue.name, week: weekText(venue, strings).join(strings.listSeparator) }),
  );
}
