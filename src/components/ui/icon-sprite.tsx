import { ICON_NAMES, ICON_PATHS, iconId } from "../../lib/icon-paths";

/**
 * Every icon once, as symbols that <Icon> draws with <use> (./icon.tsx): in each built page's HTML
 * (gatsby-ssr.tsx) and in the CMS preview, so the paths never ship in the site's JavaScript.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: "absolute" }}>
      {ICON_NAMES.map((name) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
          <path d={ICON_PATHS[name]} />
        </symbol>
      ))}
    </svg>
  );
}
