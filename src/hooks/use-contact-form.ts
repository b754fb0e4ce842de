import { useEffect, useRef, useState, type FormEvent } from "react";
import { useStrings } from "../i18n/context";
import type { FormDelivery } from "../lib/form-delivery";
import type { Practice } from "../lib/content-model";
import { contactMessageText, isWhatsappNumber, whatsappUrl } from "../lib/whatsapp";
import { useFormSubmission } from "./use-form-submission";

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const EMPTY: ContactValues = { name: "", email: "", phone: "", message: "" };

/**
 * The name the message is sent under. WhatsApp's click-to-chat link reads its prefilled text from
 * `text`, so a form that hands messages to WhatsApp works without JavaScript as a plain GET to the
 * chat link (contact-form.tsx). Kept out of the forms' shared modules, which the newsletter loads.
 */
export function messageFieldName(delivery: FormDelivery): "text" | "message" {
  return delivery.kind === "whatsapp" ? "text" : "message";
}

/**
 * The contact form (SPEC.md section 4, DECISIONS.md 3). Depending on the delivery configured in
 * content/practice.json the message is posted to an endpoint, handed to WhatsApp, or (with
 * nothing configured) logged as the specification says. The visitor is thanked and the fields are
 * cleared only once the message was accepted or handed off; any failure keeps every word.
 */
export function useContactForm(delivery: FormDelivery, whatsapp: Practice["whatsapp"]) {
  // The thanks the specification fixes (SPEC.md section 8), in the page's language.
  const { thanks, whatsappPhone, whatsappEmail } = useStrings().contact;
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  // Set when the browser blocked the WhatsApp tab: the form then offers the hand-off as a link.
  const [handOffBlocked, setHandOffBlocked] = useState(false);
  const submission = useFormSubmission();
  const formRef = useRef<HTMLFormElement>(null);

  // Words typed before the form hydrated are in the fields, not yet in state: they are kept.
  useEffect(() => {
    const fields = formRef.current?.elements;
    if (!fields) return;
    const typed = (name: keyof ContactValues) => {
      const field = fields.namedItem(name === "message" ? messageFieldName(delivery) : name);
      return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : "";
    };
    const found: ContactValues = {
      name: typed("name"),
      email: typed("email"),
      phone: typed("phone"),
      message: typed("message"),
    };
    if (Object.values(found).some(Boolean)) setValues(found);
    // Once, when React takes the form over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The patient's message as a WhatsApp chat: the hand-off itself, and the way out when sending fails.
  const whatsappLink = isWhatsappNumber(whatsapp.number)
    ? whatsappUrl(
        whatsapp.number,
        contactMessageText(whatsapp.greeting, values, { phone: whatsappPhone, email: whatsappEmail }),
      )
    : null;

  const update = (field: keyof ContactValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const accepted = () => {
    window.alert(thanks);
    setValues(EMPTY);
    setHoneypot("");
    setHandOffBlocked(false);
    submission.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submission.busy()) return;
    // A bot filled the field people never see: it gets the usual thanks and nothing is sent.
    if (honeypot) return accepted();
    if (delivery.kind === "none") {
      console.log("Contact form submitted:", values);
      return accepted();
    }
    if (delivery.kind === "whatsapp" && whatsappLink) {
      const chat = window.open(whatsappLink, "_blank");
      if (!chat) return setHandOffBlocked(true);
      chat.opener = null;
      return accepted();
    }
    if (delivery.kind === "json" || delivery.kind === "netlify") {
      if (await submission.deliver(delivery, { ...values })) accepted();
    }
  };

  return {
    /** For the <form>: lets the hook read what was typed before hydration. */
    formRef,
    values,
    update,
    honeypot,
    setHoneypot,
    submit,
    status: submission.status,
    errorRef: submission.errorRef,
    whatsappLink,
    handOffBlocked,
    /** The hand-off link was followed: WhatsApp has the message. */
    handedOff: () => window.setTimeout(accepted),
  };
}
