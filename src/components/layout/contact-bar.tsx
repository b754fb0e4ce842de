import { css } from "@emotion/react";
import { usePractice } from "../../hooks/use-practice";
import { useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { telHref } from "../../lib/contact-links";
import { CONTACT_BAR_HEIGHT, colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { Icon } from "../ui/icon";
import { WhatsappLink } from "../ui/whatsapp-link";

const bar = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  display: flex;
  align-items: center;
  gap: ${space.xs};
  /* Exactly the room the page keeps below its footer (global styles), border included. */
  height: calc(${CONTACT_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
  padding: 0 ${space.sm} env(safe-area-inset-bottom, 0px);
  background: ${colors.surface};
  border-top: 1px solid ${colors.border};
  box-shadow: 0 -4px 16px rgba(11, 45, 55, 0.08);
  a {
    flex: 1 1 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${space.xs};
    min-height: 44px;
    border-radius: ${radii.pill};
    font-size: ${fontSizes.base};
    font-weight: 600;
    text-decoration: none;
  }
  .call {
    border: 2px solid ${colors.primary};
    color: ${colors.primary};
  }
  .chat {
    background: #075e54;
    color: #fff;
  }
  ${mq.md} {
    display: none;
  }
  @media print {
    display: none;
  }
`;

/**
 * Call and WhatsApp one tap away on a phone (DECISIONS.md 14). The bar is fixed to the bottom of
 * the screen; the global styles keep as much room below the footer, so it never covers content.
 */
export function ContactBar() {
  const practice = usePractice();
  const text = useStrings().contactBar;
  return (
    <aside css={bar} aria-label={text.label}>
      <a
        className="call"
        href={telHref(practice.phones.booking)}
        aria-label={format(text.callName, { phone: practice.phones.booking })}
      >
        <Icon name="phone" size={18} />
        {text.call}
      </a>
      <WhatsappLink
        className="chat"
        number={practice.whatsapp.number}
        text={practice.whatsapp.greeting}
        label={text.whatsapp}
      />
    </aside>
  );
}
