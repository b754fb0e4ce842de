import type { Practice } from "../../hooks/use-practice";
import { useStrings } from "../../i18n/context";
import { telHref } from "../../lib/contact-links";
import { lightButton } from "../ui/button";
import { DetailList } from "../ui/detail-list";
import { Reveal } from "../ui/reveal";
import { WhatsappLink } from "../ui/whatsapp-link";
import { card } from "./cards";

/** The contact section's dark card: hours, the hospital's address, phone, email and a WhatsApp chat. */
export function ContactDetails({ practice }: { practice: Practice }) {
  const text = useStrings().contact;
  const { hospital, whatsapp } = practice;
  return (
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
          {
            icon: "phone",
            label: text.appointments,
            value: <a href={telHref(practice.phones.booking)}>{practice.phones.booking}</a>,
          },
          { icon: "mail", label: text.email, value: <a href={`mailto:${practice.email}`}>{practice.email}</a> },
        ]}
      />
      <WhatsappLink css={lightButton} className="chat" number={whatsapp.number} text={whatsapp.greeting} />
    </Reveal>
  );
}
