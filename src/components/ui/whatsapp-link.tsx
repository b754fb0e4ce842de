import { useStrings } from "../../i18n/context";
import { isWhatsappNumber, whatsappUrl } from "../../lib/whatsapp";
import { visuallyHidden } from "../../styles/utils";
import { Icon } from "./icon";

interface WhatsappLinkProps {
  /** The practice's WhatsApp number; nothing is rendered without a valid one. */
  number: string | null | undefined;
  /** Prefilled text of the chat. */
  text: string;
  /** The link's words; "Chat on WhatsApp" in the page's language unless given. */
  label?: string;
  /** Styles given with the css prop arrive here. */
  className?: string;
}

/** A click-to-chat link opening WhatsApp in a new tab, with neither opener nor referrer passed on. */
export function WhatsappLink({ number, text, label, className }: WhatsappLinkProps) {
  const strings = useStrings();
  if (!isWhatsappNumber(number)) return null;
  return (
    <a href={whatsappUrl(number, text)} target="_blank" rel="noopener noreferrer" className={className}>
      <Icon name="chat" size={18} />
      {label ?? strings.common.chatOnWhatsapp}
      <span css={visuallyHidden}> {strings.common.newTab}</span>
    </a>
  );
}
