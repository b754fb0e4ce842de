import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import secondOpinionText from "../../content/hi/second-opinion.json";
import secondOpinion from "../../content/second-opinion.json";
import practice from "../../content/practice.json";
import { practiceHi } from "../helpers/hindi-content";
import { FORM_TIMEOUT_MS } from "../../src/constants";
import { format } from "../../src/i18n/format";
import { localisedPath, type Lang } from "../../src/i18n/languages";
import { feeText } from "../../src/i18n/schedule-text";
import { STRINGS } from "../../src/i18n/strings";
import { mailtoHref } from "../../src/lib/contact-links";
import { SECOND_OPINION, withSharedFacts } from "../../src/lib/content-model";
import { PRIVACY_PATH, SECOND_OPINION_PATH } from "../../src/lib/paths";
import { requestFields, requestSubject, requestText, type SecondOpinionRequest } from "../../src/lib/second-opinion";
import { whatsappUrl } from "../../src/lib/whatsapp";
import { ports } from "../../scripts/test-ports.mjs";
import { answerWhatsapp, expect, holdScripts, hydratedElement, test, widthIndependent } from "./fixtures";
import { main } from "./locators";

/**
 * The second-opinion page (issue 48), in both languages: the page as content/ writes it,
 * the request form's checks, the WhatsApp and e-mail hand-offs with the exact request, and (in the
 * "configured" variant, scripts/site-variants.mjs) the endpoint accepting, refusing and timing out
 * while every word and tick is kept. Every expectation comes from content/ and the dictionaries.
 */
test.skip(...widthIndependent);

const LANGS = ["en", "hi"] as const;
const CONTENT = {
  en: secondOpinion,
  hi: withSharedFacts(SECOND_OPINION, secondOpinion, secondOpinionText),
} as const;
const configured = `http://localhost:${ports.variants.configured}`;
const receiver = `http://localhost:${ports.receiver}`;

const whatsappTo = secondOpinion.send.find(({ way }) => way === "whatsapp")!.to;
const emailTo = secondOpinion.send.find(({ way }) => way === "email")!.to;

/** What a patient types, and the first two items of the checklist (in the page's language) ticked. */
function patient(lang: Lang, question = "Do I need to come before my next scan?"): SecondOpinionRequest {
  return {
    name: "Ramesh Yadav",
    age: "58",
    town: "Gorakhpur",
    phone: "+91 94150 12345",
    diagnosis: "Lump near the liver on my CT",
    question,
    have: CONTENT[lang].checklist.items.slice(0, 2).map(({ item }) => item),
  };
}

const form = (page: Page, lang: Lang) => page.getByRole("form", { name: CONTENT[lang].form.heading });

function fields(page: Page, lang: Lang) {
  const text = STRINGS[lang].secondOpinion;
  const scope = form(page, lang);
  return {
    name: scope.getByLabel(text.nameField),
    age: scope.getByLabel(text.ageField),
    town: scope.getByLabel(text.townField),
    phone: scope.getByLabel(text.phoneField),
    diagnosis: scope.getByLabel(text.diagnosisField),
    question: scope.getByLabel(text.questionField),
  };
}

/** A checklist item's box, named by the item (and its detail after it). */
const item = (page: Page, lang: Lang, name: string) =>
  form(page, lang).getByRole("group", { name: STRINGS[lang].secondOpinion.haveLegend }).getByRole("checkbox", { name });
const consent = (page: Page, lang: Lang) =>
  form(page, lang).getByRole("checkbox", { name: CONTENT[lang].form.consent });

async function openForm(page: Page, lang: Lang, base = "") {
  await page.goto(`${base}${localisedPath(lang, SECOND_OPINION_PATH)}`);
  await form(page, lang).scrollIntoViewIfNeeded();
  await hydratedElement(form(page, lang));
}

async function fill(page: Page, lang: Lang, request: SecondOpinionRequest) {
  const boxes = fields(page, lang);
  for (const [field, box] of Object.entries(boxes)) await box.fill(request[field as keyof typeof boxes] as string);
  for (const name of request.have) await item(page, lang, name).check();
  await consent(page, lang).check();
}

