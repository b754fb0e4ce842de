import { format } from "../i18n/format";
import type { Strings } from "../i18n/strings";
import type { FormDelivery } from "./form-delivery";
import { isWhatsappNumber } from "./whatsapp";

/** What a patient writes in the second-opinion form; `have` holds the checklist items they ticked. */
export interface SecondOpinionRequest {
  name: string;
  age: string;
  town: string;
  phone: string;
  diagnosis: string;
  question: string;
  have: readonly string[];
}

export type RequestLabels = Strings["secondOpinion"]["message"];

/** A way the patient hands the request over in their own app: a WhatsApp chat or an e-mail. */
export type HandOff = { kind: "whatsapp"; number: string } | { kind: "email"; address: string };

/** One of content/second-opinion.json's ways to send, as the page reads it. */
export interface SendWay {
  way: string;
  to: string;
}

export interface RequestWays {
  endpoint: Extract<FormDelivery, { kind: "json" }> | null;
  handOffs: HandOff[];
}

/**
 * How requests go, from content/second-opinion.json's `send` (DECISIONS.md 21): with an endpoint, the
 * form posts the text there and the hand-offs carry the reports; without one, the patient picks a
 * hand-off and the request goes with the reports in it. The build has checked each way's number or
 * address; one that is not usable is left out here all the same.
 */
export function requestWays(send: readonly SendWay[]): RequestWays {
  const handOffs = send.flatMap(({ way, to }): HandOff[] => {
    if (way === "whatsapp" && isWhatsappNumber(to)) return [{ kind: "whatsapp", number: to }];
    if (way === "email" && to.trim()) return [{ kind: "email", address: to.trim() }];
    return [];
  });
  const endpoint = send.find(({ way }) => way === "endpoint")?.to.trim();
  return { endpoint: endpoint ? { kind: "json", endpoint } : null, handOffs };
}

/**
 * The request written out for WhatsApp or an e-mail, in the page's language: who the patient is,
 * what they were told and ask, the checklist items they have, and that the reports come with it.
 */
export function requestText(request: SecondOpinionRequest, labels: RequestLabels, via: HandOff["kind"]): string {
  const value = (text: string) => text.trim();
  const have = request.have.length
    ? [labels.have, ...request.have.map((item) => `- ${item}`)].join("\n")
    : labels.haveNone;
  const about = [
    format(labels.patient, { name: value(request.name), age: value(request.age) }),
    format(labels.town, { town: value(request.town) }),
    format(labels.phone, { phone: value(request.phone) }),
    format(labels.diagnosis, { diagnosis: value(request.diagnosis) }),
    format(labels.question, { question: value(request.question) }),
  ].join("\n");
  const attach = via === "whatsapp" ? labels.attachWhatsapp : labels.attachEmail;
  return [labels.heading, about, have, request.have.length ? attach : ""].filter(Boolean).join("\n\n");
}

/** The e-mail's subject: the request and whose it is. */
export function requestSubject(request: SecondOpinionRequest, labels: RequestLabels): string {
  return format(labels.subject, { name: request.name.trim(), town: request.town.trim() });
}

/** The request as the endpoint receives it: text only, the ticked items joined by "; ". */
export function requestFields(request: SecondOpinionRequest): Record<string, string> {
  const { have, ...text } = request;
  return {
    ...Object.fromEntries(Object.entries(text).map(([key, value]) => [key, value.trim()])),
    have: have.join("; "),
    consent: "yes",
  };
}
