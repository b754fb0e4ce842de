import { css } from "@emotion/react";
import { useAlternates, useLanguage } from "../../i18n/context";
import { basePath, LANGUAGE_INFO, LANGUAGES, localisedPath, type Lang } from "../../i18n/languages";
import { colors, fontSizes, fonts, radii, space } from "../../styles/theme";

const switchStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space.xs};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
  font-weight: 500;
  white-space: nowrap;
  text-decoration: none;
  /* The font of the language it names (on English pages, the one Hindi word). */
  &:lang(hi) {
    font-family: ${fonts.devanagari};
  }
  &:lang(en) {
    font-family: ${fonts.body};
  }
  &:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
    background: ${colors.primaryLight};
  }
`;

/**
 * Where the switch leads from a page in `lang`: the same page in `other`, or, for a page that has no
 * counterpart there, the other language's blog (from a blog page) or home page.
 */
export function switchTarget(lang: Lang, other: Lang, alternates: Partial<Record<Lang, string>>): string {
  const counterpart = alternates[other];
  if (counterpart) return counterpart;
  const here = alternates[lang];
  const onBlog = here !== undefined && /^\/blog(\/|$)/.test(basePath(here));
  return localisedPath(other, onBlog ? "/blog/" : "/");
}

/**
 * The link to this page in the other language, named in that language ("हिन्दी", "English"). A plain
 * link: it works before the page's script has run, and the new page loads whole, in its language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const lang = useLanguage();
  const alternates = useAlternates();
  const other = LANGUAGES.find((candidate) => candidate !== lang) ?? lang;
  const { tag, name } = LANGUAGE_INFO[other];
  return (
    <a href={switchTarget(lang, other, alternates)} lang={tag} hrefLang={tag} css={switchStyle} className={className}>
      {name}
    </a>
  );
}
