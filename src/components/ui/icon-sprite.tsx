import { ICON_NAMES, ICON_PATHS, type IconName } from "../../lib/icon-paths";
import { iconId } from "../../lib/icons";

export const ICON_SPRITE_ID = "icons";

/**
 * Icons as symbols that <Icon> draws with <use> (./icon.tsx), in each built page's HTML
 * (gatsby-ssr.tsx: the icons that page draws) and in the CMS preview (all of them), so the paths
 * never ship in the site's JavaScript.
 */
export function IconSprite({ names = ICON_NAMES }: { names?: readonly IconName[] }) {
  return (
    <svg id={ICON_SPRITE_ID} aria-hidden="true" focusable="false" width="0" height="0" style={{ position: "absolute" }}>
      {names.map((name) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
          <path d={ICON_PATHS[name]} />
        </symbol>
      ))}
    </svg>
  );
}
