import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import schedule from "../content/schedule.json";
import { ContactSection } from "../src/components/home/contact-section";
import { resolveSchedule } from "../src/hooks/use-schedule";
import { BookingDialog } from "../src/components/layout/booking-dialog";
import { ContactBar } from "../src/components/layout/contact-bar";
import { SubscribeForm } from "../src/components/blog/subscribe-form";
import * as practiceHook from "../src/hooks/use-practice";
import { STRINGS } from "../src/i18n/strings";
import { whatsappUrl } from "../src/lib/whatsapp";
import practice from "../content/practice.json";
import home from "../content/home.json";
import { renderInLanguage } from "./helpers/render-in-language";
import { scheduleAsBuilt } from "./helpers/static-data";

jest.setTimeout(20_000);

/** The thanks SPEC.md section 8 fixes, as the English dictionary words it. */
const CONTACT_THANKS = STRINGS.en.contact.thanks;

const ENDPOINT = "https://forms.example.in/contact";
const noWhatsapp = { number: "", greeting: "" };

function renderForm(changes: Partial<typeof practice> = {}) {
  const changed = { ...practice, ...changes };
  renderInLanguage(
    <ContactSection
      id="contact"
      content={home}
      practice={changed as never}
      schedule={resolveSchedule(scheduleAsBuilt("en", schedule) as never, changed)}
    />,
  );
}

const withEndpoint = { contactForm: { delivery: "json", endpoint: ENDPOINT } };

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full Name"), "Asha Mishra");
  await user.type(screen.getByLabelText("Email"), "asha@example.in");
  await user.type(screen.getByLabelText(/Phone Number/), "9876543210");
  await user.type(screen.getByLabelText("Message"), "I would like an appointment for my father.");
}

const fieldLabels = ["Full Name", "Email", /Phone Number/, "Message"] as const;
const expectFieldsKept = () => {
  expect(screen.getByLabelText("Full Name")).toHaveValue("Asha Mishra");
  expect(screen.getByLabelText("Message")).toHaveValue("I would like an appointment for my father.");
};
const expectFieldsCleared = () => {
  for (const label of fieldLabels) expect(screen.getByLabelText(label)).toHaveValue("");
};

/** A fetch that answers only when the test says so. */
function pendingFetch() {
  let answer: (response: Partial<Response>) => void = () => undefined;
  const fetchMock = jest.fn(() => new Promise<Partial<Response>>((resolve) => (answer = resolve)));
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, answer: (response: Partial<Response>) => act(async () => answer(response)) };
}

