import { STRINGS } from "../../src/i18n/strings";
import { feeText, hoursText, statusText } from "../../src/i18n/schedule-text";
import { addDays, noticesOn, sessionsOn, venueStatus, weekdayOf, WEEKDAYS } from "../../src/lib/schedule";
import { scheduleIn } from "./content";
import { expect, expectNoAxeViolations, gotoHydrated, hydratedElement, test, widthIndependent } from "./fixtures";
import { bookingDialog, hero, notices, venueCard } from "./locators";

/**
 * Where and when (content/schedule.json): each venue's week, fees and status in the contact
 * section, and the notices near the top of the home page and in the booking dialog. The device is
 * in New York, so a status right there is India's time, not the device's.
 */
test.skip(...widthIndependent);
test.use({ timezoneId: "America/New_York" });

const text = STRINGS.en.schedule;
const schedule = scheduleIn("en");
const [hospital] = schedule.venues;

/** An instant given as India's wall clock on a date, "HH:MM". */
const inIndia = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/** The first date from `start` on which the venue holds an OPD and no notice closes it. */
function opdDay(venue: typeof hospital, start = "2030-01-07"): string {
  for (let offset = 0; offset < 400; offset++) {
    const date = addDays(start, offset);
    if (sessionsOn(venue!, weekdayOf(date)).length > 0 && noticesOn(schedule.notices, date, venue!.id).length === 0) {
      return date;
    }
  }
  throw new Error(`${venue!.name} holds no OPD in content/schedule.json`);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every venue shows its whole week, its fees and one tap to call, chat or find the way; no status", async ({
    page,
  }) => {
    await page.goto("/");
    for (const venue of schedule.venues) {
      const card = venueCard(page, venue.name);
      await expect(card).toContainText(venue.address);
      const rows = card.getByRole("row");
      const days = WEEKDAYS.filter((day) => sessionsOn(venue, day).length > 0);
      await expect(rows).toHaveCount(days.length);
      for (const [index, day] of days.entries()) {
        await expect(rows.nth(index).getByRole("rowheader")).toHaveText(text.days[day]);
        await expect(rows.nth(index).getByRole("cell")).toHaveText(
          sessionsOn(venue, day)
            .map((session) => hoursText(session, text))
            .join(text.listSeparator),
        );
      }
      await expect(card.locator('tr[aria-current="date"]')).toHaveCount(0);
      if (venue.fees.firstVisit != null) await expect(card).toContainText(feeText(venue.fees.firstVisit, "en"));
      if (venue.fees.followUp != null) await expect(card).toContainText(feeText(venue.fees.followUp, "en"));
      await expect(card.getByRole("link", { name: new RegExp(`^${text.call} `) })).toHaveAttribute(
        "href",
        `tel:${venue.phone.replace(/[^\d+]/g, "")}`,
      );
      await expect(
        card.getByRole("link", { name: new RegExp(`^${text.directionsName.split(" {")[0]}`) }),
      ).toHaveAttribute("href", /google\.[a-z.]+\/maps/);
      await expect(card.locator(".status")).toHaveText("");
    }
  });
});

test("each venue's status is India's time, with today's row marked, and appears without moving the card", async ({
  page,
}) => {
  const date = opdDay(hospital);
  const [session] = sessionsOn(hospital!, weekdayOf(date));
  const now = inIndia(date, session!.opens);
  await page.clock.setFixedTime(now);
  await gotoHydrated(page, "/#contact");
  for (const venue of schedule.venues) {
    const card = venueCard(page, venue.name);
    await card.scrollIntoViewIfNeeded();
    await hydratedElement(card);
    await expect(card.locator(".status")).toHaveText(statusText(venueStatus(venue, schedule.notices, now), text, "en"));
  }
  const card = venueCard(page, hospital!.name);
  await expect(card.locator(".status")).toHaveText(statusText({ kind: "open", closes: session!.closes }, text, "en"));
  await expect(card.locator('tr[aria-current="date"]').getByRole("rowheader")).toContainText(
    text.days[weekdayOf(date)],
  );

  // The same card without JavaScript, so without a status: its table sits as far down the card.
  // Read in one go: the page may still be scrolling to #contact.
  const offset = (venue: ReturnType<typeof venueCard>) =>
    venue.evaluate(
      (element) => element.querySelector("table")!.getBoundingClientRect().top - element.getBoundingClientRect().top,
    );
  const withStatus = await offset(card);
  const noScript = await page.context().browser()!.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize()!,
  });
  const still = await noScript.newPage();
  await still.goto("/#contact");
  const withoutStatus = await offset(venueCard(still, hospital!.name));
  await noScript.close();
  expect(Math.abs(withStatus - withoutStatus)).toBeLessThan(1);
});

test.describe("notices", () => {
  const [notice] = schedule.notices;
  test.skip(!notice, "content/schedule.json has no notice");

  test("the notice, each venue's status and the booking dialog with the notice pass axe", async ({ page }) => {
    await page.clock.setFixedTime(inIndia(notice!.from, "11:00"));
    await gotoHydrated(page, "/");
    await expect(notices(page)).toBeVisible();
    await expectNoAxeViolations(page, "the notice at the top", "main [data-notices]");
    for (const venue of schedule.venues) {
      const card = venueCard(page, venue.name);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator(".status")).not.toBeEmpty();
    }
    await expectNoAxeViolations(page, "the venues with their status", "#contact ul");
    await hero(page).getByRole("button", { name: STRINGS.en.hero.schedule }).click();
    await expect(notices(bookingDialog(page))).toBeVisible();
    await expectNoAxeViolations(page, "the booking dialog with the notice", "dialog[open]");
  });

  for (const { when, date, shown } of [
    { when: "the day before", date: notice ? addDays(notice.from, -1) : "", shown: false },
    { when: "its first day", date: notice?.from ?? "", shown: true },
    { when: "its last day", date: notice?.to ?? "", shown: true },
    { when: "the day after", date: notice ? addDays(notice.to, 1) : "", shown: false },
  ]) {
    test(`on ${when}, ${shown ? "shows" : "does not show"} at the top, in the booking dialog and in the status`, async ({
      page,
    }) => {
      const now = inIndia(date, "11:00");
      await page.clock.setFixedTime(now);
      await gotoHydrated(page, "/");
      const home = notices(page).first();
      if (shown) await expect(home).toContainText(notice!.message);
      else await expect(notices(page)).toHaveCount(0);

      await hero(page).getByRole("button", { name: STRINGS.en.hero.schedule }).click();
      const dialog = bookingDialog(page);
      await expect(dialog).toBeVisible();
      if (shown) await expect(notices(dialog)).toContainText(notice!.message);
      else await expect(notices(dialog)).toHaveCount(0);
      await page.keyboard.press("Escape");

      for (const venue of schedule.venues.filter((each) => !notice!.venue || notice!.venue === each.id)) {
        const card = venueCard(page, venue.name);
        await card.scrollIntoViewIfNeeded();
        const status = card.locator(".status");
        if (shown) await expect(status).toContainText(text.status.away);
        else await expect(status).not.toContainText(text.status.away);
        await expect(status).toHaveText(statusText(venueStatus(venue, schedule.notices, now), text, "en"));
      }
    });
  }
});
