import { iconId, type IconName } from "../../lib/icon-paths";

export type { IconName } from "../../lib/icon-paths";

/** One of the site's line icons, drawn from the page's sprite (gatsby-ssr.tsx); decorative unless given a label. */
interface IconProps {
  name: IconName;
  size?: number;
  /** Only for an icon that carries meaning on its own; most icons sit beside visible text. */
  label?: string;
}

export function Icon({ name, size = 20, label }: IconProps) {
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
