import { css } from "@emotion/react";
import { graphql, Link, useStaticQuery } from "gatsby";
import type { MouseEvent } from "react";
import { useHeaderMenus } from "../../hooks/use-header-menus";
import { useScrolled } from "../../hooks/use-scrolled";
import { usePractice } from "../../hooks/use-practice";
import { useLanguage, useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { localisedPath } from "../../i18n/languages";
import { HEADER_ITEMS } from "../../lib/home-sections";
import { initials } from "../../lib/initials";
import {
  colors,
  fontSizes,
  fonts,
  HEADER_HEIGHT,
  mq,
  navBreakpoint,
  radii,
  shadows,
  space,
  widths,
} from "../../styles/theme";
import { roomierInHindi } from "../../styles/utils";
import { primaryButton } from "../ui/button";
import { Icon } from "../ui/icon";
import { opensBooking } from "./booking-trigger";
import { LanguageSwitch } from "./language-switch";
import { SectionLink } from "./section-link";

const headerStyle = css`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.86);
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

/**
 * Where a browser has no Popover API, a [popover] element is an ordinary one: hidden until React
 * marks it open (in the page's flow, as before popovers).
 */
const withoutPopoverApi = css`
  @supports not selector(:popover-open) {
    &:not([data-open]) {
      display: none;
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

const brandStyle = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  text-decoration: none;
  color: ${colors.ink};
  min-width: 0;
  /* Everything after the name keeps to the right: navigation, language switch, menu button. */
  margin-right: auto;
  .mark {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${radii.md};
    background: ${colors.primary};
    color: #fff;
    font-family: ${fonts.heading};
    font-weight: 600;
    flex-shrink: 0;
  }
  .name {
    display: block;
    font-family: ${fonts.heading};
    font-weight: 600;
    font-size: ${fontSizes.md};
    line-height: 1.2;
    ${roomierInHindi};
  }
  .role {
    display: block;
    font-size: ${fontSizes.xs};
    color: ${colors.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

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

interface HeaderProps {
  onHome: boolean;
}

/**
 * The site header. Its Services dropdown and the mobile menu are popovers, and the menu's Services
 * sub-list is a disclosure, so each opens and closes from first paint, before and without
 * JavaScript; Escape and a click outside close them, and opening one closes the other. Once
 * hydrated, React mirrors their state (the buttons' aria-expanded, the menu button's name), keeps at
 * most one of the Services lists open (SPEC.md section 4), closes everything when a link is chosen,
 * and returns focus on Escape. Browsers without the Popover API get the same behaviour from React.
 * The language switch sits in the bar itself, outside both navigations, so it shows at every width.
 */
export function Header({ onHome }: HeaderProps) {
  const practice = usePractice();
  const lang = useLanguage();
  const strings = useStrings();
  const { allServicesJson } = useStaticQuery<Queries.HeaderServicesQuery>(graphql`
    query HeaderServices {
      allServicesJson {
        nodes {
          fields {
            lang
          }
          title
        }
      }
    }
  `);
  const serviceEntries = [
    strings.header.allServices,
    ...allServicesJson.nodes.filter((service) => service.fields.lang === lang).map((service) => service.title),
  ];
  const scrolled = useScrolled();
  const { refs, services, menu, choose, closeLists, closeAll, expanded, openMark } = useHeaderMenus();

  /** Book Appointment in either navigation: the menus close as the dialog opens. */
  const bookAndClose = {
    ...opensBooking,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      closeAll();
      opensBooking.onClick(event);
    },
  };

  return (
    <header css={headerStyle} data-scrolled={scrolled}>
      <div css={barStyle}>
        <Link
          to={localisedPath(lang, "/")}
          css={brandStyle}
          aria-label={format(strings.header.homeLink, { name: practice.name })}
        >
          <span className="mark" aria-hidden="true">
            {initials(practice.name)}
          </span>
          <span css={{ minWidth: 0 }}>
            <span className="name">{practice.name}</span>
            <span className="role">{practice.tagline}</span>
          </span>
        </Link>

        <nav css={desktopNav} aria-label={strings.header.mainNav}>
          <ul>
            {HEADER_ITEMS.map((item) =>
              item.nav.header === "services" ? (
                <li key={item.id} ref={refs.servicesItem}>
                  <button
                    ref={refs.servicesButton}
                    type="button"
                    css={navLink}
                    popovertarget="services-menu"
                    {...expanded(services.open)}
                    aria-controls="services-menu"
                    onClick={() => services.fallback && choose("services")}
                  >
                    {strings.nav[item.nav.label]}
                    <Icon name="chevronDown" size={16} />
                  </button>
                  <ul
                    ref={refs.servicesList}
                    id="services-menu"
                    popover="auto"
                    css={dropdownStyle}
                    {...openMark(services)}
                  >
                    {serviceEntries.map((entry) => (
                      <li key={entry}>
                        <SectionLink section={item.id} onHome={onHome} onClick={closeLists}>
                          {entry}
                        </SectionLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.id}>
                  <SectionLink section={item.id} onHome={onHome} css={navLink} onClick={closeAll}>
                    {strings.nav[item.nav.label]}
                  </SectionLink>
                </li>
              ),
            )}
          </ul>
          <button type="button" css={[primaryButton, { flexShrink: 0, whiteSpace: "nowrap" }]} {...bookAndClose}>
            {strings.common.bookAppointment}
          </button>
        </nav>

        <LanguageSwitch />

        <button
          ref={refs.menuButton}
          type="button"
          className="menu-toggle"
          css={toggleStyle}
          popovertarget="mobile-menu"
          {...expanded(menu.open)}
          aria-controls="mobile-menu"
          aria-label={menu.open ? strings.header.closeMenu : strings.header.openMenu}
          onClick={() => {
            if (menu.fallback) menu.setOpen(!menu.open);
            choose("none");
          }}
        >
          <span className="when-closed">
            <Icon name="menu" size={22} />
          </span>
          <span className="when-open">
            <Icon name="close" size={22} />
          </span>
        </button>
      </div>

      <nav
        ref={refs.menuPanel}
        id="mobile-menu"
        popover="auto"
        css={mobileMenu}
        aria-label={strings.header.mobileNav}
        {...openMark(menu)}
      >
        <ul>
          {HEADER_ITEMS.map((item) =>
            item.nav.header === "services" ? (
              <li key={item.id}>
                <details ref={refs.mobileServicesList} className="sub-menu">
                  <summary className="item">
                    {strings.nav[item.nav.label]}
                    <Icon name="chevronDown" size={18} />
                  </summary>
                  <ul id="mobile-services-menu" className="sub">
                    {serviceEntries.map((entry) => (
                      <li key={entry}>
                        <SectionLink section={item.id} onHome={onHome} onClick={closeAll}>
                          {entry}
                        </SectionLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.id}>
                <SectionLink section={item.id} onHome={onHome} onClick={closeAll}>
                  {strings.nav[item.nav.label]}
                </SectionLink>
              </li>
            ),
          )}
        </ul>
        <button type="button" css={[primaryButton, { width: "100%", marginTop: space.md }]} {...bookAndClose}>
          {strings.common.bookAppointment}
        </button>
      </nav>
    </header>
  );
}
