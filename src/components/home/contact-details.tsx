import type { Practice } from "../../hooks/use-practice";
import type { Venue } from "../../hooks/use-schedule";
import { useStrings } from "../../i18n/context";
import { telHref } from "../../lib/contact-links";
import { lightButton } from "../ui/button";
import { DetailList } from "../ui/detail-list";
import { Reveal } from "../ui/reveal";
import { WhatsappLink } from "../ui/whatsapp-link";
import { card } from "./cards";

/** The contact section's dark card: the hospital's address, the appointment desk, email and a WhatsApp chat. */
export function ContactDetails({ practice, hospital }: { practice: Practice; hospital: Venue }) {
  const text = useStrings().contact;
  const { whatsapp } = practice;
  return (
    <Reveal css={card} className="details">
      <h3>{text.details}</h3>
      <DetailList
        tone="dark"
        items={[
          {
            icon: "mapPin",
            label: text.address,
            value: (
              <>
                {hospital.name}
                <br />
                {hospital.address}
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
