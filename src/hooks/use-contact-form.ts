import { useState, type FormEvent } from "react";
import { sendToEndpoint } from "../lib/form-endpoint";

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const EMPTY: ContactValues = { name: "", email: "", phone: "", message: "" };

export const CONTACT_THANKS = "Thank you for your message. We will contact you shortly.";

/**
 * The contact form (SPEC.md section 4): fields start empty; on submit the values are logged and
 * the visitor thanked, then the fields are cleared. With an endpoint configured they are sent there.
 */
export function useContactForm(endpoint: string) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [failed, setFailed] = useState(false);

  const update = (field: keyof ContactValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    try {
      const outcome = await sendToEndpoint(endpoint, { ...values });
      if (outcome === "not-configured") console.log("Contact form submitted:", values);
      window.alert(CONTACT_THANKS);
      setValues(EMPTY);
    } catch {
      // What the visitor typed stays in the form, so nothing is lost.
      setFailed(true);
    }
  };

  return { values, update, submit, failed };
}
