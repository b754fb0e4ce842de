import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useSecondOpinionForm, type Done } from "../../hooks/use-second-opinion-form";
import { useLanguage, useStrings } from "../../i18n/context";
import { localisedPath } from "../../i18n/languages";
import { PRIVACY_PATH } from "../../lib/paths";
import type { RequestWays } from "../../lib/second-opinion";
import { SendFailed, WhatsappHandOff } from "../home/contact-form-notices";
import { primaryButton, secondaryButton } from "../ui/button";
import { fillTemplate } from "../ui/fill-template";
import { formAttributes, Honeypot } from "../ui/form-parts";
import { Icon } from "../ui/icon";

type Content = NonNullable<Queries.SecondOpinionPageQuery["secondOpinionJson"]>;

interface RequestFormProps {
  content: Content["form"];
  items: Content["checklist"]["items"];
  ways: RequestWays;
  /** The number to call when sending fails. */
  phone: string;
}

/** Rows of the question's box: room for a few sentences. */
const QUESTION_ROWS = 4;

/**
 * The second-opinion request: who the patient is, what they were told and ask, which of the
 * checklist's items they have, and their consent; sent as content/second-opinion.json's `send` says
 * (useSecondOpinionForm). Its fields are read-only while it sends.
 */
export function RequestForm({ content, items, ways, phone }: RequestFormProps) {
  const lang = useLanguage();
  const text = useStrings().secondOpinion;
  const form = useSecondOpinionForm(ways);
  const { request, update, status } = form;
  const sending = status === "sending";
  const field = (name: "name" | "age" | "town" | "phone", label: string, extra: object) => (
    <label>
      {label}
      <input name={name} required readOnly={sending} value={request[name]} onChange={update(name)} {...extra} />
    </label>
  );
  const buttons = ways.endpoint
    ? [{ value: "endpoint", icon: "mail" as const, label: sending ? text.sending : text.send }]
    : ways.handOffs.map((handOff) =>
        handOff.kind === "whatsapp"
          ? { value: "whatsapp", icon: "chat" as const, label: text.sendWhatsapp }
          : { value: "email", icon: "mail" as const, label: text.sendEmail },
      );

  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit}
      aria-labelledby="request-title"
      aria-busy={sending}
      {...formAttributes(ways.endpoint ?? { kind: "none" })}
    >
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      {field("name", text.nameField, { autoComplete: "name" })}
      {field("age", text.ageField, { type: "number", min: 0, max: 120, inputMode: "numeric" })}
      {field("town", text.townField, { autoComplete: "address-level2" })}
      {field("phone", text.phoneField, { type: "tel", autoComplete: "tel" })}
      <label className="wide">
        {text.diagnosisField}
        <input name="diagnosis" required readOnly={sending} value={request.diagnosis} onChange={update("diagnosis")} />
      </label>
      <label className="wide">
        {text.questionField}
        <textarea
          name="question"
          rows={QUESTION_ROWS}
          required
          readOnly={sending}
          value={request.question}
          onChange={update("question")}
        />
      </label>
      <fieldset className="wide checks">
        <legend>{text.haveLegend}</legend>
        {items.map(({ item, detail }) => (
          <label key={item} className="check">
            <input
              type="checkbox"
              name="have"
              value={item}
              disabled={sending}
              checked={request.have.includes(item)}
              onChange={form.toggle(item)}
            />
            <span>
              <span className="item">{item}</span>
              {detail && <span className="detail">{detail}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="note wide files">
        <Icon name="alert" size={16} />
        {content.filesNote}
      </p>
      <label className="wide check consent">
        <input
          type="checkbox"
          name="consent"
          required
          disabled={sending}
          checked={form.consent}
          onChange={(event) => form.setConsent(event.target.checked)}
        />
        <span>
          {content.consent} <Link to={localisedPath(lang, PRIVACY_PATH)}>{text.consentLink}</Link>
        </span>
      </label>
      {status === "failed" && <SendFailed phone={phone} whatsappLink={form.whatsappLink} errorRef={form.errorRef} />}
      {form.handOffBlocked && form.whatsappLink && (
        <WhatsappHandOff whatsappLink={form.whatsappLink} onHandedOff={form.handedOff} />
      )}
      {form.done && (
        <div className="done wide" role="status" tabIndex={-1} ref={form.doneRef}>
          <DoneText done={form.done} />
          <p>{content.done}</p>
        </div>
      )}
      <div className="wide actions">
        {buttons.map((button, index) => (
          <button
            key={button.value}
            type="submit"
            name="via"
            value={button.value}
            css={index === 0 ? primaryButton : secondaryButton}
            disabled={sending}
          >
            <Icon name={button.icon} size={18} />
            {button.label}
          </button>
        ))}
      </div>
    </form>
  );
}

/** What happened to the request, and what the patient does next. */
function DoneText({ done }: { done: Done }) {
  const text = useStrings().secondOpinion;
  if (done.via === "whatsapp") return <p>{text.whatsappDone}</p>;
  if (done.via === "email") {
    return (
      <p>
        {text.emailDone} {fillTemplate(text.emailAgain, { link: <a href={done.href}>{text.emailAgainLink}</a> })}
      </p>
    );
  }
  const ways: ReactNode[] = [];
  if (done.reports.whatsapp) {
    ways.push(
      <a key="whatsapp" href={done.reports.whatsapp} target="_blank" rel="noopener noreferrer">
        {text.reportsWhatsapp}
      </a>,
    );
  }
  if (done.reports.email) {
    ways.push(
      <a key="email" href={done.reports.email.href}>
        {fillTemplate(text.reportsEmail, { email: done.reports.email.address })}
      </a>,
    );
  }
  const joined = ways.flatMap((way, index) => (index === 0 ? [way] : [text.or, way]));
  return <p>{fillTemplate(text.sentDone, { ways: <>{joined}</> })}</p>;
}
