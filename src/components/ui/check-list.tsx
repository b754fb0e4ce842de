import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { printAs } from "../../styles/print";
import { colors, space } from "../../styles/theme";
import { Icon, type IconName } from "./icon";

const listStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.xs};
  li {
    display: flex;
    gap: ${space.xs};
    align-items: flex-start;
  }
  svg {
    margin-top: 3px;
    color: ${colors.primary};
  }
`;

interface CheckListProps {
  items: readonly ReactNode[];
  className?: string;
  /** The mark before each item: a tick unless said otherwise. */
  icon?: IconName;
}

/**
 * A list of short statements, each ticked (or marked with `icon`). A ticked list is a checklist, and
 * on paper each item has an empty box to tick.
 */
export function CheckList({ items, className, icon = "check" }: CheckListProps) {
  return (
    <ul css={listStyle} className={className} {...(icon === "check" ? printAs("boxes") : {})}>
      {items.map((item, index) => (
        <li key={typeof item === "string" ? item : index}>
          <Icon name={icon} size={16} />
          {item}
        </li>
      ))}
    </ul>
  );
}
