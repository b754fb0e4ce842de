import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useLanguage } from "../../i18n/context";
import { localisedPath } from "../../i18n/languages";
import { TOP_ID, type HomeSectionId } from "../../lib/home-sections";

interface SectionLinkProps {
  /** A home section (src/lib/home-sections.ts); its first, the hero, is the top of the page. */
  section: HomeSectionId;
  /** True on the home page (in any language), where a plain fragment link scrolls without a page change. */
  onHome: boolean;
  className?: string;
  /** Out of sight until a style shows it (without JavaScript, src/styles/without-scripts.ts). */
  hidden?: boolean;
  onClick?: () => void;
  children: ReactNode;
}

/** A link to a home-page section that works from every page, to the home page in the page's language. */
export function SectionLink({ section, onHome, className, hidden, onClick, children }: SectionLinkProps) {
  const lang = useLanguage();
  if (onHome) {
    return (
      <a href={`#${section}`} className={className} hidden={hidden} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link
      to={localisedPath(lang, section === TOP_ID ? "/" : `/#${section}`)}
      className={className}
      hidden={hidden}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
