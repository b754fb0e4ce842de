import type { Ref } from "react";
import { useStrings } from "../../i18n/context";
import { telHref } from "../../lib/contact-links";
import { visuallyHidden } from "../../styles/utils";
import { primaryButton } from "../ui/button";
import { fillTemplate } from "../ui/fill-template";
import { Icon } from "../ui/icon";

/** Said to screen readers after a link that opens a new tab. */
function NewTab() {
  const strings = useStrings();
  return <span css={visuallyHidden}> {strings.common.newTab}</span>;
}

interface SendFailedProps {
  /** The number to call instead. */
  phone: string;
  /** The message as a WhatsApp link, where the practice has WhatsApp. */
  whatsappLink: string | null;
  /** Focused when it appears, so the failure is what is read next. */
  errorRef: Ref<HTMLDivElement>;
}

/** The message was not sent: an alert offering the phone, and WhatsApp where there is one. */
export function SendFailed({ phone, whatsappLink, errorRef }: SendFailedProps) {
  const text = useStrings().contact;
  const telLink = <a href={telHref(phone)}>{phone}</a>;
  return (
    <div className="error wide" role="alert" tabIndex={-1} ref={errorRef}>
      <p>{text.failed}</p>
      <p>
        {whatsappLink
          ? fillTemplate(text.retryOrWhatsapp, {
              phone: telLink,
              whatsapp: (
                <a href={whatsappLink} target="_blank" rel="noopener noreferrer">
                  {text.retryWhatsapp}
                  <NewTab />
                </a>
              ),
            })
          : fillTemplate(text.retry, { phone: telLink })}
      </p>
    </div>
  );
}

/**
 * The browser blocked the WhatsApp tab the form opened: a link the visitor follows themselves, and
 * `onHandedOff` once they have.
 */
export function WhatsappHandOff({ whatsappLink, onHandedOff }: { whatsappLink: string; onHandedOff: () => void }) {
  const text = useStrings().contact;
  return (
    <div className="handoff wide" role="status">
      <p>{text.handOff}</p>
      <a css={primaryButton} href={whatsappLink} target="_blank" rel="noopener noreferrer" onClick={onHandedOff}>
        <Icon name="chat" size={18} />
        {text.sendOnWhatsapp}
        <NewTab />
      </a>
    </div>
  );
}
