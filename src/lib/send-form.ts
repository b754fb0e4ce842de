import type { FormDelivery } from "./form-delivery";

/*
 * Sending a form, in a chunk of its own: fetched when a visitor first sends a form
 * (src/hooks/use-form-submission.ts), not with every page that shows one.
 */

/** Why a message did not reach the endpoint. */
export class FormSendError extends Error {
  constructor(
    readonly reason: "timeout" | "network" | "rejected",
    message: string,
  ) {
    super(message);
    this.name = "FormSendError";
  }
}

interface SendOptions {
  /** A request that has not been answered by then is abandoned and counts as a failure. */
  timeoutMs: number;
}

/**
 * Sends one message and resolves once the receiver accepted it (a 2xx answer); rejects with a
 * FormSendError on a network error, any other status, or no answer within the timeout.
 */
export async function sendForm(
  delivery: Extract<FormDelivery, { kind: "json" | "netlify" }>,
  values: Record<string, string>,
  { timeoutMs }: SendOptions,
): Promise<void> {
  const request: RequestInit =
    delivery.kind === "json"
      ? {
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(values),
        }
      : {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ "form-name": delivery.formName, ...values }).toString(),
        };
  const url = delivery.kind === "json" ? delivery.endpoint : "/";

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...request, method: "POST", signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new FormSendError("timeout", `No answer from ${url} within ${timeoutMs} ms`);
    throw new FormSendError("network", `Could not reach ${url}: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new FormSendError("rejected", `${url} answered ${response.status}`);
}
