import { css } from "@emotion/react";
import { useEffect, useState } from "react";
import { usePractice } from "../../hooks/use-practice";
import { useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { absoluteUrl } from "../../lib/site-url";
import { whatsappShareUrl } from "../../lib/whatsapp";
import { printAs } from "../../styles/print";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { roomierInHindi } from "../../styles/utils";
import { Icon } from "./icon";

const barStyle = css`
  .controls {
    display: flex;
    /* One line: the buttons that appear once the page's script knows what the browser offers
       (its share sheet, the clipboard) take room to the right and move nothing. */
    flex-wrap: nowrap;
    gap: ${space.xs};
    align-items: center;
  }
  .controls a,
  .controls button {
    display: inline-flex;
    align-items: center;
    gap: ${space.xxs};
    min-height: 44px;
    padding: 0 ${space.sm};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.primary};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    white-space: nowrap;
    text-decoration: none;
    cursor: pointer;
    ${roomierInHindi};
    &:hover {
      border-color: ${colors.primary};
    }
  }
  .controls [hidden] {
    display: none;
  }
  .status:not(:empty) {
    margin-top: ${space.xs};
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
`;

interface ShareBarProps {
  /** The page's title, the first line of the message. */
  title: string;
  /** The page's path in its language ("/hi/blog/1/"): the address shared and printed. */
  path: string;
  className?: string;
}

/**
 * Share a page (DECISIONS.md 22): a WhatsApp link that works without JavaScript (the visitor picks
 * the chat), then, once the page's script has run, the phone's own share sheet where the browser has
 * one and "Copy link" where it may write to the clipboard. On paper it becomes the page's address.
 */
export function ShareBar({ title, path, className }: ShareBarProps) {
  const practice = usePractice();
  const strings = useStrings();
  const text = strings.share;
  const url = absoluteUrl(practice.siteUrl, path);
  const [offers, setOffers] = useState({ share: false, copy: false });
  const [status, setStatus] = useState("");
  useEffect(() => {
    setOffers({ share: typeof navigator.share === "function", copy: Boolean(navigator.clipboard?.writeText) });
  }, []);

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the sheet, or the browser refused: nothing to say.
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(text.copied);
    } catch {
      setStatus(format(text.copyFailed, { url }));
    }
  };

  return (
    <div css={barStyle} className={className}>
      <div role="group" aria-label={text.label} className="controls" {...printAs("hide")}>
        <a
          href={whatsappShareUrl(title, url)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${text.whatsappName} ${strings.common.newTab}`}
        >
          <Icon name="chat" size={16} />
          {text.whatsapp}
        </a>
        <button type="button" hidden={!offers.share} onClick={share}>
          <Icon name="share" size={16} />
          {text.share}
        </button>
        <button type="button" hidden={!offers.copy} onClick={copy}>
          <Icon name="link" size={16} />
          {text.copy}
        </button>
      </div>
      <p role="status" className="status" {...printAs("hide")}>
        {status}
      </p>
      <p {...printAs("only")}>
        {practice.name} · {practice.phones.booking} · {text.printedFrom} {url}
      </p>
    </div>
  );
}
