import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { CONTACT_MESSAGE_ROWS, FORM_TIMEOUT_MS } from "../../src/constants";
import practice from "../../content/practice.json";
import { ports } from "../../scripts/test-ports.mjs";
import { answerWhatsapp, collectAlerts, expect, hydratedElement, test, widthIndependent } from "./fixtures";
import { contactFields, contactForm } from "./locators";

/**
 * The contact and newsletter forms as patients use them: the main build has the sample content's
 * WhatsApp number and no endpoint; the "configured" variant (scripts/site-variants.mjs) posts to
 * the local receiver started by scripts/form-test-servers.mjs. With nothing configured (the
 * specification's behaviour), the forms are covered by component tests (contact-form.test.tsx).
 */
const CONTACT_THANKS = "Thank you for your message. We will contact you shortly.";
const site = (variant: keyof typeof ports.variants) => `http://localhost:${ports.variants[variant]}`;
const receiver = `http://localhost:${ports.receiver}`;

const digits = practice.whatsapp.number.replace(/\D/g, "");
const telHref = `tel:${practice.phones.booking.replace(/[^\d+]/g, "")}`;
const greetingLink = `https://wa.me/${digits}?text=${encodeURIComponent(practice.whatsapp.greeting)}`;

type Mode = "accept" | "slow" | "fail" | "hang" | "drop";

/** A token carried in the message, by which the receiver knows how to answer this test. */
async function receiverRun(mode: Mode): Promise<string> {
  const run = `run-${randomUUID()}`;
  const answer = await fetch(`${receiver}/__mode?run=${run}&mode=${mode}`, { method: "POST" });
  expect(answer.status).toBe(204);
  return run;
}

async function received(run: string): Promise<Array<{ path: string; contentType: string; body: string }>> {
  return (await fetch(`${receiver}/__received?run=${run}`)).json();
}

const typed = (run: string) => ({
  name: "Asha Mehta",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  message: `My father needs an appointment for gallbladder stones. ${run}`,
});

async function openContactForm(page: Page, base: string) {
  await page.goto(`${base}/#contact`);
  await contactForm(page).scrollIntoViewIfNeeded();
  await hydratedElement(contactForm(page));
}

async function fillContact(page: Page, run = "") {
  const fields = contactFields(page);
  for (const [field, value] of Object.entries(typed(run))) await fields[field as keyof typeof fields].fill(value);
}

async function expectContactKept(page: Page, run: string) {
  const fields = contactFields(page);
  for (const [field, value] of Object.entries(typed(run))) {
    await expect(fields[field as keyof typeof fields]).toHaveValue(value);
  }
}

async function expectContactCleared(page: Page) {
  for (const field of Object.values(contactFields(page))) await expect(field).toHaveValue("");
}

/** The error a patient sees, with focus on it, a phone number to call and WhatsApp as the way out. */
async function expectFailureShown(form: Locator, { whatsapp }: { whatsapp: boolean }) {
  const error = form.page().getByRole("alert");
  await expect(error).toBeVisible();
  await expect(error).toBeFocused();
  await expect(error.getByRole("link", { name: practice.phones.booking })).toHaveAttribute("href", telHref);
  if (whatsapp) {
    await expect(error.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  }
}

// Delivery behaves the same at every width; the phone is where patients send from.
test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, "form delivery is tested at phone width");
});

test("the contact form asks for a name, a valid email and a 4-row message; phone is optional", async ({ page }) => {
  await openContactForm(page, "");
  const { name, email, phone, message } = contactFields(page);
  await expect(name).toHaveAttribute("required", "");
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("required", "");
  await expect(phone).not.toHaveAttribute("required");
  await expect(message).toHaveAttribute("required", "");
  await expect(message).toHaveAttribute("rows", String(CONTACT_MESSAGE_ROWS));

  await name.fill("Asha Mehta");
  await email.fill("asha@example.com");
  await message.fill("A question about gallbladder surgery.");
  await expect(phone).toHaveValue("");
  expect(await contactForm(page).evaluate((form: HTMLFormElement) => form.checkValidity())).toBe(true);
});

