import { ICON_PATHS, type IconName } from "../../lib/icon-paths";
import { iconId } from "../../lib/icons";
import { ICON_SPRITE_ID } from "./icon-sprite";

const SVG = "http://www.w3.org/2000/svg";

/**
 * Adds an icon's symbol to the page's sprite (./icon-sprite.tsx), which <use> then draws. Every
 * built page has a sprite, empty if the page drew no icon (gatsby-ssr.tsx).
 */
export function addIcon(name: IconName) {
  const sprite = document.getElementById(ICON_SPRITE_ID);
  if (!sprite || document.getElementById(iconId(name))) return;
  const symbol = document.createElementNS(SVG, "symbol");
  symbol.id = iconId(name);
  symbol.setAttribute("viewBox", "0 0 24 24");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", ICON_PATHS[name]);
  symbol.append(path);
  sprite.append(symbol);
}
