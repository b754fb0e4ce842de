import { Link } from "gatsby";
import { usePrivacyNotes } from "../../hooks/use-privacy-notes";

/** One line under a form: what happens to what is typed, and a link to the privacy notice. */
export function PrivacyNote({ form, className }: { form: "contact" | "newsletter"; className?: string }) {
  const notes = usePrivacyNotes();
  return (
    <p className={className}>
      {notes[form]} <Link to={notes.path}>{notes.link}</Link>
    </p>
  );
}
