/**
 * The site's languages and where each lives: English at the root, Hindi under /hi/. Every path
 * helper goes through here, so a third language is one entry.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Lang = "en";

export interface LanguageInfo {
  /** BCP 47 tag for `lang`, `hreflang` and `Intl`. */
  tag: string;
  /** The Open Graph form of the tag. */
  ogLocale: string;
  /** The language's own name, in its own script, as the switch shows it. */
  name: string;
  /** Where its pages live: "" for the root, "/hi" for Hindi. */
  prefix: string;
}

export const LANGUAGE_INFO: Readonly<Record<Lang, LanguageInfo>> = {
  en: { tag: "en-IN", ogLocale: "en_IN", name: "English", prefix: "" },
  hi: { tag: "hi-IN", ogLocale: "hi_IN", name: "हिन्दी", prefix: "/hi" },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of an address: "/hi/blog/" is Hindi, everything else English. */
export function pathLanguage(pathname: string): Lang {
  for (const lang of LANGUAGES) {
    const { prefix } = LANGUAGE_INFO[lang];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** An address without its language prefix: "/hi/blog/1/" -> "/blog/1/". */
export function basePath(pathname: string): string {
  const { prefix } = LANGUAGE_INFO[pathLanguage(pathname)];
  const rest = pathname.slice(prefix.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** A site address ("/blog/1/", "/#services") in a language: "/hi/blog/1/", "/hi/#services". */
export function localisedPath(lang: Lang, path: string): string {
  return `${LANGUAGE_INFO[lang].prefix}${path}`;
}
