import { css } from "@emotion/react";
import { ContactVenues } from "../components/home/contact-venues";
import { Layout } from "../components/layout/layout";
import { preloadParts } from "../components/ui/lazy-part";
import { Seo } from "../components/seo";
import { primaryButton, secondaryButton } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { WhatsappLink } from "../components/ui/whatsapp-link";
import { usePractice } from "../hooks/use-practice";
import { useSchedule } from "../hooks/use-schedule";
import { useLanguage, useStrings } from "../i18n/context";
import { format } from "../i18n/format";
import { localisedPath } from "../i18n/languages";
import { telHref } from "../lib/contact-links";
import { CACHES, KEEP_SCRIPT_ATTRIBUTE, OFFLINE_PATH } from "../lib/offline";
import { savedPagesScript } from "../lib/saved-pages";
import { colors, radii, space } from "../styles/theme";
import { readingPage } from "../styles/utils";
import { EmergencyLine } from "../components/ui/emergency-line";

// The layout's parts, as every page has them (the built page itself ships without scripts).
await preloadParts();

const styles = css`
  ${readingPage};
  line-height: 1.6;
  h2 {
    margin-bottom: ${space.md};
  }
  .reach {
    list-style: none;
    margin: ${space.lg} 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  .reach a {
    padding-inline: ${space.md};
    border-radius: ${radii.pill};
  }
  .emergency {
    margin-top: ${space.md};
    padding: ${space.sm} ${space.md};
    border-left: 4px solid ${colors.danger};
    background: ${colors.primaryLight};
  }
  .saved {
    padding-left: ${space.lg};
  }
  .saved li + li {
    margin-top: ${space.xs};
  }
`;

const SAVED_LIST_ID = "saved-pages";
const NONE_SAVED_ID = "no-saved-pages";

/**
 * What the service worker shows when a page cannot be reached and was never saved (DECISIONS.md 23):
 * the clinic's numbers, each venue's address and OPD hours, the emergency line, and the pages this
 * phone has saved. The build removes Gatsby's scripts from it (gatsby/offline-worker.ts): it works
 * as it reads, and its one script lists the saved pages.
 */
export default function OfflinePage() {
  const lang = useLanguage();
  const text = useStrings().offline;
  const practice = usePractice();
  const schedule = useSchedule();
  const pathname = localisedPath(lang, OFFLINE_PATH);
  return (
    <Layout pathname={pathname}>
      <Seo title={text.title} path={pathname} noindex />
      <article css={styles} aria-labelledby="offline-title">
        <h1 id="offline-title">{text.title}</h1>
        <p>{text.intro}</p>
        <ul className="reach" aria-label={text.appointments}>
          <li>
            <a css={primaryButton} href={telHref(practice.phones.booking)}>
              <Icon name="phone" size={18} />
              {format(text.call, { phone: practice.phones.booking })}
            </a>
          </li>
          <li>
            <WhatsappLink css={secondaryButton} number={practice.whatsapp.number} text={practice.whatsapp.greeting} />
          </li>
        </ul>
        <EmergencyLine />

        <h2>{text.venues}</h2>
        <ContactVenues schedule={schedule} greeting={practice.whatsapp.greeting} />

        <h2>{text.saved}</h2>
        <p>{text.savedIntro}</p>
        <ul className="saved" id={SAVED_LIST_ID} hidden />
        <p id={NONE_SAVED_ID}>{text.noneSaved}</p>
        <script
          {...{ [KEEP_SCRIPT_ATTRIBUTE]: "" }}
          dangerouslySetInnerHTML={{
            __html: savedPagesScript({ cache: CACHES.pages, list: SAVED_LIST_ID, empty: NONE_SAVED_ID }),
          }}
        />
      </article>
    </Layout>
  );
}
