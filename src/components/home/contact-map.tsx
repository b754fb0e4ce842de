import { MAP_FRAME_HEIGHT_PX } from "../../constants";
import type { Practice } from "../../hooks/use-practice";
import { useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { mapsEmbedUrl } from "../../lib/contact-links";

/** The hospital on an embedded map, loaded only as it nears the viewport. */
export function ContactMap({ practice }: { practice: Practice }) {
  const text = useStrings().contact;
  const { hospital } = practice;
  return (
    <div className="map">
      <iframe
        title={format(text.map, { hospital: hospital.name, locality: hospital.locality })}
        src={mapsEmbedUrl(practice.mapQuery)}
        height={MAP_FRAME_HEIGHT_PX}
        loading="lazy"
        // The map provider learns which site embeds it, never which page.
        referrerPolicy="strict-origin"
      />
    </div>
  );
}
