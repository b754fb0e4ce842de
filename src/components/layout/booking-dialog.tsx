import { css } from "@emotion/react";
import { useRef } from "react";
import { usePractice } from "../../hooks/use-practice";
import { useSchedule } from "../../hooks/use-schedule";
import { useLanguage, useStrings } from "../../i18n/context";
import { localisedPath } from "../../i18n/languages";
import { mapsSearchUrl, telHref } from "../../lib/contact-links";
import { PAYMENT_PATH, SECOND_OPINION_PATH, VISIT_PATH } from "../../lib/paths";
import { colors, fontSizes, radii, shadows, space } from "../../styles/theme";
import { visuallyHidden } from "../../styles/utils";
import { primaryButton, secondaryButton } from "../ui/button";
import { DetailList } from "../ui/detail-list";
import { Icon } from "../ui/icon";
import { ScheduleNotices } from "../ui/schedule-notices";
import { WhatsappLink } from "../ui/whatsapp-link";
import { BOOKING_DIALOG_ID, closesBooking } from "./booking-trigger";

const dialogStyle = css`
  width: min(32rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: 0;
  border: 0;
  border-radius: ${radii.lg};
  box-shadow: ${shadows.raised};
  color: ${colors.text};
  &::backdrop {
    background: rgba(8, 30, 36, 0.6);
  }
  .body {
    padding: ${space.xl} ${space.lg} ${space.lg};
  }
  h2 {
    font-size: ${fontSizes.xl};
    padding-right: ${space.xl};
  }
  .notices {
    margin-bottom: ${space.lg};
  }
  .subtitle {
    margin-top: ${space.xs};
    color: ${colors.muted};
  }
  dl {
    margin: ${space.lg} 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  .actions > * {
    flex: 1 1 12rem;
  }
  .costs {
    margin-top: ${space.md};
    font-size: ${fontSizes.sm};
  }
  .close {
    position: absolute;
    top: ${space.sm};
    right: ${space.sm};
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: ${radii.pill};
    background: ${colors.primaryLight};
    color: ${colors.ink};
    cursor: pointer;
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input, textarea, select, [tabindex]:not([tabindex="-1"])';

/**
 * The appointment information dialog; informational only, nothing is booked online. A native modal
 * dialog: its buttons open it by invoker command, and it closes by its Close button, Escape or a
 * click outside (`closedby="any"`) before the page's JavaScript has run, or without it. Browsers
 * without invoker commands show it as a popover instead (`popovertarget`, see booking-trigger.ts),
 * which closes the same three ways. Once hydrated, Tab is kept inside it, and browsers without
 * `closedby` close it on a click outside too. The browser itself returns focus to the button that
 * opened it.
 */
export function BookingDialog() {
  const practice = usePractice();
  const schedule = useSchedule();
  const strings = useStrings();
  const lang = useLanguage();
  const text = strings.bookingDialog;
  const dialog = useRef<HTMLDialogElement>(null);

  // Keeps Tab and Shift+Tab cycling inside the dialog instead of leaving for the browser's toolbar.
  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const { hospital, week } = schedule;
  // The hospital's hours, then each other venue's, named.
  const hours = [week.hospital, ...week.venues.slice(1)];

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab is kept inside; the click closes from the backdrop
    <dialog
      ref={dialog}
      id={BOOKING_DIALOG_ID}
      popover="auto"
      closedby="any"
      css={dialogStyle}
      aria-labelledby="booking-title"
      aria-describedby="booking-subtitle"
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <div className="body">
        <h2 id="booking-title">{practice.bookingDialog.title}</h2>
        <p id="booking-subtitle" className="subtitle">
          {practice.bookingDialog.subtitle}
        </p>
        <ScheduleNotices schedule={schedule} className="notices" />
        <DetailList
          tone="light"
          items={[
            {
              icon: "mapPin",
              label: text.hospital,
              value: (
                <>
                  {hospital.name}
                  <br />
                  <span css={{ fontWeight: 400 }}>{hospital.address}</span>
                </>
              ),
            },
            { icon: "phone", label: text.appointments, value: practice.phones.booking },
            {
              icon: "clock",
              label: text.hours,
              value: hours.map((line, index) => (
                <span key={line} css={{ display: "block", fontWeight: index === 0 ? 500 : 400 }}>
                  {line}
                </span>
              )),
            },
          ]}
        />
        <div className="actions">
          <a css={primaryButton} href={telHref(practice.phones.booking)}>
            <Icon name="phone" size={18} />
            {text.callNow}
          </a>
          <a css={secondaryButton} href={mapsSearchUrl(hospital.mapQuery)} target="_blank" rel="noopener noreferrer">
            <Icon name="mapPin" size={18} />
            {text.directions}
            <span css={visuallyHidden}> {strings.common.newTab}</span>
          </a>
          <WhatsappLink css={secondaryButton} number={practice.whatsapp.number} text={practice.whatsapp.greeting} />
        </div>
        {/* A plain link: the page loads whole, and the dialog does not stay open over it. */}
        <p className="costs">
          <a href={localisedPath(lang, VISIT_PATH)}>{strings.visit.link}</a>
          {" · "}
          <a href={localisedPath(lang, PAYMENT_PATH)}>{strings.payment.link}</a>
          {" · "}
          <a href={localisedPath(lang, SECOND_OPINION_PATH)}>{strings.secondOpinion.link}</a>
        </p>
      </div>
      <button type="button" className="close" {...closesBooking} aria-label={text.close}>
        <Icon name="close" />
      </button>
    </dialog>
  );
}
