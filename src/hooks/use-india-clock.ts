import { graphql, useStaticQuery } from "gatsby";
import { useEffect, useState } from "react";

/** How often the schedule's statuses are worked out again while a page stays open. */
const TICK_MS = 60_000;

/**
 * The moment the schedule is read at. The built page and the first render in the browser read the
 * build's time, so hydration matches the HTML; from the next render, the browser's clock, once a
 * minute. `live` says which: a venue's status ("Open now") is shown only from the live clock, since
 * the build's time says nothing about now. Notices use either, so a page built during a leave
 * shows it from the first paint, and one built before it shows it from its first day.
 */
export function useScheduleClock(): { now: Date; live: boolean } {
  const built = useBuildTime();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now ? { now, live: true } : { now: built, live: false };
}

/** When the site was built: what the HTML says about the schedule is true as of then. */
export function useBuildTime(): Date {
  const { site } = useStaticQuery<Queries.BuildTimeQuery>(graphql`
    query BuildTime {
      site {
        buildTime
      }
    }
  `);
  return new Date(String(site?.buildTime));
}
