import { css } from "@emotion/react";
import { useHeaderMenus } from "../../hooks/use-header-menus";
import { useScrolled } from "../../hooks/use-scrolled";
import { colors, HEADER_HEIGHT, mq, shadows, space, widths } from "../../styles/theme";
import { BrandLink } from "./brand-link";
import { LanguageSwitch } from "./language-switch";
import { MainNav } from "./main-nav";
import { MenuToggle, MobileMenu } from "./mobile-menu";

const headerStyle = css`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.86);
  -webkit-backdrop-filter: saturate(1.4) blur(8px);
  backdrop-filter: saturate(1.4) blur(8px);
  border-bottom: 1px solid transparent;
  transition:
    background-color 0.25s,
    box-shadow 0.25s,
    border-color 0.25s;
  &[data-scrolled="true"] {
    background: rgba(255, 255, 255, 0.98);
    border-bottom-color: ${colors.border};
    box-shadow: ${shadows.card};
  }
  anchor-name: --site-header;
  /* The menu button shows a cross while the menu is open, before hydration too. */
  .menu-toggle .when-open,
  .menu-toggle[aria-expanded="true"] .when-closed {
    display: none;
  }
  .menu-toggle[aria-expanded="true"] .when-open {
    display: contents;
  }
  &:has(#mobile-menu:popover-open) .menu-toggle {
    .when-closed {
      display: none;
    }
    .when-open {
      display: contents;
    }
  }
`;

const barStyle = css`
  max-width: ${widths.content};
  margin: 0 auto;
  padding: 0 ${space.md};
  min-height: ${HEADER_HEIGHT};
  display: flex;
  align-items: center;
  justify-content: space-between;
  /* Closer on phones, where the name shares the bar with the language switch and the menu button. */
  gap: ${space.sm};
  ${mq.sm} {
    gap: ${space.md};
  }
`;

interface HeaderProps {
  onHome: boolean;
}

/**
 * The site header: the practice's name, the navigation of wide screens, the language switch (in the
 * bar itself, so it shows at every width) and the phone's menu button, then the phone's menu. Both
 * navigations list the home sections the registry puts in the header (src/lib/home-sections.ts).
 * Their Services lists and the phone menu open and close from first paint, before and without
 * JavaScript (popovers and a disclosure); useHeaderMenus adds what React does once hydrated.
 */
export function Header({ onHome }: HeaderProps) {
  const scrolled = useScrolled();
  const menus = useHeaderMenus();
  return (
    <header css={headerStyle} data-scrolled={scrolled}>
      <div css={barStyle}>
        <BrandLink />
        <MainNav onHome={onHome} menus={menus} />
        <LanguageSwitch />
        <MenuToggle menus={menus} />
      </div>
      <MobileMenu onHome={onHome} menus={menus} />
    </header>
  );
}
