import { createContext, useContext, type ReactNode } from "react";
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
  return <LanguageContext.Provider value={{ lang, strings, alternates }}>{children}</LanguageContext.Provider>;
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
