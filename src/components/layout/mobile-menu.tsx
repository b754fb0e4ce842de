import { css } from "@emotion/react";
import { useExpandedAttribute, type HeaderMenus } from "../../hooks/use-header-menus";
import { useHomeSections } from "../../hooks/use-home-sections";
import { useStrings } from "../../i18n/context";
import { headerItems } from "../../lib/home-sections";
import { colors, fontSizes, HEADER_HEIGHT, navBreakpoint, radii, shadows, space } from "../../styles/theme";
import { MENU_CLOSED, MENU_OPEN } from "../../styles/without-scripts";
import { primaryButton } from "../ui/button";
import { Icon } from "../ui/icon";
import { BookAppointment, ServiceLinks, withoutPopoverApi } from "./header-parts";
import { SectionLink } from "./section-link";

const toggleStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.ink};
  cursor: pointer;
  flex-shrink: 0;
  &[hidden] {
    display: none;
  }
  ${navBreakpoint} {
    display: none;
  }
`;

const mobileMenu = css`
  ${withoutPopoverApi};
  border: 0;
  border-top: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.ink};
  padding: ${space.sm} ${space.md} ${space.lg};
  max-height: calc(100vh - ${HEADER_HEIGHT});
  overflow-y: auto;
  /* A popover sits in the top layer: pinned under the header, full width. */
  &:popover-open {
    position: fixed;
    inset: ${HEADER_HEIGHT} 0 auto;
    width: auto;
    margin: 0;
    box-shadow: ${shadows.raised};
  }
  @supports (position-anchor: --a) {
    &:popover-open {
      position-anchor: --site-header;
      top: anchor(bottom);
    }
  }
  ${navBreakpoint} {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  .item {
    display: flex;
    width: 100%;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    padding: 0 ${space.sm};
    border: 0;
    border-radius: ${radii.sm};
    background: none;
    color: ${colors.ink};
    font-size: ${fontSizes.base};
    font-weight: 500;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover {
      background: ${colors.primaryLight};
    }
  }
  .sub a {
    padding-left: ${space.xl};
    font-size: ${fontSizes.sm};
    color: ${colors.text};
    min-height: 44px;
  }
  summary.item {
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
  }
  .item svg {
    transition: transform 0.2s;
  }
  details[open] > .item svg {
    transform: rotate(180deg);
  }
`;

/**
 * The phone's menu button, in the header's bar: a menu icon, a cross while the menu is open. Without
 * JavaScript, two links to and away from the menu stand in for it (src/styles/without-scripts.ts).
 */
export function MenuToggle({ menus }: { menus: HeaderMenus }) {
  const strings = useStrings();
  return (
    <>
      <a
        href={`#${MENU_OPEN}`}
        className="menu-link open"
        css={toggleStyle}
        aria-label={strings.header.openMenu}
        hidden
      >
        <Icon name="menu" size={22} />
      </a>
      <a
        href={`#${MENU_CLOSED}`}
        className="menu-link close"
        css={toggleStyle}
        aria-label={strings.header.closeMenu}
        hidden
      >
        <Icon name="close" size={22} />
      </a>
      <MenuButton menus={menus} />
    </>
  );
}

function MenuButton({ menus }: { menus: HeaderMenus }) {
  const strings = useStrings();
  const { menu } = menus;
  return (
    <button
      ref={menus.refs.menuButton}
      type="button"
      className="menu-toggle"
      css={toggleStyle}
      popovertarget="mobile-menu"
      {...useExpandedAttribute(menu.open)}
      aria-controls="mobile-menu"
      aria-label={menu.open ? strings.header.closeMenu : strings.header.openMenu}
      onClick={() => {
        if (menu.fallback) menu.setOpen(!menu.open);
        menus.closeLists();
      }}
    >
      <span className="when-closed">
        <Icon name="menu" size={22} />
      </span>
      <span className="when-open">
        <Icon name="close" size={22} />
      </span>
    </button>
  );
}

/**
 * The phone's menu, a popover under the header: the header's items in a column, Services as a
 * disclosure of its entries, then Book Appointment. Choosing anything closes it.
 */
export function MobileMenu({ onHome, menus }: { onHome: boolean; menus: HeaderMenus }) {
  const strings = useStrings();
  const sections = useHomeSections();
  const { refs, closeAll } = menus;
  return (
    <>
      <span id={MENU_OPEN} hidden />
      <span id={MENU_CLOSED} hidden />
      <nav
        ref={refs.menuPanel}
        id="mobile-menu"
        popover="auto"
        css={mobileMenu}
        aria-label={strings.header.mobileNav}
        {...menus.openMark(menus.menu)}
      >
        <ul>
          {headerItems(sections).map((item) => (
            <li key={item.id}>
              {item.nav.header === "services" ? (
                <details ref={refs.mobileServicesList} className="sub-menu">
                  <summary className="item">
                    {strings.nav[item.nav.label]}
                    <Icon name="chevronDown" size={18} />
                  </summary>
                  <ul id="mobile-services-menu" className="sub">
                    <ServiceLinks section={item.id} onHome={onHome} onChoose={closeAll} />
                  </ul>
                </details>
              ) : (
                <SectionLink section={item.id} onHome={onHome} onClick={closeAll}>
                  {strings.nav[item.nav.label]}
                </SectionLink>
              )}
            </li>
          ))}
        </ul>
        <BookAppointment css={[primaryButton, { width: "100%", marginTop: space.md }]} onOpen={closeAll} />
      </nav>
    </>
  );
}
