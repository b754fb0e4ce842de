import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LANGUAGE, type Lang } from "./languages";
import type { Strings } from "./strings";

interface LanguageValue {
  lang: Lang;
  strings: Strings;
  /** This page in each language it exists in ("/blog/1/", "/hi/blog/1/"); the switch links to it. */
  alternates: Partial<Record<Lang, string>>;
}

const LanguageContext = createContext<LanguageValue | null>(null);

/**
 * The page's language and its interface strings, from the page context gatsby-node gives every page
 * (gatsby-browser and gatsby-ssr wrap each page in it).
 */
export function LanguageProvider({ lang, strings, alternates, children }: LanguageValue & { children: ReactNode }) {
  // The same value while the page is the same: a new object on every render would reach the parts
  // of the page still waiting to hydrate as an update, and React would throw their HTML away (421).
  const value = useMemo(() => ({ lang, strings, alternates }), [lang, strings, alternates]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

function useLanguageValue(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value)
    throw new Error("A page was rendered without its language: gatsby-node gives every page `lang` and `strings`");
  return value;
}

/** The current page's language ("en" or "hi"). */
export function useLanguage(): Lang {
  return useContext(LanguageContext)?.lang ?? DEFAULT_LANGUAGE;
}

/** The current page's interface strings. */
export function useStrings(): Strings {
  return useLanguageValue().strings;
}

/** This page's address in each language it exists in. */
export function useAlternates(): Partial<Record<Lang, string>> {
  return useLanguageValue().alternates;
}
