import { CONTACT_MESSAGE_ROWS } from "../../constants";
import { messageFieldName, useContactForm } from "../../hooks/use-contact-form";
import type { Practice } from "../../hooks/use-practice";
import { useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { formDelivery, type FormDelivery } from "../../lib/form-delivery";
import { whatsappUrl } from "../../lib/whatsapp";
import { primaryButton } from "../ui/button";
import { formAttributes, Honeypot } from "../ui/form-parts";
import { Icon } from "../ui/icon";
import { PrivacyNote } from "../ui/privacy-note";
import { Reveal } from "../ui/reveal";
import { card } from "./cards";
import { SendFailed, WhatsappHandOff } from "./contact-form-notices";

/**
 * Where the form goes before its script has run, or without it (formAttributes). Handing messages
 * to WhatsApp, it opens the chat in a new tab with the message as its text (a GET to the chat link,
 * as the script's hand-off does), and the page keeps every word.
 */
function attributesFor(delivery: FormDelivery) {
  if (delivery.kind !== "whatsapp") return formAttributes(delivery);
  return { method: "get", action: whatsappUrl(delivery.number), target: "_blank", rel: "noopener noreferrer" };
}

interface ContactFormProps {
  content: (Queries.HomePageQuery["homeJson"] & object)["contact"];
  practice: Practice;
}

/**
 * The contact form's card. The form posts where the practice's settings say (`formDelivery`), or
 * hands the message to WhatsApp; its fields are read-only while it sends.
 */
export function ContactForm({ content, practice }: ContactFormProps) {
  const text = useStrings().contact;
  const { whatsapp } = practice;
  const delivery = formDelivery(practice.contactForm, "contact", whatsapp.number);
  const form = useContactForm(delivery, whatsapp);
  const { values, update, status } = form;
  const sending = status === "sending";

  return (
    <Reveal css={card}>
      <h3 id="contact-form-title">{content.formTitle}</h3>
      <form
        ref={form.formRef}
        onSubmit={form.submit}
        aria-labelledby="contact-form-title"
        aria-busy={sending}
        {...attributesFor(delivery)}
      >
        <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
        <label>
          {text.nameField}
          <input
            name="name"
            autoComplete="name"
            required
            readOnly={sending}
            value={values.name}
            onChange={update("name")}
          />
        </label>
        <label>
          {text.emailField}
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            readOnly={sending}
            value={values.email}
            onChange={update("email")}
          />
        </label>
        <label className="wide">
          <span>
            {text.phoneField} <span className="optional">{text.optional}</span>
          </span>
          <input
            name="phone"
            type="tel"
            autoComplete="tel"
            readOnly={sending}
            value={values.phone}
            onChange={update("phone")}
          />
        </label>
        <label className="wide">
          {text.messageField}
          <textarea
            name={messageFieldName(delivery)}
            rows={CONTACT_MESSAGE_ROWS}
            required
            readOnly={sending}
            value={values.message}
            onChange={update("message")}
          />
        </label>
        <p className="note wide">{content.formNote}</p>
        {delivery.kind === "whatsapp" && <p className="note wide">{text.whatsappNote}</p>}
        {delivery.kind === "none" && (
          <p className="note wide no-script" hidden>
            {format(text.noScriptNote, { phone: practice.phones.booking })}
          </p>
        )}
        <PrivacyNote form="contact" className="note wide" />
        {status === "failed" && (
          <SendFailed phone={practice.phones.booking} whatsappLink={form.whatsappLink} errorRef={form.errorRef} />
        )}
        {form.handOffBlocked && form.whatsappLink && (
          <WhatsappHandOff whatsappLink={form.whatsappLink} onHandedOff={form.handedOff} />
        )}
        <div className="wide">
          <button type="submit" css={primaryButton} disabled={sending}>
            <Icon name="mail" size={18} />
            {sending ? text.sending : text.send}
          </button>
        </div>
      </form>
    </Reveal>
  );
}
