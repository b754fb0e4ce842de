/**
 * WhatsApp click-to-chat links (https://faq.whatsapp.com/5913398998672934): the number in full
 * international form as digits only (no "+", spaces or leading zeros) and an optional prefilled text.
 */
import { isPhoneNumber } from "./field-patterns";

/**
 * True for a number WhatsApp can open a chat with, written with its country code ("+91 98390 12345"):
 * the content model's international phone number, the rule the build and the CMS check it by.
 */
export function isWhatsappNumber(number: string | null | undefined): number is string {
  return typeof number === "string" && isPhoneNumber(number, true);
}

/** WhatsApp's click-to-chat host. */
export const WHATSAPP_ORIGIN = "https://wa.me";

/** The chat link for a number and a greeting; throws on a number that is not in international form. */
export function whatsappUrl(number: string, text = ""): string {
  if (!isWhatsappNumber(number)) {
    throw new Error(`"${number}" is not a WhatsApp number in international form, such as +91 98390 12345`);
  }
  const link = `${WHATSAPP_ORIGIN}/${number.replace(/\D/g, "")}`;
  return text.trim() ? `${link}?text=${encodeURIComponent(text)}` : link;
}

/**
 * A link that opens WhatsApp with a message to send to a contact the visitor picks (no number):
 * how a page is shared. A plain link, so it works without JavaScript.
 */
export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title.trim()}\n${url}`)}`;
}

/**
 * What the contact form hands to WhatsApp: the greeting, the patient's words and how to reach them,
 * labelled in the page's language (`labels` holds "{phone}" and "{email}" templates).
 */
export function contactMessageText(
  greeting: string,
  { name, phone, email, message }: { name: string; phone: string; email: string; message: string },
  labels: { phone: string; email: string } = { phone: "Phone: {phone}", email: "Email: {email}" },
): string {
  const contact = [
    `— ${name.trim()}`,
    phone.trim() && labels.phone.replace("{phone}", phone.trim()),
    email.trim() && labels.email.replace("{email}", email.trim()),
  ];
  return [greeting.trim(), message.trim(), contact.filter(Boolean).join("\n")].filter(Boolean).join("\n\n");
}
