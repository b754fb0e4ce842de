import { createContext, useContext, useEffect } from "react";
import type { IconName } from "../../lib/icon-paths";
import { iconId } from "../../lib/icons";

export type { IconName } from "../../lib/icon-paths";

/**
 * While a page is built, the icons it draws (gatsby-ssr.tsx): its sprite then carries only those,
 * about 0.7 kB less gzipped HTML on most pages. None in the browser.
 */
export const IconsDrawn = createContext<Set<IconName> | null>(null);

/** One of the site's line icons, drawn from the page's sprite (gatsby-ssr.tsx); decorative unless given a label. */
interface IconProps {
  name: IconName;
  size?: number;
  /** Only for an icon that carries meaning on its own; most icons sit beside visible text. */
  label?: string;
}

export function Icon({ name, size = 20, label }: IconProps) {
  useContext(IconsDrawn)?.add(name);
  useEffect(() => {
    // A part the browser draws that the built page did not (after a client-side navigation, say):
    // its symbol is added to the sprite, from a chunk loaded only then.
    if (!document.getElementById(iconId(name))) void import("./icon-symbols").then(({ addIcon }) => addIcon(name));
  }, [name]);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      css={{ flexShrink: 0 }}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