/** Every field still holds what was typed, every tick is still there. */
async function expectKept(page: Page, lang: Lang, request: SecondOpinionRequest) {
  const boxes = fields(page, lang);
  for (const [field, box] of Object.entries(boxes)) {
    await expect(box).toHaveValue(request[field as keyof typeof boxes] as string);
  }
  for (const { item: name } of CONTENT[lang].checklist.items) {
    if (request.have.includes(name)) await expect(item(page, lang, name)).toBeChecked();
    else await expect(item(page, lang, name)).not.toBeChecked();
  }
  await expect(consent(page, lang)).toBeChecked();
}

async function expectCleared(page: Page, lang: Lang) {
  for (const box of Object.values(fields(page, lang))) await expect(box).toHaveValue("");
  for (const { item: name } of CONTENT[lang].checklist.items) await expect(item(page, lang, name)).not.toBeChecked();
  await expect(consent(page, lang)).not.toBeChecked();
}

const done = (page: Page, lang: Lang) =>
  form(page, lang).getByRole("status").filter({ hasText: CONTENT[lang].form.done });

for (const lang of LANGS) {
  const content = CONTENT[lang];
  const text = STRINGS[lang].secondOpinion;
  const path = localisedPath(lang, SECOND_OPINION_PATH);

  test.describe(`${path} (sample content: WhatsApp and e-mail)`, () => {
    test("says who it is for, what reports alone can show, the fee and reply time, what to send, and the teleconsultation rules", async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: content.title })).toBeVisible();
      const region = (name: string) => main(page).getByRole("region", { name, exact: true });
      for (const who of content.forWhom.items) await expect(region(content.forWhom.heading)).toContainText(who);
      for (const point of [...content.reportsAlone.can, ...content.reportsAlone.cannot]) {
        await expect(region(content.reportsAlone.heading)).toContainText(point);
      }
      const fee = region(text.feeAndReply);
      await expect(fee).toContainText(feeText(content.fee, lang));
      await expect(fee).toContainText(format(text.replyDays, { days: content.replyDays }));
      await expect(fee).toContainText(content.feeNote);
      for (const { item: name, detail } of content.checklist.items) {
        await expect(region(content.checklist.heading).getByRole("listitem").filter({ hasText: name })).toContainText(
          detail,
        );
      }
      const tele = region(content.teleconsultation.heading);
      for (const part of [content.teleconsultation.followUps, content.teleconsultation.firstVisit]) {
        await expect(tele).toContainText(part);
      }
      await expect(tele).toContainText((lang === "en" ? practice : practiceHi).registration);
      await expect(tele.getByRole("link", { name: practice.phones.emergency })).toHaveAttribute(
        "href",
        `tel:${practice.phones.emergency.replace(/[^\d+]/g, "")}`,
      );
      await expect(form(page, lang)).toContainText(content.form.filesNote);
    });

    test("the form asks for every detail and the consent, and opens nothing until they are given", async ({
      page,
      context,
    }) => {
      const popups: string[] = [];
      context.on("page", (opened) => popups.push(opened.url()));
      await openForm(page, lang);
      for (const box of Object.values(fields(page, lang))) await expect(box).toHaveAttribute("required", "");
      await expect(fields(page, lang).phone).toHaveAttribute("type", "tel");
      await expect(fields(page, lang).age).toHaveAttribute("type", "number");
      for (const { item: name } of content.checklist.items) await expect(item(page, lang, name)).not.toBeChecked();
      await expect(consent(page, lang)).toHaveAttribute("required", "");
      await expect(form(page, lang).getByRole("link", { name: text.consentLink })).toHaveAttribute(
        "href",
        localisedPath(lang, PRIVACY_PATH),
      );

      const send = form(page, lang).getByRole("button", { name: text.sendWhatsapp });
      await send.click();
      await expect(fields(page, lang).name).toBeFocused();

      const request = patient(lang);
      await fill(page, lang, request);
      await consent(page, lang).uncheck();
      await send.click();
      await expect(consent(page, lang)).toBeFocused();
      expect(await consent(page, lang).evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
      expect(popups).toEqual([]);
      await consent(page, lang).check();
      await expectKept(page, lang, request);
    });

    test("Send on WhatsApp opens the practice's chat with the request written out, the ticked items in it, then clears", async ({
      page,
      context,
    }) => {
      await answerWhatsapp(context);
      await openForm(page, lang);
      const request = patient(lang);
      await fill(page, lang, request);
      const [chat] = await Promise.all([
        page.waitForEvent("popup"),
        form(page, lang).getByRole("button", { name: text.sendWhatsapp }).click(),
      ]);
      expect(chat.url()).toBe(whatsappUrl(whatsappTo, requestText(request, text.message, "whatsapp")));
      const message = new URL(chat.url()).searchParams.get("text")!;
      for (const name of request.have) expect(message).toContain(`- ${name}`);
      expect(message).toContain(text.message.attachWhatsapp);
      expect(await chat.evaluate(() => window.opener)).toBeNull();
      await expect(done(page, lang)).toContainText(text.whatsappDone);
      await expect(done(page, lang)).toBeFocused();
      await expectCleared(page, lang);
    });

    test("when the browser blocks the WhatsApp tab, everything is kept and the request is offered as a link", async ({
      page,
      context,
    }) => {
      await answerWhatsapp(context);
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await openForm(page, lang);
      const request = patient(lang);
      await fill(page, lang, request);
      await form(page, lang).getByRole("button", { name: text.sendWhatsapp }).click();
      const link = form(page, lang).getByRole("link", { name: new RegExp(STRINGS[lang].contact.sendOnWhatsapp) });
      await expect(link).toHaveAttribute(
        "href",
        whatsappUrl(whatsappTo, requestText(request, text.message, "whatsapp")),
      );
      await expectKept(page, lang, request);
      await expect(done(page, lang)).toHaveCount(0);
      await Promise.all([page.waitForEvent("popup"), link.click()]);
      await expect(done(page, lang)).toContainText(text.whatsappDone);
      await expectCleared(page, lang);
    });

    test("what was typed and ticked before the page's scripts came is kept, and sent with the request", async ({
      page,
      context,
    }) => {
      await answerWhatsapp(context);
      // A slow phone: the form is on screen, and filled in, long before its scripts arrive.
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const request = patient(lang);
      await fill(page, lang, request);
      release();
      await hydratedElement(form(page, lang));
      await expectKept(page, lang, request);
      const [chat] = await Promise.all([
        page.waitForEvent("popup"),
        form(page, lang).getByRole("button", { name: text.sendWhatsapp }).click(),
      ]);
      expect(chat.url()).toBe(whatsappUrl(whatsappTo, requestText(request, text.message, "whatsapp")));
    });

    test("Send by e-mail writes the request into an e-mail to the practice, subject and body filled in", async ({
      page,
    }) => {
      await openForm(page, lang);
      const request = patient(lang);
      await fill(page, lang, request);
      await form(page, lang).getByRole("button", { name: text.sendEmail }).click();
      await expect(done(page, lang)).toContainText(text.emailDone);
      // The e-mail the page handed over, kept on the page in case no e-mail app opened.
      await expect(done(page, lang).getByRole("link", { name: text.emailAgainLink })).toHaveAttribute(
        "href",
        mailtoHref(emailTo, requestSubject(request, text.message), requestText(request, text.message, "email")),
      );
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectCleared(page, lang);
    });
  });

  test.describe(`${path} posting to the practice's endpoint (the configured variant)`, () => {
    type Mode = "accept" | "slow" | "fail" | "hang";
    /** A token carried in the request, by which the receiver knows how to answer this test. */
    async function receiverRun(mode: Mode): Promise<string> {
      const run = `run-${randomUUID()}`;
      expect((await fetch(`${receiver}/__mode?run=${run}&mode=${mode}`, { method: "POST" })).status).toBe(204);
      return run;
    }
    const received = async (run: string): Promise<Array<{ path: string; body: string }>> =>
      (await fetch(`${receiver}/__received?run=${run}`)).json();
    const sendButton = (page: Page) => form(page, lang).getByRole("button", { name: text.send });

    async function expectFailure(page: Page) {
      const error = form(page, lang).getByRole("alert");
      await expect(error).toBeFocused();
      await expect(error.getByRole("link", { name: practice.phones.booking })).toBeVisible();
      await expect(error.getByRole("link", { name: new RegExp(STRINGS[lang].contact.retryWhatsapp) })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\//,
      );
    }

    test("sends the text once while busy, then says where the reports go and clears; no fee or reply time is set", async ({
      page,
    }) => {
      await openForm(page, lang, configured);
      await expect(main(page).getByRole("region", { name: text.feeAndReply })).toHaveCount(0);
      await expect(form(page, lang).getByRole("button", { name: text.sendEmail })).toHaveCount(0);
      const run = await receiverRun("slow");
      const request = patient(lang, `Do I need to come? ${run}`);
      await fill(page, lang, request);
      await sendButton(page).dblclick();
      await expect(form(page, lang).getByRole("button", { name: text.sending })).toBeDisabled();
      await expect(form(page, lang)).toHaveAttribute("aria-busy", "true");

      await expect(done(page, lang)).toBeVisible();
      const reports = format(text.message.reports, { name: request.name, town: request.town });
      await expect(done(page, lang).getByRole("link", { name: text.reportsWhatsapp })).toHaveAttribute(
        "href",
        whatsappUrl(whatsappTo, reports),
      );
      await expectCleared(page, lang);
      const requests = await received(run);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.path).toBe("/second-opinion");
      expect(JSON.parse(requests[0]!.body)).toEqual(requestFields(request));
    });

    test("keeps every word and tick, and offers WhatsApp and the phone, when the endpoint refuses", async ({
      page,
    }) => {
      await openForm(page, lang, configured);
      const run = await receiverRun("fail");
      const request = patient(lang, `Do I need to come? ${run}`);
      await fill(page, lang, request);
      await sendButton(page).click();
      await expectFailure(page);
      await expectKept(page, lang, request);
      await expect(sendButton(page)).toBeEnabled();
      await expect(done(page, lang)).toHaveCount(0);
      expect(await received(run)).toHaveLength(1);
    });

    test("ends a request that hangs at the timeout, keeping every word and tick", async ({ page }) => {
      await page.clock.install();
      await openForm(page, lang, configured);
      const run = await receiverRun("hang");
      const request = patient(lang, `Do I need to come? ${run}`);
      await fill(page, lang, request);
      await sendButton(page).click();
      await expect.poll(() => received(run)).toHaveLength(1);
      // Half the timeout on (the page's clock also runs on in real time): still sending.
      await page.clock.fastForward(FORM_TIMEOUT_MS / 2);
      await expect(form(page, lang).getByRole("button", { name: text.sending })).toBeDisabled();
      await page.clock.fastForward(FORM_TIMEOUT_MS);
      await expectFailure(page);
      await expectKept(page, lang, request);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    const path = localisedPath(lang, SECOND_OPINION_PATH);
    test(`${path} reads whole, with the practice's WhatsApp and e-mail as plain links`, async ({ page }) => {
      const content = CONTENT[lang];
      const text = STRINGS[lang].secondOpinion;
      await page.goto(path);
      for (const heading of [
        content.forWhom.heading,
        content.reportsAlone.heading,
        content.checklist.heading,
        content.form.heading,
        content.teleconsultation.heading,
      ]) {
        await expect(main(page).getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      await expect(main(page).getByText(content.teleconsultation.emergency)).toBeVisible();
      const direct = main(page).getByRole("link", { name: format(text.directWhatsapp, { number: whatsappTo }) });
      await expect(direct).toHaveAttribute("href", whatsappUrl(whatsappTo));
      await expect(
        main(page).getByRole("link", { name: format(text.directEmail, { email: emailTo }) }),
      ).toHaveAttribute("href", `mailto:${emailTo}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
    });
  }
});

test("the footer, the booking dialog and the contact section link to the page, in each language", async ({ page }) => {
  for (const lang of LANGS) {
    const name = STRINGS[lang].secondOpinion.link;
    const href = localisedPath(lang, SECOND_OPINION_PATH);
    await page.goto(localisedPath(lang, "/"));
    const links: Locator[] = [
      page.getByRole("contentinfo").getByRole("link", { name }),
      page.locator("dialog").getByRole("link", { name, includeHidden: true }),
      page.locator("#contact").getByRole("link", { name }),
    ];
    for (const link of links) await expect(link).toHaveAttribute("href", href);
  }
});
