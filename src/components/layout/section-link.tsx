import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useLanguage } from "../../i18n/context";
import { localisedPath } from "../../i18n/languages";

interface SectionLinkProps {
  /** A home-page section id such as "about", or "" for the top of the home page. */
  section: string;
  /** True on the home page (in any language), where a plain fragment link scrolls without a page change. */
  onHome: boolean;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A link to a home-page section that works from every page, to the home page in the page's language. */
export function SectionLink({ section, onHome, className, onClick, children }: SectionLinkProps) {
  const lang = useLanguage();
  if (onHome) {
    return (
      <a href={section ? `#${section}` : "#top"} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={localisedPath(lang, section ? `/#${section}` : "/")} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