test.describe("contact form posting to an endpoint", () => {
  test.beforeEach(async ({ page }) => openContactForm(page, site("configured")));

  test("is busy while sending, sends once however often it is pressed, then thanks and clears", async ({ page }) => {
    const alerts = collectAlerts(page);
    const run = await receiverRun("slow");
    await fillContact(page, run);
    const { name, message } = contactFields(page);
    await contactForm(page).getByRole("button", { name: "Send Message" }).dblclick();
    await name.press("Enter");

    const sending = contactForm(page).getByRole("button", { name: "Sending…" });
    await expect(sending).toBeDisabled();
    await expect(contactForm(page)).toHaveAttribute("aria-busy", "true");
    await message.press("End");
    await page.keyboard.type(" changed");
    await expectContactKept(page, run);

    await expect.poll(() => alerts).toEqual([CONTACT_THANKS]);
    await expectContactCleared(page);
    await expect(contactForm(page)).toHaveAttribute("aria-busy", "false");
    const requests = await received(run);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.contentType).toBe("application/json");
    expect(JSON.parse(requests[0]!.body)).toEqual(typed(run));
  });

  for (const [mode, what] of [
    ["fail", "answers 500"],
    ["drop", "drops the connection"],
  ] as const) {
    test(`keeps every word and says what to do instead when the endpoint ${what}`, async ({ page }) => {
      const alerts = collectAlerts(page);
      const run = await receiverRun(mode);
      await fillContact(page, run);
      await contactForm(page).getByRole("button", { name: "Send Message" }).click();

      await expectFailureShown(contactForm(page), { whatsapp: true });
      await expectContactKept(page, run);
      await expect(contactForm(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
      expect(alerts).toEqual([]);
      expect(await received(run)).toHaveLength(1);
    });
  }

  test("ends a request that hangs at the timeout, keeping every word", async ({ page }) => {
    await page.clock.install();
    await openContactForm(page, site("configured"));
    const run = await receiverRun("hang");
    await fillContact(page, run);
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => received(run)).toHaveLength(1);

    await page.clock.fastForward(FORM_TIMEOUT_MS - 1_000);
    await expect(contactForm(page).getByRole("button", { name: "Sending…" })).toBeDisabled();
    await page.clock.fastForward(2_000);
    await expectFailureShown(contactForm(page), { whatsapp: true });
    await expectContactKept(page, run);
  });

  test("sends nothing when the hidden honeypot is filled, and thanks the bot as usual", async ({ page }) => {
    const alerts = collectAlerts(page);
    const run = await receiverRun("accept");
    const trap = contactForm(page).locator('input[name="bot-field"]');
    await expect(contactForm(page).getByRole("textbox", { name: /empty/i })).toHaveCount(0);
    await contactFields(page).name.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(trap).not.toBeFocused();
    expect((await trap.boundingBox())!.x).toBeLessThan(0);

    await fillContact(page, run);
    await trap.fill("https://spam.example");
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => alerts).toEqual([CONTACT_THANKS]);
    await expectContactCleared(page);
    expect(await received(run)).toEqual([]);
  });
});

test.describe("contact form posting to an endpoint, without JavaScript", () => {
  test.skip(...widthIndependent);
  test.use({ javaScriptEnabled: false });

  test("the browser posts the form to the endpoint itself", async ({ page }) => {
    const run = await receiverRun("accept");
    await page.goto(`${site("configured")}/#contact`);
    await fillContact(page, run);
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(`${receiver}/contact`);
    const requests = await received(run);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.contentType).toBe("application/x-www-form-urlencoded");
    const sent = new URLSearchParams(requests[0]!.body);
    for (const [field, value] of Object.entries(typed(run))) expect(sent.get(field), field).toBe(value);
  });
});

