import { css } from "@emotion/react";
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

/** A list of short statements, each ticked. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul css={listStyle} className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={16} />
          {item}
        </li>
      ))}
    </ul>
  );
}
