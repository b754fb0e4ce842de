import { css } from "@emotion/react";
import { CONTACT_MESSAGE_ROWS, MAP_FRAME_HEIGHT_PX } from "../../constants";
import { useContactForm } from "../../hooks/use-contact-form";
import type { Practice } from "../../hooks/use-practice";
import { useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { mapsEmbedUrl, telHref } from "../../lib/contact-links";
import { formDelivery } from "../../lib/form-delivery";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { visuallyHidden } from "../../styles/utils";
import { formAttributes, Honeypot } from "../ui/form-parts";
import { lightButton, primaryButton } from "../ui/button";
import { Icon } from "../ui/icon";
import { DetailList } from "../ui/detail-list";
import { fillTemplate } from "../ui/fill-template";
import { Reveal } from "../ui/reveal";
import { WhatsappLink } from "../ui/whatsapp-link";
import { card } from "./cards";
import { Section } from "./section";

const styles = css`
  .grid {
    display: grid;
    gap: ${space.lg};
    ${mq.lg} {
      grid-template-columns: 1fr 1.4fr;
      align-items: start;
    }
  }
  h3 {
    font-size: ${fontSizes.xl};
    margin-bottom: ${space.md};
  }
  .details {
    background: ${colors.primaryDark};
    border-color: ${colors.primaryDark};
    color: #d7e6e8;
    h3 {
      color: #fff;
    }
    a {
      color: #fff;
    }
    a.chat {
      color: ${colors.primaryDark};
      margin-top: ${space.lg};
    }
  }
  form {
    display: grid;
    gap: ${space.md};
    ${mq.sm} {
      grid-template-columns: 1fr 1fr;
    }
  }
  label {
    display: grid;
    gap: ${space.xxs};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.ink};
  }
  .wide {
    ${mq.sm} {
      grid-column: 1 / -1;
    }
  }
  input,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: ${space.sm};
    border: 1px solid #8da3a9;
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.ink};
    font-weight: 400;
  }
  textarea {
    resize: vertical;
  }
  .optional {
    font-weight: 400;
    color: ${colors.muted};
  }
  .note {
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .error,
  .handoff {
    display: grid;
    gap: ${space.xs};
    padding: ${space.md};
    border-radius: ${radii.md};
    border: 1px solid currentColor;
    font-weight: 600;
  }
  .error {
    color: ${colors.danger};
    background: #fdf3f3;
    a {
      color: inherit;
    }
    a[href^="tel:"] {
      white-space: nowrap;
    }
  }
  .handoff {
    color: ${colors.ink};
    background: ${colors.primaryLight};
    justify-items: start;
  }
  input:read-only,
  textarea:read-only {
    background: ${colors.background};
  }
  .map {
    margin-top: ${space.lg};
    border-radius: ${radii.lg};
    overflow: hidden;
    border: 1px solid ${colors.border};
    background: ${colors.primaryLight};
  }
  .map:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  iframe {
    display: block;
    width: 100%;
    border: 0;
  }
`;

interface ContactSectionProps {
  id: string;
  content: Queries.HomePageQuery["homeJson"] & object;
  practice: Practice;
}

export function ContactSection({ id, content, practice }: ContactSectionProps) {
  const strings = useStrings();
  const text = strings.contact;
  const newTab = <span css={visuallyHidden}> {strings.common.newTab}</span>;
  const { hospital, whatsapp } = practice;
  const delivery = formDelivery(practice.contactForm, "contact", whatsapp.number);
  const form = useContactForm(delivery, whatsapp);
  const { values, update, status } = form;
  const sending = status === "sending";
  const telLink = <a href={telHref(practice.phones.booking)}>{practice.phones.booking}</a>;

  return (
    <Section id={id} label={text.eyebrow} heading={content.contact.heading} intro={content.contact.intro} tone="tinted">
      <div css={styles}>
        <div className="grid">
          <Reveal css={card} className="details">
            <h3>{text.details}</h3>
            <DetailList
              tone="dark"
              items={[
                { icon: "clock", label: text.hours, value: practice.hours.contactAndFooter },
                {
                  icon: "mapPin",
                  label: text.address,
                  value: (
                    <>
                      {hospital.name}
                      <br />
                      {hospital.streetAddress}, {hospital.locality}, {hospital.region} {hospital.postalCode}
                    </>
                  ),
                },
                { icon: "phone", label: text.appointments, value: telLink },
                { icon: "mail", label: text.email, value: <a href={`mailto:${practice.email}`}>{practice.email}</a> },
              ]}
            />
            <WhatsappLink css={lightButton} className="chat" number={whatsapp.number} text={whatsapp.greeting} />
          </Reveal>
          <Reveal css={card}>
            <h3 id="contact-form-title">{content.contact.formTitle}</h3>
            <form
              ref={form.formRef}
              onSubmit={form.submit}
              aria-labelledby="contact-form-title"
              aria-busy={sending}
              {...formAttributes(delivery)}
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
                  name="message"
                  rows={CONTACT_MESSAGE_ROWS}
                  required
                  readOnly={sending}
                  value={values.message}
                  onChange={update("message")}
                />
              </label>
              <p className="note wide">{content.contact.formNote}</p>
              {delivery.kind === "whatsapp" && <p className="note wide">{text.whatsappNote}</p>}
              {status === "failed" && (
                <div className="error wide" role="alert" tabIndex={-1} ref={form.errorRef}>
                  <p>{text.failed}</p>
                  <p>
                    {form.whatsappLink
                      ? fillTemplate(text.retryOrWhatsapp, {
                          phone: telLink,
                          whatsapp: (
                            <a href={form.whatsappLink} target="_blank" rel="noopener noreferrer">
                              {text.retryWhatsapp}
                              {newTab}
                            </a>
                          ),
                        })
                      : fillTemplate(text.retry, { phone: telLink })}
                  </p>
                </div>
              )}
              {form.handOffBlocked && form.whatsappLink && (
                <div className="handoff wide" role="status">
                  <p>{text.handOff}</p>
                  <a
                    css={primaryButton}
                    href={form.whatsappLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={form.handedOff}
                  >
                    <Icon name="chat" size={18} />
                    {text.sendOnWhatsapp}
                    {newTab}
                  </a>
                </div>
              )}
              <div className="wide">
                <button type="submit" css={primaryButton} disabled={sending}>
                  <Icon name="mail" size={18} />
                  {sending ? text.sending : text.send}
                </button>
              </div>
            </form>
          </Reveal>
        </div>
        <div className="map">
          <iframe
            title={format(text.map, { hospital: hospital.name, locality: hospital.locality })}
            src={mapsEmbedUrl(practice.mapQuery)}
            height={MAP_FRAME_HEIGHT_PX}
            loading="lazy"
            // The map provider learns which site embeds it, never which page.
            referrerPolicy="strict-origin"
          />
        </div>
      </div>
    </Section>
  );
}
