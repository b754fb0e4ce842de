import { css } from "@emotion/react";
import { CONTACT_MESSAGE_ROWS, MAP_FRAME_HEIGHT_PX } from "../../constants";
import { useContactForm } from "../../hooks/use-contact-form";
import type { Practice } from "../../hooks/use-practice";
import { mapsEmbedUrl, telHref } from "../../lib/contact-links";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { primaryButton } from "../ui/button";
import { Icon } from "../ui/icon";
import { DetailList } from "../ui/detail-list";
import { Reveal } from "../ui/reveal";
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
  .error {
    color: ${colors.danger};
    font-weight: 600;
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
  content: Queries.HomePageQuery["homeJson"] & object;
  practice: Practice;
  endpoint: string;
}

export function ContactSection({ content, practice, endpoint }: ContactSectionProps) {
  const { values, update, submit, failed } = useContactForm(endpoint);
  const { hospital } = practice;
  return (
    <Section id="contact" label="Contact" heading={content.contact.heading} intro={content.contact.intro} tone="tinted">
      <div css={styles}>
        <div className="grid">
          <Reveal css={card} className="details">
            <h3>Consultation Details</h3>
            <DetailList
              tone="dark"
              items={[
                { icon: "clock", label: "Consultation hours", value: practice.hours.contactAndFooter },
                {
                  icon: "mapPin",
                  label: "Clinic address",
                  value: (
                    <>
                      {hospital.name}
                      <br />
                      {hospital.streetAddress}, {hospital.locality}, {hospital.region} {hospital.postalCode}
                    </>
                  ),
                },
                {
                  icon: "phone",
                  label: "Appointments",
                  value: <a href={telHref(practice.phones.booking)}>{practice.phones.booking}</a>,
                },
                { icon: "mail", label: "Email", value: <a href={`mailto:${practice.email}`}>{practice.email}</a> },
              ]}
            />
          </Reveal>
          <Reveal css={card}>
            <h3 id="contact-form-title">{content.contact.formTitle}</h3>
            <form onSubmit={submit} aria-labelledby="contact-form-title">
              <label>
                Full Name
                <input name="name" autoComplete="name" required value={values.name} onChange={update("name")} />
              </label>
              <label>
                Email
                <input
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={values.email}
                  onChange={update("email")}
                />
              </label>
              <label className="wide">
                <span>
                  Phone Number <span className="optional">(optional)</span>
                </span>
                <input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={update("phone")} />
              </label>
              <label className="wide">
                Message
                <textarea
                  name="message"
                  rows={CONTACT_MESSAGE_ROWS}
                  required
                  value={values.message}
                  onChange={update("message")}
                />
              </label>
              <p className="note wide">{content.contact.formNote}</p>
              {failed && (
                <p className="error wide" role="alert">
                  Sorry, your message could not be sent. Please try again, or call {practice.phones.booking}.
                </p>
              )}
              <div className="wide">
                <button type="submit" css={primaryButton}>
                  <Icon name="mail" size={18} />
                  Send Message
                </button>
              </div>
            </form>
          </Reveal>
        </div>
        <div className="map">
          <iframe
            title={`Map of ${hospital.name}, ${hospital.locality}`}
            src={mapsEmbedUrl(practice.mapQuery)}
            height={MAP_FRAME_HEIGHT_PX}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </div>
      </div>
    </Section>
  );
}
