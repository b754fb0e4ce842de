import { css } from "@emotion/react";
import type { FormHTMLAttributes } from "react";
import { useStrings } from "../../i18n/context";
import { HONEYPOT_FIELD, type FormDelivery } from "../../lib/form-delivery";

/** Off screen rather than display:none, which some bots skip; out of reach of keyboard and screen reader. */
const offScreen = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

/** The spam trap: a field people never see or reach; a form that arrives with it filled is a bot's. */
export function Honeypot({ value, onChange }: HoneypotProps) {
  const strings = useStrings();
  return (
    <div aria-hidden="true" css={offScreen}>
      <label>
        {strings.forms.honeypot}
        <input
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

type FormAttributes = FormHTMLAttributes<HTMLFormElement> & { "data-netlify"?: string; "netlify-honeypot"?: string };

/**
 * Attributes that make a form work for its delivery before its script has run, or without it:
 * Netlify finds a form marked data-netlify in the built HTML and takes its POST; an endpoint
 * receives the POST itself. The contact form's WhatsApp hand-off sets its own (contact-form.tsx).
 * With nothing to send to, submitting does nothing (`method="dialog"` outside a dialog), so nothing
 * typed is lost; the contact form says what to do instead.
 * Otherwise always POST, so a patient's words never end up in an address bar or a server log.
 */
export function formAttributes(delivery: FormDelivery): FormAttributes {
  switch (delivery.kind) {
    case "json":
      return { method: "post", action: delivery.endpoint };
    case "netlify":
      return { method: "post", name: delivery.formName, "data-netlify": "true", "netlify-honeypot": HONEYPOT_FIELD };
    default:
      return { method: "dialog" };
  }
}
