import { isWhatsappNumber } from "./whatsapp";

/**
 * How a form's messages reach the practice, chosen in content/practice.json:
 * - "json": a JSON POST to `endpoint` (a form service or the practice's own API);
 * - "netlify": Netlify Forms, which finds the form in the built HTML and takes an urlencoded POST;
 * - with neither configured, the contact form hands the message to WhatsApp when the practice has
 *   a WhatsApp number, and otherwise keeps the specification's behaviour (nothing is sent).
 */
export const FORM_DELIVERY_KINDS = ["json", "netlify"] as const;

export interface FormSettings {
  delivery: string;
  endpoint: string;
}

export type FormDelivery =
  | { kind: "json"; endpoint: string }
  | { kind: "netlify"; formName: string }
  | { kind: "whatsapp"; number: string }
  | { kind: "none" };

/** The name of the honeypot field: people never see it, bots fill it (Netlify's name for it). */
export const HONEYPOT_FIELD = "bot-field";

/** An endpoint is empty, an https:// URL, or plain http:// on this machine (for testing). */
export function isFormEndpoint(value: string): boolean {
  if (value === "") return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return url.hostname !== "";
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/** What a form does on submit, from its settings (and, for contact, the practice's WhatsApp number). */
export function formDelivery(settings: FormSettings, formName: string, whatsappNumber = ""): FormDelivery {
  if (settings.delivery === "netlify") return { kind: "netlify", formName };
  if (settings.endpoint.trim()) return { kind: "json", endpoint: settings.endpoint.trim() };
  if (whatsappNumber.trim() && isWhatsappNumber(whatsappNumber)) return { kind: "whatsapp", number: whatsappNumber };
  return { kind: "none" };
}

/** Why a message did not reach the endpoint. */
export class FormSendError extends Error {
  constructor(
    readonly reason: "timeout" | "network" | "rejected",
    message: string,
  ) {
    super(message);
    this.name = "FormSendError";
  }
}

interface SendOptions {
  /** A request that has not been answered by then is abandoned and counts as a failure. */
  timeoutMs: number;
}

/**
 * Sends one message and resolves once the receiver accepted it (a 2xx answer); rejects with a
 * FormSendError on a network error, any other status, or no answer within the timeout.
 */
export async function sendForm(
  delivery: Extract<FormDelivery, { kind: "json" | "netlify" }>,
  values: Record<string, string>,
  { timeoutMs }: SendOptions,
): Promise<void> {
  const request: RequestInit =
    delivery.kind === "json"
      ? {
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(values),
        }
      : {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ "form-name": delivery.formName, ...values }).toString(),
        };
  const url = delivery.kind === "json" ? delivery.endpoint : "/";

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...request, method: "POST", signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new FormSendError("timeout", `No answer from ${url} within ${timeoutMs} ms`);
    throw new FormSendError("network", `Could not reach ${url}: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new FormSendError("rejected", `${url} answered ${response.status}`);
}
