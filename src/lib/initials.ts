/** Up to two initials of a name, without its title: "Dr. Rohan Srivastava" -> "RS". */
export function initials(name: string): string {
  return name
    .replace(/^Dr\.?\s*/, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .join("")
    .slice(0, 2);
}