let alert: jest.SpyInstance;
let log: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
  log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("contact form", () => {
  it("marks name, email and message required, phone optional, and gives the message four rows", () => {
    renderForm();
    expect(screen.getByLabelText("Full Name")).toBeRequired();
    expect(screen.getByLabelText("Email")).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/Phone Number/)).not.toBeRequired();
    expect(screen.getByLabelText("Message")).toBeRequired();
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "4");
  });

  it("with nothing configured logs the values, thanks the visitor and clears the fields; nothing is sent", async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    const user = userEvent.setup();
    renderForm({ whatsapp: noWhatsapp });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(alert).toHaveBeenCalledWith(CONTACT_THANKS);
    expect(log).toHaveBeenCalledWith(
      "Contact form submitted:",
      expect.objectContaining({ name: "Asha Mishra", email: "asha@example.in", phone: "9876543210" }),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    expectFieldsCleared();
  });

  it("without JavaScript, with nothing configured, submitting goes nowhere and the form says to call", () => {
    renderForm({ whatsapp: noWhatsapp });
    const form = screen.getByRole("form", { name: home.contact.formTitle });
    // A form outside a dialog with method="dialog" does nothing on submit: nothing typed is lost.
    expect(form).toHaveAttribute("method", "dialog");
    expect(
      screen.getByText(STRINGS.en.contact.noScriptNote.replace("{phone}", practice.phones.booking)),
    ).toBeInTheDocument();
  });

  it("without JavaScript, with WhatsApp, the form opens the chat in a new tab with the message as its text", () => {
    renderForm();
    const form = screen.getByRole("form", { name: home.contact.formTitle });
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", whatsappUrl(practice.whatsapp.number));
    expect(form).toHaveAttribute("target", "_blank");
    expect(screen.getByLabelText("Message")).toHaveAttribute("name", "text");
    expect(screen.queryByText(/cannot send your message/)).not.toBeInTheDocument();
  });

  it("with WhatsApp and no endpoint hands the message to WhatsApp, then thanks and clears", async () => {
    const chat = { opener: window } as unknown as Window;
    const open = jest.spyOn(window, "open").mockReturnValue(chat);
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0]!;
    expect(target).toBe("_blank");
    const text = new URL(String(url)).searchParams.get("text");
    expect(String(url)).toMatch(new RegExp(`^https://wa\\.me/${practice.whatsapp.number.replace(/\D/g, "")}\\?`));
    for (const part of [practice.whatsapp.greeting, "Asha Mishra", "9876543210", "appointment for my father"]) {
      expect(text).toContain(part);
    }
    expect(chat.opener).toBeNull();
    expect(alert).toHaveBeenCalledWith(CONTACT_THANKS);
    expectFieldsCleared();
  });

  it("offers the hand-off as a link when the browser blocks the new tab, and keeps the words until it is used", async () => {
    jest.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(alert).not.toHaveBeenCalled();
    expectFieldsKept();
    const link = screen.getByRole("link", { name: /Send on WhatsApp/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(new URL(link.getAttribute("href")!).searchParams.get("text")).toContain("appointment for my father");

    jest.useFakeTimers();
    fireEvent.click(link);
    act(() => jest.runAllTimers());
    jest.useRealTimers();
    expect(alert).toHaveBeenCalledWith(CONTACT_THANKS);
    expectFieldsCleared();
  });

  it("while sending is busy, ignores a second press and changes, and clears only once accepted", async () => {
    const { fetchMock, answer } = pendingFetch();
    const user = userEvent.setup();
    renderForm(withEndpoint);
    await fill(user);
    const form = screen.getByRole("form", { name: home.contact.formTitle });
    fireEvent.submit(form);
    fireEvent.submit(form);

    const button = await screen.findByRole("button", { name: "Sending…" });
    expect(button).toBeDisabled();
    expect(form).toHaveAttribute("aria-busy", "true");
    for (const label of fieldLabels) expect(screen.getByLabelText(label)).toHaveAttribute("readonly");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expectFieldsKept();

    await answer({ ok: true, status: 200 });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(CONTACT_THANKS);
    expectFieldsCleared();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("keeps every word when the endpoint fails, and says what to do instead with focus on it", async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500 });
    const user = userEvent.setup();
    renderForm(withEndpoint);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(global.fetch).toHaveBeenCalledWith(ENDPOINT, expect.objectContaining({ method: "POST" }));
    const error = await screen.findByRole("alert");
    expect(error).toHaveFocus();
    expect(error).toHaveTextContent("could not be sent");
    expect(screen.getAllByRole("link", { name: practice.phones.booking }).at(-1)).toHaveAttribute(
      "href",
      `tel:${practice.phones.booking.replace(/[^\d+]/g, "")}`,
    );
    const whatsapp = screen.getByRole("link", { name: /send it on WhatsApp/ });
    expect(whatsapp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\//);
    expectFieldsKept();
    expect(alert).not.toHaveBeenCalled();
  });

  it("sends nothing when the hidden honeypot was filled, and thanks the bot as usual", async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    const user = userEvent.setup();
    renderForm(withEndpoint);
    await fill(user);
    const trap = document.querySelector<HTMLInputElement>('input[name="bot-field"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden]")).toHaveAttribute("aria-hidden", "true");
    fireEvent.change(trap, { target: { value: "http://spam.example" } });
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith(CONTACT_THANKS);
    expectFieldsCleared();
  });

  it("offers WhatsApp in the contact card with the greeting, in a new tab with a safe rel", () => {
    renderForm();
    const link = screen.getByRole("link", { name: /Chat on WhatsApp/ });
    expect(link).toHaveAttribute("href", whatsappUrl(practice.whatsapp.number, practice.whatsapp.greeting));
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("offers no WhatsApp link anywhere when no number is configured", () => {
    const { usePractice } = practiceHook;
    jest.spyOn(practiceHook, "usePractice").mockImplementation(() => ({ ...usePractice(), whatsapp: noWhatsapp }));
    renderForm({ whatsapp: noWhatsapp });
    renderInLanguage(<BookingDialog />);
    renderInLanguage(<ContactBar />);
    expect(screen.getAllByRole("link", { name: /Call/, hidden: true }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole("link", { name: /WhatsApp/, hidden: true })).toEqual([]);
  });
});

describe("Netlify Forms", () => {
  it("marks both forms for Netlify to detect in the built HTML, with the honeypot named", () => {
    const netlify = { delivery: "netlify", endpoint: "" };
    // The practice as the newsletter form reads it, with both forms set to Netlify.
    const { usePractice } = practiceHook;
    jest
      .spyOn(practiceHook, "usePractice")
      .mockImplementation(() => ({ ...usePractice(), contactForm: netlify, newsletterForm: netlify }));
    renderForm({ contactForm: netlify });
    renderInLanguage(<SubscribeForm />);
    for (const [name, title] of [
      ["contact", home.contact.formTitle],
      ["newsletter", STRINGS.en.subscribe.title],
    ]) {
      const form = screen.getByRole("form", { name: title });
      expect(form).toHaveAttribute("name", name);
      expect(form).toHaveAttribute("method", "post");
      expect(form).toHaveAttribute("data-netlify", "true");
      expect(form).toHaveAttribute("netlify-honeypot", "bot-field");
      expect(form.querySelector('input[name="bot-field"]')).not.toBeNull();
    }
  });
});

describe("newsletter form", () => {
  const email = () => screen.getByLabelText(/Email Address/);

  it("with nothing configured confirms and clears without sending", async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    const user = userEvent.setup();
    renderInLanguage(<SubscribeForm />);
    await user.type(email(), "reader@example.in");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("status")).toHaveTextContent("Thank you for subscribing");
    expect(email()).toHaveValue("");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
