import { css } from "@emotion/react";
import { graphql, Link, useStaticQuery } from "gatsby";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useScrolled } from "../../hooks/use-scrolled";
import { usePractice } from "../../hooks/use-practice";
import { toggleDropdown, type OpenDropdown } from "../../lib/dropdown";
import { initials } from "../../lib/initials";
import {
  colors,
  fontSizes,
  fonts,
  HEADER_HEIGHT,
  navBreakpoint,
  radii,
  shadows,
  space,
  widths,
} from "../../styles/theme";
import { primaryButton } from "../ui/button";
import { Icon } from "../ui/icon";
import { useBookingDialog } from "./booking-context";
import { SectionLink } from "./section-link";

const NAV = [
  { label: "Home", section: "" },
  { label: "About", section: "about" },
  { label: "Services", section: "services" },
  { label: "Qualifications", section: "qualifications" },
  { label: "Experience", section: "experience" },
  { label: "Testimonials", section: "testimonials" },
] as const;

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
`;

const barStyle = css`
  max-width: ${widths.content};
  margin: 0 auto;
  padding: 0 ${space.md};
  min-height: ${HEADER_HEIGHT};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
`;

const brandStyle = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  text-decoration: none;
  color: ${colors.ink};
  min-width: 0;
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
`;

const desktopNav = css`
  display: none;
  ${navBreakpoint} {
    display: flex;
    align-items: center;
    gap: ${space.md};
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
  position: absolute;
  top: calc(100% + ${space.xs});
  left: 0;
  min-width: 16rem;
  list-style: none;
  margin: 0;
  padding: ${space.xs};
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
  border-top: 1px solid ${colors.border};
  background: ${colors.surface};
  padding: ${space.sm} ${space.md} ${space.lg};
  max-height: calc(100vh - ${HEADER_HEIGHT});
  overflow-y: auto;
  ${navBreakpoint} {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button.item {
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
  button.item svg {
    transition: transform 0.2s;
  }
  button.item[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

interface HeaderProps {
  onHome: boolean;
}

export function Header({ onHome }: HeaderProps) {
  const practice = usePractice();
  const { allServicesJson } = useStaticQuery<Queries.HeaderServicesQuery>(graphql`
    query HeaderServices {
      allServicesJson {
        nodes {
          title
        }
      }
    }
  `);
  const serviceEntries = ["All Services", ...allServicesJson.nodes.map((service) => service.title)];
  const scrolled = useScrolled();
  const { open: openBooking } = useBookingDialog();
  const [menuOpen, setMenuOpen] = useState(false);
  const [dropdown, choose] = useReducer(
    (current: OpenDropdown, chosen: OpenDropdown) => (chosen === "none" ? "none" : toggleDropdown(current, chosen)),
    "none",
  );
  const servicesButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const desktopServices = useRef<HTMLLIElement>(null);

  const closeAll = useCallback(() => {
    choose("none");
    setMenuOpen(false);
  }, []);

  useEffect(() => {
    if (dropdown === "none" && !menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (dropdown === "services") servicesButton.current?.focus();
      else if (menuOpen) menuButton.current?.focus();
      closeAll();
    };
    const onPointer = (event: PointerEvent) => {
      if (dropdown === "services" && !desktopServices.current?.contains(event.target as Node)) choose("none");
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [dropdown, menuOpen, closeAll]);

  const book = () => {
    closeAll();
    openBooking();
  };

  return (
    <header css={headerStyle} data-scrolled={scrolled}>
      <div css={barStyle}>
        <Link to="/" css={brandStyle} aria-label={`${practice.name}, home`}>
          <span className="mark" aria-hidden="true">
            {initials(practice.name)}
          </span>
          <span css={{ minWidth: 0 }}>
            <span className="name">{practice.name}</span>
            <span className="role">{practice.tagline}</span>
          </span>
        </Link>

        <nav css={desktopNav} aria-label="Main">
          <ul>
            {NAV.map((item) =>
              item.section === "services" ? (
                <li key={item.label} ref={desktopServices}>
                  <button
                    ref={servicesButton}
                    type="button"
                    css={navLink}
                    aria-expanded={dropdown === "services"}
                    aria-controls="services-menu"
                    onClick={() => choose("services")}
                  >
                    {item.label}
                    <Icon name="chevronDown" size={16} />
                  </button>
                  {dropdown === "services" && (
                    <ul id="services-menu" css={dropdownStyle}>
                      {serviceEntries.map((entry) => (
                        <li key={entry}>
                          <SectionLink section="services" onHome={onHome} onClick={() => choose("none")}>
                            {entry}
                          </SectionLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ) : (
                <li key={item.label}>
                  <SectionLink section={item.section} onHome={onHome} css={navLink} onClick={closeAll}>
                    {item.label}
                  </SectionLink>
                </li>
              ),
            )}
          </ul>
          <button type="button" css={[primaryButton, { flexShrink: 0, whiteSpace: "nowrap" }]} onClick={book}>
            Book Appointment
          </button>
        </nav>

        <button
          ref={menuButton}
          type="button"
          css={toggleStyle}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => {
            setMenuOpen((open) => !open);
            choose("none");
          }}
        >
          <Icon name={menuOpen ? "close" : "menu"} size={22} />
        </button>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" css={mobileMenu} aria-label="Mobile">
          <ul>
            {NAV.map((item) =>
              item.section === "services" ? (
                <li key={item.label}>
                  <button
                    type="button"
                    className="item"
                    aria-expanded={dropdown === "mobileServices"}
                    aria-controls="mobile-services-menu"
                    onClick={() => choose("mobileServices")}
                  >
                    {item.label}
                    <Icon name="chevronDown" size={18} />
                  </button>
                  {dropdown === "mobileServices" && (
                    <ul id="mobile-services-menu" className="sub">
                      {serviceEntries.map((entry) => (
                        <li key={entry}>
                          <SectionLink section="services" onHome={onHome} onClick={closeAll}>
                            {entry}
                          </SectionLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ) : (
                <li key={item.label}>
                  <SectionLink section={item.section} onHome={onHome} onClick={closeAll}>
                    {item.label}
                  </SectionLink>
                </li>
              ),
            )}
          </ul>
          <button type="button" css={[primaryButton, { width: "100%", marginTop: space.md }]} onClick={book}>
            Book Appointment
          </button>
        </nav>
      )}
    </header>
  );
}
