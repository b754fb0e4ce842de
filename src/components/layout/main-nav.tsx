import { css } from "@emotion/react";
import { useExpandedAttribute, type HeaderMenus } from "../../hooks/use-header-menus";
import { useHomeSections } from "../../hooks/use-home-sections";
import { useStrings } from "../../i18n/context";
import { headerItems, type NavItem } from "../../lib/home-sections";
import { colors, fontSizes, HEADER_HEIGHT, navBreakpoint, radii, shadows, space } from "../../styles/theme";
import { primaryButton } from "../ui/button";
import { Icon } from "../ui/icon";
import { BookAppointment, ServiceLinks, withoutPopoverApi } from "./header-parts";
import { SectionLink } from "./section-link";

const navLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 44px;
  padding: 0 ${space.sm};
  border: 0;
  border-radius: ${radii.sm};
  background: none;
  color: ${colors.text};
  font-weight: 500;
  font-size: ${fontSizes.sm};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    color: ${colors.primary};
    background: ${colors.primaryLight};
  }
  svg {
    transition: transform 0.2s;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  &[popovertarget="services-menu"] {
    anchor-name: --services-button;
  }
  &:has(+ :popover-open) svg {
    transform: rotate(180deg);
  }
  &[hidden] {
    display: none;
  }
`;

const desktopNav = css`
  display: none;
  ${navBreakpoint} {
    display: flex;
    align-items: center;
    gap: ${space.md};
    /* The links keep their one line; the practice's tagline gives way first (it ends in "…"). */
    flex-shrink: 0;
  }
  > ul {
    display: flex;
    align-items: center;
    gap: ${space.xxs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    position: relative;
  }
`;

const dropdownStyle = css`
  ${withoutPopoverApi};
  position: absolute;
  top: calc(100% + ${space.xs});
  left: 0;
  min-width: 16rem;
  list-style: none;
  margin: 0;
  padding: ${space.xs};
  color: ${colors.text};
  /* A popover sits in the top layer: placed under its button, or under the header's left edge. */
  &:popover-open {
    position: fixed;
    inset: auto;
    top: calc(${HEADER_HEIGHT} + ${space.xs});
    left: ${space.md};
  }
  @supports (position-anchor: --a) {
    &:popover-open {
      position-anchor: --services-button;
      top: calc(anchor(bottom) + ${space.xs});
      left: anchor(left);
    }
  }
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.raised};
  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${space.sm};
    border-radius: ${radii.sm};
    color: ${colors.text};
    text-decoration: none;
    font-size: ${fontSizes.sm};
    &:hover {
      background: ${colors.primaryLight};
      color: ${colors.primaryDark};
    }
  }
`;

interface NavProps {
  onHome: boolean;
  menus: HeaderMenus;
}

/** The button that opens the Services dropdown. */
function ServicesButton({ label, menus }: { label: string; menus: HeaderMenus }) {
  const { refs, services } = menus;
  return (
    <button
      ref={refs.servicesButton}
      type="button"
      css={navLink}
      popovertarget="services-menu"
      {...useExpandedAttribute(services.open)}
      aria-controls="services-menu"
      onClick={() => services.fallback && menus.choose("services")}
    >
      {label}
      <Icon name="chevronDown" size={16} />
    </button>
  );
}

/** The Services button and its dropdown: a popover, placed under the button. */
function ServicesDropdown({ item, onHome, menus }: NavProps & { item: NavItem }) {
  const strings = useStrings();
  const { refs, services } = menus;
  return (
    <li ref={refs.servicesItem}>
      {/* Without JavaScript, in its place (src/styles/without-scripts.ts): every entry leads to the section. */}
      <SectionLink section={item.id} onHome={onHome} css={navLink} className="services-link" hidden>
        {strings.nav[item.nav.label]}
      </SectionLink>
      <ServicesButton label={strings.nav[item.nav.label]} menus={menus} />
      <ul ref={refs.servicesList} id="services-menu" popover="auto" css={dropdownStyle} {...menus.openMark(services)}>
        <ServiceLinks section={item.id} onHome={onHome} onChoose={menus.closeLists} />
      </ul>
    </li>
  );
}

/** The navigation of wide screens: the header's items in a row, then Book Appointment. */
export function MainNav({ onHome, menus }: NavProps) {
  const strings = useStrings();
  const sections = useHomeSections();
  return (
    <nav css={desktopNav} aria-label={strings.header.mainNav}>
      <ul>
        {headerItems(sections).map((item) =>
          item.nav.header === "services" ? (
            <ServicesDropdown key={item.id} item={item} onHome={onHome} menus={menus} />
          ) : (
            <li key={item.id}>
              <SectionLink section={item.id} onHome={onHome} css={navLink} onClick={menus.closeAll}>
                {strings.nav[item.nav.label]}
              </SectionLink>
            </li>
          ),
        )}
      </ul>
      <BookAppointment css={[primaryButton, { flexShrink: 0, whiteSpace: "nowrap" }]} onOpen={menus.closeAll} />
    </nav>
  );
}
