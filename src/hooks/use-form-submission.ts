import { useEffect, useRef, useState } from "react";
import { FORM_TIMEOUT_MS } from "../constants";
import type { FormDelivery } from "../lib/form-delivery";

export type SubmissionStatus = "idle" | "sending" | "failed";

/**
 * One message on its way at a time: while a request is pending the form is busy and further
 * presses do nothing; a failure (network, non-2xx, timeout) moves focus to the error, which
 * `errorRef` marks, so the patient hears what to do instead. Fields are the caller's to clear,
 * and only once `deliver` reported the message accepted.
 */
export function useFormSubmission() {
  const [status, setStatus] = useState<SubmissionStatus>("idle");
  // A ref, not state: a second press can arrive before React has re-rendered the disabled button.
  const inFlight = useRef(false);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status === "failed") errorRef.current?.focus();
  }, [status]);

  /** Sends once; true when the receiver accepted the message. */
  const deliver = async (
    delivery: Extract<FormDelivery, { kind: "json" | "netlify" }>,
    values: Record<string, string>,
  ): Promise<boolean> => {
    inFlight.current = true;
    setStatus("sending");
    try {
      // Fetched on the first send; failing to fetch it is a failure to send like any other.
      const { sendForm } = await import("../lib/send-form");
      await sendForm(delivery, values, { timeoutMs: FORM_TIMEOUT_MS });
      setStatus("idle");
      return true;
    } catch (error) {
      console.warn("The form could not be sent:", error);
      setStatus("failed");
      return false;
    } finally {
      inFlight.current = false;
    }
  };

  return {
    status,
    busy: () => inFlight.current,
    deliver,
    errorRef,
    /** Back to idle once the patient has moved on (for example after a hand-off). */
    reset: () => setStatus("idle"),
  };
}
