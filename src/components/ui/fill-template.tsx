import { Fragment, type ReactNode } from "react";

/**
 * An interface string whose placeholders hold elements: fillTemplate("Please call {phone}.", {
 * phone: <a href="tel:…">…</a> }). Each language orders its sentence itself, so where a link sits in
 * it is the dictionary's to say. A placeholder without a value stays as written.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = template.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? part : <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>,
      )}
    </>
  );
}
