import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { printAs } from "../../styles/print";
import { colors, space } from "../../styles/theme";
import { Icon } from "./icon";

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

/** A list of short statements, each ticked; on paper, each with an empty box to tick. */
export function CheckList({ items, className }: { items: readonly ReactNode[]; className?: string }) {
  return (
    <ul css={listStyle} className={className} {...printAs("boxes")}>
      {items.map((item, index) => (
        <li key={typeof item === "string" ? item : index}>
          <Icon name="check" size={16} />
          {item}
        </li>
      ))}
    </ul>
  );
}
