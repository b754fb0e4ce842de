import { useEffect, useRef, useState, type FormEvent } from "react";
import { useStrings } from "../i18n/context";
import { format } from "../i18n/format";
import { mailtoHref } from "../lib/contact-links";
import {
  requestFields,
  requestSubject,
  requestText,
  type HandOff,
  type SecondOpinionRequest,
  type RequestLabels,
  type RequestWays,
} from "../lib/second-opinion";
import { whatsappUrl } from "../lib/whatsapp";
import { useFormSubmission } from "./use-form-submission";

type TextField = Exclude<keyof SecondOpinionRequest, "have">;
const TEXT_FIELDS: readonly TextField[] = ["name", "age", "town", "phone", "diagnosis", "question"];
const EMPTY: SecondOpinionRequest = { name: "", age: "", town: "", phone: "", diagnosis: "", question: "", have: [] };

/** What the patient sees once the request left: handed to WhatsApp or e-mail, or accepted by the endpoint. */
export type Done =
  | { via: "whatsapp" }
  | { via: "email"; href: string }
  | { via: "endpoint"; reports: { whatsapp?: string; email?: { address: string; href: string } } };

/** Each hand-off's link, for the request as it stands. */
function handOffLink(handOff: HandOff, request: SecondOpinionRequest, labels: RequestLabels) {
  const text = requestText(request, labels, handOff.kind);
  return handOff.kind === "whatsapp"
    ? whatsappUrl(handOff.number, text)
    : mailtoHref(handOff.address, requestSubject(request, labels), text);
}

/**
 * The second-opinion form (DECISIONS.md 21), sending as the contact form does: the request goes to a
 * WhatsApp chat or an e-mail written out in the patient's own app, or its text to the practice's
 * endpoint (useFormSubmission: once, busy meanwhile, a failure keeping every word). The fields clear
 * only once the request was handed off or accepted; a blocked WhatsApp tab keeps everything and
 * offers the chat as a link.
 */
export function useSecondOpinionForm(ways: RequestWays) {
  const labels = useStrings().secondOpinion.message;
  const [request, setRequest] = useState<SecondOpinionRequest>(EMPTY);
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const [handOffBlocked, setHandOffBlocked] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const submission = useFormSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  // What was typed and ticked before the form hydrated is in the fields, not yet in state: it is kept.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const found: SecondOpinionRequest = {
      ...EMPTY,
      ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, String(data.get(field) ?? "")])),
      have: data.getAll("have").map(String),
    };
    if (TEXT_FIELDS.some((field) => found[field]) || found.have.length) setRequest(found);
    if (data.get("consent")) setConsent(true);
  }, []);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const whatsapp = ways.handOffs.find((handOff) => handOff.kind === "whatsapp");
  const email = ways.handOffs.find((handOff) => handOff.kind === "email");
  /** The request as a WhatsApp chat: the hand-off, and the way out when the tab is blocked or sending fails. */
  const whatsappLink = whatsapp ? handOffLink(whatsapp, request, labels) : null;
  const emailLink = email ? handOffLink(email, request, labels) : null;

  /** Where the reports go once the endpoint has the text: a chat or an e-mail naming whose they are. */
  const reportLinks = (): Extract<Done, { via: "endpoint" }>["reports"] => {
    const about = format(labels.reports, { name: request.name.trim(), town: request.town.trim() });
    return {
      ...(whatsapp?.kind === "whatsapp" && { whatsapp: whatsappUrl(whatsapp.number, about) }),
      ...(email?.kind === "email" && { email: { address: email.address, href: mailtoHref(email.address, about) } }),
    };
  };

  const update = (field: TextField) => (event: { target: { value: string } }) =>
    setRequest((current) => ({ ...current, [field]: event.target.value }));
  const toggle = (item: string) => (event: { target: { checked: boolean } }) =>
    setRequest((current) => ({
      ...current,
      have: event.target.checked ? [...current.have, item] : current.have.filter((each) => each !== item),
    }));

  const accepted = (outcome: Done) => {
    setRequest(EMPTY);
    setConsent(false);
    setHoneypot("");
    setHandOffBlocked(false);
    submission.reset();
    setDone(outcome);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy()) return;
    setDone(null);
    // The button pressed says which way; Enter in a field presses the first.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const via = submitter instanceof HTMLButtonElement ? submitter.value : "";
    // A bot filled the field people never see: it is answered as usual and nothing is sent.
    if (honeypot) return accepted({ via: "endpoint", reports: reportLinks() });
    if (ways.endpoint) {
      const reports = reportLinks();
      if (await submission.deliver(ways.endpoint, requestFields(request))) accepted({ via: "endpoint", reports });
      return;
    }
    if (via === "email" && emailLink) {
      window.location.href = emailLink;
      return accepted({ via: "email", href: emailLink });
    }
    if (whatsappLink) {
      const chat = window.open(whatsappLink, "_blank");
      if (!chat) return setHandOffBlocked(true);
      chat.opener = null;
      accepted({ via: "whatsapp" });
    }
  };

  return {
    formRef,
    doneRef,
    request,
    update,
    toggle,
    consent,
    setConsent,
    honeypot,
    setHoneypot,
    submit,
    status: submission.status,
    errorRef: submission.errorRef,
    whatsappLink,
    emailLink,
    handOffBlocked,
    done,
    /** The blocked chat's link was followed: WhatsApp has the request. */
    handedOff: () => window.setTimeout(() => accepted({ via: "whatsapp" })),
  };
}
