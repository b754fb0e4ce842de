import practice from "../../content/practice.json";
import { telHref } from "../../src/lib/contact-links";
import { ports } from "../../scripts/test-ports.mjs";
import { scheduleIn } from "./content";
import { expect, gotoHydrated, test, widthIndependent } from "./fixtures";
import { venueCard } from "./locators";

/**
 * Optional means optional, in a built site: the "configured" variant (scripts/site-variants.mjs) is
 * built from a schedule with every optional key left out (each venue's phone, WhatsApp and map pin,
 * the notices). The pages build, hydrate without an error and read each key as not set: a venue
 * gives the appointment desk's number, and no clinic claims a place on the map.
 */
const site = `http://localhost:${ports.variants.configured}`;
test.skip(...widthIndependent);

for (const lang of ["en", "hi"] as const) {
  test(`${lang === "en" ? "/" : "/hi/"} reads the schedule's left-out keys as not set`, async ({
    page,
    consoleMessages,
  }) => {
    const schedule = scheduleIn(lang);
    await gotoHydrated(page, `${site}${lang === "en" ? "/" : "/hi/"}`);
    for (const venue of schedule.venues) {
      const card = venueCard(page, venue.name);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator(`a[href="${telHref(practice.phones.booking)}"]`)).toHaveCount(1);
    }
    const graph = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as { "@graph": Array<Record<string, unknown>> };
    const clinics = graph["@graph"].filter((node) => node["@type"] === "MedicalClinic");
    expect(clinics).toHaveLength(schedule.venues.length);
    for (const clinic of clinics) {
      expect(clinic).not.toHaveProperty("geo");
      expect(clinic.telephone).toBe(practice.phones.booking);
    }
    expect(consoleMessages.filter((message) => message.type() === "error").map((message) => message.text())).toEqual(
      [],
    );
  });
}
