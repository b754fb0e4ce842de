/** A tel: link for a phone number as people write it ("+91 98390 12345" -> "tel:+919839012345"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A maps search for a place, opened in the visitor's maps app or browser. */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The embeddable map of a place, for the contact section's frame. */
export function mapsEmbedUrl(query: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}

/** An e-mail to `address` with its subject and body written out, for the visitor's e-mail app. */
export function mailtoHref(address: string, subject = "", body = ""): string {
  const fields = [subject && `subject=${encodeURIComponent(subject)}`, body && `body=${encodeURIComponent(body)}`];
  const query = fields.filter(Boolean).join("&");
  return `mailto:${address}${query ? `?${query}` : ""}`;
}
