import { Link } from "gatsby";
import type { ReactNode } from "react";

interface SectionLinkProps {
  /** A home-page section id such as "about", or "" for the top of the home page. */
  section: string;
  /** True on the home page, where a plain fragment link scrolls without a page change. */
  onHome: boolean;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A link to a home-page section that works from every page. */
export function SectionLink({ section, onHome, className, onClick, children }: SectionLinkProps) {
  if (onHome) {
    return (
      <a href={section ? `#${section}` : "#top"} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={section ? `/#${section}` : "/"} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
