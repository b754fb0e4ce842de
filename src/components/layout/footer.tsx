import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useEffect, useState, type MouseEvent } from "react";
import { useBuildTime } from "../../hooks/use-india-clock";
import { usePractice } from "../../hooks/use-practice";
import { useSchedule } from "../../hooks/use-schedule";
import { useHomeSections } from "../../hooks/use-home-sections";
import { useLanguage, useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { localisedPath } from "../../i18n/languages";
import { libraryPath, PAYMENT_PATH, PRIVACY_PATH, SECOND_OPINION_PATH, VISIT_PATH } from "../../lib/paths";
import { telHref } from "../../lib/contact-links";
import { footerLinks, TOP_ID } from "../../lib/home-sections";
import { indiaClock } from "../../lib/schedule";
import { colors, fontSizes, fonts, mq, radii, space } from "../../styles/theme";
import { container, plainInHindi } from "../../styles/utils";
import { Icon } from "../ui/icon";
import { SectionLink } from "./section-link";
import { EmergencyLine } from "../ui/emergency-line";

const footerStyle = css`
  background: ${colors.primaryDark};
  color: #d7e6e8;
  padding: ${space.xxl} 0 ${space.lg};
  a {
    color: #fff;
  }
  h2 {
    /* The text font rather than the headings': the page's own, Devanagari on Hindi pages. */
    font-family: inherit;
    font-size: ${fontSizes.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    ${plainInHindi};
    color: #fff;
    margin-bottom: ${space.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.xs};
  }
  .grid {
    display: grid;
    gap: ${space.xl};
    ${mq.md} {
      grid-template-columns: 1.4fr 1fr 1.4fr;
    }
  }
  .brand {
    font-family: ${fonts.heading};
    font-size: ${fontSizes.lg};
    color: #fff;
  }
  .contact li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space.xs};
    align-items: start;
  }
  .contact svg {
    margin-top: 3px;
  }
  .quick a {
    display: inline-flex;
    min-height: 32px;
    align-items: center;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
  .emergency {
    margin-top: ${space.md};
    padding: ${space.sm} ${space.md};
    border-radius: ${radii.md};
    background: rgba(255, 255, 255, 0.08);
    font-size: ${fontSizes.sm};
  }
  .bottom {
    margin-top: ${space.xl};
    padding-top: ${space.lg};
    border-top: 1px solid rgba(255, 255, 255, 0.15);
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
    align-items: center;
    justify-content: space-between;
    font-size: ${fontSizes.sm};
  }
  .top {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 44px;
    padding: 0 ${space.md};
    border: 1px solid rgba(255, 255, 255, 0.4);
    border-radius: 999px;
    color: #fff;
    text-decoration: none;
    &:hover {
      background: rgba(255, 255, 255, 0.1);
    }
  }
`;

/**
 * The year in India. The built HTML, and the render that hydrates it, carry the build's year (the
 * visitor's clock there would not match the HTML from 1 January on); then the visitor's clock's.
 */
function useCurrentYear(): string {
  const built = useBuildTime();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  return indiaClock(now ?? built).date.slice(0, 4);
}

export function Footer({ onHome }: { onHome: boolean }) {
  const practice = usePractice();
  const { hospital, week } = useSchedule();
  const strings = useStrings();
  const sections = useHomeSections();
  const lang = useLanguage();
  const year = useCurrentYear();

  // A link to #top works before and without JavaScript; once hydrated, the address stays as it is.
  const scrollToTop = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById(TOP_ID)?.focus({ preventScroll: true });
  };

  return (
    <footer css={footerStyle}>
      <div css={container}>
        <div className="grid">
          <div>
            <p className="brand">{practice.name}</p>
            <p css={{ fontSize: fontSizes.sm, marginTop: space.xxs }}>{practice.credentials.join(", ")}</p>
            <p css={{ marginTop: space.md, maxWidth: "26rem" }}>{practice.footer.blurb}</p>
            <p css={{ marginTop: space.md, fontSize: fontSizes.xs }}>{practice.registration}</p>
          </div>
          <nav aria-label={strings.footer.quickLinksNav} className="quick">
            <h2>{strings.footer.quickLinks}</h2>
            <ul>
              {footerLinks(sections).map((link) => (
                <li key={link.id}>
                  <SectionLink section={link.id} onHome={onHome}>
                    {strings.nav[link.nav.label]}
                  </SectionLink>
                </li>
              ))}
              {(["conditions", "treatments"] as const).map((kind) => (
                <li key={kind}>
                  <Link to={localisedPath(lang, libraryPath(kind))}>{strings.library[kind]}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>{strings.footer.contact}</h2>
            <ul className="contact">
              <li>
                <Icon name="phone" size={16} />
                <a href={telHref(practice.phones.direct)}>{practice.phones.direct}</a>
              </li>
              <li>
                <Icon name="mail" size={16} />
                <a href={`mailto:${practice.email}`} css={{ overflowWrap: "anywhere" }}>
                  {practice.email}
                </a>
              </li>
              <li>
                <Icon name="mapPin" size={16} />
                <span>
                  {hospital.name}, {hospital.address}
                </span>
              </li>
              <li>
                <Icon name="clock" size={16} />
                <span>
                  {week.venues.map((line) => (
                    <span key={line} css={{ display: "block" }}>
                      {line}
                    </span>
                  ))}
                </span>
              </li>
            </ul>
            <EmergencyLine />
          </div>
        </div>
        <div className="bottom">
          <p>
            © <span data-testid="copyright-year">{year}</span> {format(strings.footer.rights, { name: practice.name })}
            {" · "}
            <Link to={localisedPath(lang, PRIVACY_PATH)}>{strings.footer.privacy}</Link>
            {" · "}
            <Link to={localisedPath(lang, PAYMENT_PATH)}>{strings.payment.link}</Link>
            {" · "}
            <Link to={localisedPath(lang, VISIT_PATH)}>{strings.visit.link}</Link>
            {" · "}
            <Link to={localisedPath(lang, SECOND_OPINION_PATH)}>{strings.secondOpinion.link}</Link>
          </p>
          <a href={`#${TOP_ID}`} className="top" onClick={scrollToTop}>
            <Icon name="arrowUp" size={16} />
            {strings.footer.backToTop}
          </a>
        </div>
      </div>
    </footer>
  );
}
