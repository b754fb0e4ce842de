import type { ReactElement } from "react";
import { LanguageProvider } from "./context";
import { isLang, pathLanguage, type Lang } from "./languages";
import type { Strings } from "./strings";

interface LanguagePageContext {
  lang?: unknown;
  strings?: Strings;
  alternates?: Partial<Record<Lang, string>>;
  /** The not-found page's: every language's strings, as it answers unknown addresses in each. */
  stringsByLanguage?: Record<Lang, Strings>;
}

/**
 * gatsby-browser's and gatsby-ssr's wrapPageElement: each page gets the language, strings and
 * alternates gatsby-node put in its context.
 */
export function wrapPageInLanguage({
  element,
  props,
}: {
  element: ReactElement;
  props: { pageContext: unknown; location: { pathname: string } };
}): ReactElement {
  const context = (props.pageContext ?? {}) as LanguagePageContext;
  if (!isLang(context.lang) || !context.strings) return element;
  const lang = context.stringsByLanguage ? pathLanguage(props.location.pathname) : context.lang;
  const strings = context.stringsByLanguage?.[lang] ?? context.strings;
  return (
    <LanguageProvider lang={lang} strings={strings} alternates={context.alternates ?? {}}>
      {element}
    </LanguageProvider>
  );
}
