/** Fills "{name}" placeholders in an interface string: format("{count} min read", { count: 5 }). */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
