import { MAP_FRAME_HEIGHT_PX } from "../../constants";
import type { Venue } from "../../hooks/use-schedule";
import { useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { mapsEmbedUrl } from "../../lib/contact-links";

/** The hospital on an embedded map, loaded only as it nears the viewport. */
export function ContactMap({ hospital }: { hospital: Venue }) {
  const text = useStrings().contact;
  return (
    <div className="map">
      <iframe
        title={format(text.map, { hospital: hospital.name, locality: hospital.locality })}
        src={mapsEmbedUrl(hospital.mapQuery)}
        height={MAP_FRAME_HEIGHT_PX}
        loading="lazy"
        // The map provider learns which site embeds it, never which page.
        referrerPolicy="strict-origin"
      />
    </div>
  );
}
