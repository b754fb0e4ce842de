import type { Practice } from "./content-model";
import { isWhatsappNumber } from "./whatsapp";

/**
 * How a form's messages reach the practice, chosen in content/practice.json:
 * - "json": a JSON POST to `endpoint` (a form service or the practice's own API);
 * - "netlify": Netlify Forms, which finds the form in the built HTML and takes an urlencoded POST;
 * - with neither configured, the contact form hands the message to WhatsApp when the practice has
 *   a WhatsApp number, and otherwise keeps the specification's behaviour (nothing is sent).
 */
export const FORM_DELIVERY_KINDS = ["json", "netlify"] as const;

/** A form's settings in content/practice.json. */
export type FormSettings = Practice["contactForm"];

export type FormDelivery =
  | { kind: "json"; endpoint: string }
  | { kind: "netlify"; formName: string }
  | { kind: "whatsapp"; number: string }
  | { kind: "none" };

/** The name of the honeypot field: people never see it, bots fill it (Netlify's name for it). */
export const HONEYPOT_FIELD = "bot-field";

/** What a form does on submit, from its settings (and, for contact, the practice's WhatsApp number). */
export function formDelivery(settings: FormSettings, formName: string, whatsappNumber?: string | null): FormDelivery {
  if (settings.delivery === "netlify") return { kind: "netlify", formName };
  if (settings.endpoint?.trim()) return { kind: "json", endpoint: settings.endpoint.trim() };
  if (whatsappNumber && isWhatsappNumber(whatsappNumber)) return { kind: "whatsapp", number: whatsappNumber };
  return { kind: "none" };
}