test.describe("newsletter form posting to an endpoint", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Subscribe to Clinical Updates" });
  const email = (page: Page) => form(page).getByLabel(/Email Address/);
  const speciality = (page: Page) => form(page).getByLabel("Medical Speciality");

  test.beforeEach(async ({ page }) => {
    await page.goto(`${site("configured")}/blog/`);
    await form(page).scrollIntoViewIfNeeded();
    await hydratedElement(form(page));
  });

  test("sends once while busy, then confirms and clears", async ({ page }) => {
    const run = await receiverRun("slow");
    await email(page).fill("reader@example.in");
    await speciality(page).fill(run);
    await form(page).getByRole("button", { name: "Subscribe" }).dblclick();
    await expect(form(page).getByRole("button", { name: "Sending…" })).toBeDisabled();
    await expect(form(page)).toHaveAttribute("aria-busy", "true");

    await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing" })).toBeVisible();
    await expect(email(page)).toHaveValue("");
    const requests = await received(run);
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0]!.body)).toEqual({ email: "reader@example.in", speciality: run });
  });

  test("keeps the address and says so when the endpoint fails", async ({ page }) => {
    const run = await receiverRun("fail");
    await email(page).fill("reader@example.in");
    await speciality(page).fill(run);
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expectFailureShown(form(page), { whatsapp: false });
    await expect(email(page)).toHaveValue("reader@example.in");
    await expect(speciality(page)).toHaveValue(run);
  });

  test("ends a request that hangs at the timeout", async ({ page }) => {
    await page.clock.install();
    await page.reload();
    await hydratedElement(form(page));
    const run = await receiverRun("hang");
    await email(page).fill("reader@example.in");
    await speciality(page).fill(run);
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => received(run)).toHaveLength(1);
    await page.clock.fastForward(FORM_TIMEOUT_MS + 1_000);
    await expectFailureShown(form(page), { whatsapp: false });
    await expect(email(page)).toHaveValue("reader@example.in");
  });

  test("sends nothing when the honeypot is filled", async ({ page }) => {
    const run = await receiverRun("accept");
    await email(page).fill("reader@example.in");
    await speciality(page).fill(run);
    await form(page).locator('input[name="bot-field"]').fill("spam");
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing" })).toBeVisible();
    expect(await received(run)).toEqual([]);
  });
});

test("the contact form sends nothing empty or badly addressed, and says which field to fix", async ({
  page,
  context,
}) => {
  // The sample content hands a message to WhatsApp: nothing may open while a field is wrong.
  const popups: string[] = [];
  context.on("page", (opened) => popups.push(opened.url()));
  await openContactForm(page, "");
  const alerts = collectAlerts(page);
  const { name, email, message } = contactFields(page);
  const send = contactForm(page).getByRole("button", { name: "Send Message" });
  const isInvalid = (field: Locator) => field.evaluate((element) => element.matches(":invalid"));

  await send.click();
  await expect(name).toBeFocused();
  expect(await isInvalid(name)).toBe(true);

  await name.fill("Asha Mehta");
  await email.fill("asha-at-example");
  await message.fill("A question about gallbladder surgery.");
  await send.click();
  await expect(email).toBeFocused();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  expect(alerts).toEqual([]);
  expect(popups).toEqual([]);
  await expect(message).toHaveValue("A question about gallbladder surgery.");
});

test.describe("WhatsApp hand-off (sample content: a number, no endpoint)", () => {
  test("the contact form opens WhatsApp with the patient's words, then thanks and clears", async ({
    page,
    context,
  }) => {
    await answerWhatsapp(context);
    await openContactForm(page, "");
    const alerts = collectAlerts(page);
    await fillContact(page);
    const [chat] = await Promise.all([
      page.waitForEvent("popup"),
      contactForm(page).getByRole("button", { name: "Send Message" }).click(),
    ]);
    const url = new URL(chat.url());
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${digits}`);
    const text = url.searchParams.get("text") ?? "";
    for (const part of Object.values(typed(""))) expect(text).toContain(part.trim());
    expect(text).toContain(practice.whatsapp.greeting);
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    await expect.poll(() => alerts).toEqual([CONTACT_THANKS]);
    await expectContactCleared(page);
  });
});

test.describe("WhatsApp links", () => {
  test("the contact card and the booking dialog offer a chat with the greeting, in a new tab", async ({ page }) => {
    await page.goto("/");
    const links = [
      page.locator("#contact").getByRole("link", { name: /Chat on WhatsApp/ }),
      page.locator("dialog").getByRole("link", { name: /Chat on WhatsApp/, includeHidden: true }),
    ];
    for (const link of links) {
      await expect(link).toHaveAttribute("href", greetingLink);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});
