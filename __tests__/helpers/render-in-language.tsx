import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { LanguageProvider } from "../../src/i18n/context";
import type { Lang } from "../../src/i18n/languages";
import { STRINGS } from "../../src/i18n/strings";

type Alternates = Partial<Record<Lang, string>>;

/** What gatsby-browser and gatsby-ssr wrap every page in: its language, its strings, its other addresses. */
function languageWrapper(lang: Lang = "en", alternates: Alternates = {}) {
  return function LanguageWrapper({ children }: { children: ReactNode }) {
    return (
      <LanguageProvider lang={lang} strings={STRINGS[lang]} alternates={alternates}>
        {children}
      </LanguageProvider>
    );
  };
}

/** Renders a component as it appears on a page in `lang` (English unless said). */
export function renderInLanguage(ui: ReactElement, lang: Lang = "en", alternates: Alternates = {}) {
  return render(ui, { wrapper: languageWrapper(lang, alternates) });
}
