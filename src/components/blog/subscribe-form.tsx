import { css } from "@emotion/react";
import { useState, type FormEvent } from "react";
import { usePractice } from "../../hooks/use-practice";
import { useStrings } from "../../i18n/context";
import { useFormSubmission } from "../../hooks/use-form-submission";
import { telHref } from "../../lib/contact-links";
import { formDelivery } from "../../lib/form-delivery";
import { fillTemplate } from "../ui/fill-template";
import { formAttributes, Honeypot } from "../ui/form-parts";
import { PrivacyNote } from "../ui/privacy-note";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { lightButton } from "../ui/button";

const panel = css`
  border-radius: ${radii.lg};
  background: linear-gradient(135deg, ${colors.primaryDark}, ${colors.primary});
  color: #e4f1f2;
  padding: ${space.xl} ${space.lg};
  ${mq.md} {
    padding: ${space.xxl};
  }
  h2 {
    color: #fff;
    font-size: ${fontSizes.xl};
  }
  form {
    margin-top: ${space.lg};
    display: grid;
    gap: ${space.md};
    ${mq.md} {
      grid-template-columns: 1fr 1fr auto;
      align-items: end;
    }
  }
  label {
    display: grid;
    gap: ${space.xxs};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: #fff;
  }
  input {
    min-height: 44px;
    padding: 0 ${space.sm};
    border: 1px solid transparent;
    border-radius: ${radii.md};
    background: #fff;
    color: ${colors.ink};
  }
  .privacy {
    margin-top: ${space.sm};
    font-size: ${fontSizes.sm};
    a {
      color: #fff;
    }
  }
  .status,
  .error {
    margin-top: ${space.md};
    font-weight: 600;
    color: #fff;
  }
  /* Empty until there is news; kept in the page so screen readers hear it change. */
  .status:empty {
    margin: 0;
  }
  .error {
    padding: ${space.sm} ${space.md};
    border-radius: ${radii.md};
    background: ${colors.primaryDark};
    border-left: 4px solid ${colors.focus};
    a {
      color: inherit;
    }
    a[href^="tel:"] {
      white-space: nowrap;
    }
  }
  input:read-only {
    background: ${colors.primaryLight};
  }
`;

/** The newsletter form (DECISIONS.md 4): delivered like the contact form, confirmed inline. */
export function SubscribeForm() {
  const practice = usePractice();
  const text = useStrings().subscribe;
  const delivery = formDelivery(practice.newsletterForm, "newsletter");
  const [email, setEmail] = useState("");
  const [speciality, setSpeciality] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [done, setDone] = useState(false);
  const submission = useFormSubmission();
  const sending = submission.status === "sending";

  const accepted = () => {
    setEmail("");
    setSpeciality("");
    setHoneypot("");
    setDone(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submission.busy()) return;
    setDone(false);
    // A bot filled the field people never see: it gets the usual thanks and nothing is sent.
    if (honeypot || (delivery.kind !== "json" && delivery.kind !== "netlify")) return accepted();
    if (await submission.deliver(delivery, { email, speciality })) accepted();
  };

  return (
    <section css={panel} aria-labelledby="subscribe-title">
      <h2 id="subscribe-title">{text.title}</h2>
      <p css={{ marginTop: space.xs, maxWidth: "40rem" }}>{text.intro}</p>
      <form onSubmit={onSubmit} aria-labelledby="subscribe-title" aria-busy={sending} {...formAttributes(delivery)}>
        <Honeypot value={honeypot} onChange={setHoneypot} />
        <label>
          <span>
            {text.email} <span aria-hidden="true">*</span>
          </span>
          <input
            type="email"
            name="email"
            required
            autoComplete="email"
            readOnly={sending}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label>
          {text.speciality}
          <input
            type="text"
            name="speciality"
            readOnly={sending}
            value={speciality}
            onChange={(e) => setSpeciality(e.target.value)}
          />
        </label>
        <button type="submit" css={lightButton} disabled={sending}>
          {sending ? text.sending : text.subscribe}
        </button>
      </form>
      {/* With nowhere to post to, a browser without JavaScript would do nothing: it says so. */}
      {delivery.kind === "none" && (
        <p className="privacy no-script" hidden>
          {text.noScriptNote}
        </p>
      )}
      <PrivacyNote form="newsletter" className="privacy" />
      <p className="status" role="status">
        {done && text.done}
      </p>
      {submission.status === "failed" && (
        <div className="error" role="alert" tabIndex={-1} ref={submission.errorRef}>
          {text.failed}{" "}
          {fillTemplate(text.keepsFailing, {
            phone: <a href={telHref(practice.phones.booking)}>{practice.phones.booking}</a>,
          })}
        </div>
      )}
    </section>
  );
}
