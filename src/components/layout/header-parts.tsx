import { css } from "@emotion/react";
import { graphql, useStaticQuery } from "gatsby";
import { useLanguage, useStrings } from "../../i18n/context";
import type { HomeSectionId } from "../../lib/home-sections";
import { opensBooking } from "./booking-trigger";
import { SectionLink } from "./section-link";

/**
 * Where a browser has no Popover API, a [popover] element is an ordinary one: hidden until React
 * marks it open (in the page's flow, as before popovers).
 */
export const withoutPopoverApi = css`
  @supports not selector(:popover-open) {
    &:not([data-open]) {
      display: none;
    }
  }
`;

interface ServiceLinksProps {
  /** The Services section, where every entry goes. */
  section: HomeSectionId;
  onHome: boolean;
  onChoose: () => void;
}

/** The entries of a Services list: All Services, then each service in the page's language. */
export function ServiceLinks({ section, onHome, onChoose }: ServiceLinksProps) {
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
  const entries = [
    strings.header.allServices,
    ...allServicesJson.nodes.filter((service) => service.fields.lang === lang).map((service) => service.title),
  ];
  return (
    <>
      {entries.map((entry) => (
        <li key={entry}>
          <SectionLink section={section} onHome={onHome} onClick={onChoose}>
            {entry}
          </SectionLink>
        </li>
      ))}
    </>
  );
}

/** Book Appointment in the header's navigations: the menus close as the booking dialog opens. */
export function BookAppointment({ className, onOpen }: { className?: string; onOpen: () => void }) {
  const strings = useStrings();
  return (
    <button
      type="button"
      {...opensBooking}
      onClick={(event) => {
        onOpen();
        opensBooking.onClick(event);
      }}
      className={className}
    >
      {strings.common.bookAppointment}
    </button>
  );
}
