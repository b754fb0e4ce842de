import { usePractice } from "../../hooks/use-practice";
import { telHref } from "../../lib/contact-links";

/** The hospital's emergency line, as a call link with its note (the footer, the offline page). */
export function EmergencyLine() {
  const practice = usePractice();
  return (
    <p className="emergency">
      {practice.footer.emergencyNote}:{" "}
      <a href={telHref(practice.phones.emergency)}>
        <strong>{practice.phones.emergency}</strong>
      </a>
    </p>
  );
}
