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
