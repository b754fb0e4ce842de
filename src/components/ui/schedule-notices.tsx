import { css } from "@emotion/react";
import type { Schedule } from "../../hooks/use-schedule";
import { useScheduleClock } from "../../hooks/use-india-clock";
import { useStrings } from "../../i18n/context";
import { indiaClock, noticesOn } from "../../lib/schedule";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { Icon } from "./icon";

const styles = css`
  display: flex;
  gap: ${space.sm};
  align-items: flex-start;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.accent};
  border-radius: ${radii.md};
  background: ${colors.accentLight};
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${colors.accent};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${space.xs};
  }
  strong {
    font-weight: 700;
  }
`;

/**
 * The schedule's notices in force today in India (leave, holidays), each with the venue it closes.
 * Decided at the build's time in the HTML and by the browser's clock from then on, so a notice shows
 * from its first day to its last without a rebuild. Nothing is rendered when none is in force.
 */
export function ScheduleNotices({ schedule, className }: { schedule: Schedule; className?: string }) {
  const text = useStrings().schedule;
  const { now } = useScheduleClock();
  const current = noticesOn(schedule.notices, indiaClock(now).date);
  if (current.length === 0) return null;
  const venueName = (id: string | null | undefined) => schedule.venues.find((venue) => venue.id === id)?.name;
  return (
    <aside css={styles} className={className} aria-label={text.notices} data-notices="">
      <Icon name="calendar" size={18} />
      <ul>
        {current.map((notice) => {
          const venue = venueName(notice.venue);
          return (
            <li key={`${notice.from}${notice.venue ?? ""}${notice.message.slice(0, 20)}`}>
              {venue ? <strong>{venue}: </strong> : null}
              {notice.message}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
