import { css } from "@emotion/react";
import type { Schedule, Venue } from "../../hooks/use-schedule";
import { useScheduleClock } from "../../hooks/use-india-clock";
import { useLanguage, useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { hoursText, statusText } from "../../i18n/schedule-text";
import { mapsSearchUrl, telHref } from "../../lib/contact-links";
import { indiaClock, sessionsOn, venueStatus, WEEKDAYS, type Notice } from "../../lib/schedule";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { visuallyHidden } from "../../styles/utils";
import { primaryButton, secondaryButton } from "../ui/button";
import { Icon } from "../ui/icon";
import { WhatsappLink } from "../ui/whatsapp-link";
import { card } from "./cards";

const styles = css`
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
  display: grid;
  gap: ${space.lg};
  ${mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  }
  .venue {
    display: grid;
    align-content: start;
    gap: ${space.sm};
  }
  h3 {
    margin: 0;
  }
  .address {
    margin: 0;
    color: ${colors.muted};
  }
  /* Two lines kept for the status, which the browser writes once it knows the time: nothing moves. */
  .status {
    margin: 0;
    min-height: 3em;
    line-height: 1.5;
    font-weight: 600;
    color: ${colors.ink};
  }
  .status[data-kind="open"] {
    color: #1d6b3a;
  }
  .status[data-kind="away"] {
    color: ${colors.danger};
  }
  table {
    width: 100%;
    table-layout: fixed;
    border-collapse: collapse;
    font-size: ${fontSizes.sm};
  }
  th,
  td {
    padding: ${space.xs} ${space.sm};
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  th {
    width: 40%;
    font-weight: 600;
  }
  tr[aria-current="date"] {
    background: ${colors.primaryLight};
    box-shadow: inset 4px 0 0 ${colors.primary};
    font-weight: 700;
  }
  .fees {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xxs} ${space.md};
    font-size: ${fontSizes.sm};
  }
  .fees dt {
    color: ${colors.muted};
  }
  .fees div {
    display: flex;
    gap: ${space.xs};
  }
  .fees dd {
    margin: 0;
    font-weight: 700;
    color: ${colors.ink};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    margin-top: ${space.xs};
  }
  .actions a {
    padding-inline: ${space.md};
    border-radius: ${radii.pill};
  }
`;

/**
 * Each venue where the surgeon consults: its OPD days and times (today's marked), its fees, its
 * status now in India's time, and one tap to call, chat or find the way. Without JavaScript the
 * whole table shows, with no status.
 */
export function ContactVenues({ schedule, greeting }: { schedule: Schedule; greeting: string }) {
  const { now, live } = useScheduleClock();
  return (
    <ul css={styles}>
      {schedule.venues.map((venue) => (
        <VenueCard key={venue.id} venue={venue} notices={schedule.notices} now={now} live={live} greeting={greeting} />
      ))}
    </ul>
  );
}

interface VenueCardProps {
  venue: Venue;
  notices: readonly Notice[];
  now: Date;
  live: boolean;
  /** What a WhatsApp chat starts with. */
  greeting: string;
}

function VenueCard({ venue, notices, now, live, greeting }: VenueCardProps) {
  const strings = useStrings();
  const text = strings.schedule;
  const lang = useLanguage();
  const today = live ? indiaClock(now).weekday : undefined;
  const status = live ? venueStatus(venue, notices, now) : undefined;
  const kind = status ? ("away" in status && status.away ? "away" : status.kind) : undefined;
  const fees = [
    { label: text.firstVisit, shown: venue.feesShown.firstVisit },
    { label: text.followUp, shown: venue.feesShown.followUp },
  ].filter((fee): fee is { label: string; shown: string } => fee.shown !== null);
  return (
    <li css={card} className="venue" data-venue={venue.id}>
      <h3>{venue.name}</h3>
      <p className="address">{venue.address}</p>
      <p className="status" data-kind={kind}>
        {status ? statusText(status, text, lang) : null}
      </p>
      <table>
        <caption css={visuallyHidden}>{format(text.opdDays, { venue: venue.name })}</caption>
        <tbody>
          {WEEKDAYS.map((day) => ({ day, sessions: sessionsOn(venue, day) }))
            .filter(({ sessions }) => sessions.length > 0)
            .map(({ day, sessions }) => (
              <tr key={day} aria-current={day === today ? "date" : undefined}>
                <th scope="row">
                  {text.days[day]}
                  {day === today ? <span css={visuallyHidden}> ({text.today})</span> : null}
                </th>
                <td>{sessions.map((session) => hoursText(session, text)).join(text.listSeparator)}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {fees.length > 0 ? (
        <dl className="fees" aria-label={text.fees}>
          {fees.map((fee) => (
            <div key={fee.label}>
              <dt>{fee.label}</dt>
              <dd>{fee.shown}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="actions">
        <a
          css={primaryButton}
          href={telHref(venue.phone)}
          aria-label={format(text.callName, { venue: venue.name, phone: venue.phone })}
        >
          <Icon name="phone" size={18} />
          {text.call}
        </a>
        <WhatsappLink css={secondaryButton} number={venue.whatsapp} text={greeting} label={text.whatsapp} />
        <a
          css={secondaryButton}
          href={mapsSearchUrl(venue.mapQuery)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${format(text.directionsName, { venue: venue.name })} ${strings.common.newTab}`}
        >
          <Icon name="mapPin" size={18} />
          {text.directions}
        </a>
      </div>
    </li>
  );
}
