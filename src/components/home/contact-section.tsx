import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { Practice } from "../../hooks/use-practice";
import type { Schedule } from "../../hooks/use-schedule";
import { useLanguage, useStrings } from "../../i18n/context";
import { localisedPath } from "../../i18n/languages";
import { PAYMENT_PATH, SECOND_OPINION_PATH } from "../../lib/paths";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { formStyles } from "../ui/form-styles";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";
import { ContactMap } from "./contact-map";
import { ContactVenues } from "./contact-venues";
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
  ${formStyles};
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

const costsLink = css`
  margin: 0 0 ${space.lg};
  font-weight: 600;
`;

interface ContactSectionProps {
  id: string;
  content: Queries.HomePageQuery["homeJson"] & object;
  practice: Practice;
  schedule: Schedule;
}

/**
 * Where and when the surgeon consults, then the practice's details and the contact form side by side
 * (stacked on narrow screens), the map below.
 */
export function ContactSection({ id, content, practice, schedule }: ContactSectionProps) {
  const strings = useStrings();
  const text = strings.contact;
  const lang = useLanguage();
  return (
    <Section id={id} label={text.eyebrow} heading={content.contact.heading} intro={content.contact.intro} tone="tinted">
      <ContactVenues schedule={schedule} greeting={practice.whatsapp.greeting} />
      <p css={costsLink}>
        <Link to={localisedPath(lang, PAYMENT_PATH)}>{strings.payment.link}</Link>
        {" · "}
        <Link to={localisedPath(lang, SECOND_OPINION_PATH)}>{strings.secondOpinion.link}</Link>
      </p>
      <div css={styles}>
        <div className="grid">
          <ContactDetails practice={practice} hospital={schedule.hospital} />
          <ContactForm content={content.contact} practice={practice} />
        </div>
        <ContactMap hospital={schedule.hospital} />
      </div>
    </Section>
  );
}
