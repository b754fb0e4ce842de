import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { colors, fontSizes, space } from "../../styles/theme";
import { plainInHindi } from "../../styles/utils";
import { Icon, type IconName } from "./icon";

export interface Detail {
  icon: IconName;
  label: string;
  value: ReactNode;
}

const listStyle = css`
  margin: 0;
  display: grid;
  gap: ${space.lg};
  dt {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    font-size: ${fontSizes.sm};
  }
  dd {
    margin: ${space.xxs} 0 0 calc(20px + ${space.sm});
    font-weight: 500;
    overflow-wrap: anywhere;
  }
  &[data-tone="light"] {
    dt {
      color: ${colors.muted};
    }
    dt svg {
      color: ${colors.primary};
    }
    dd {
      color: ${colors.ink};
    }
  }
  &[data-tone="dark"] {
    dt {
      text-transform: uppercase;
      letter-spacing: 0.06em;
      ${plainInHindi};
    }
    dt svg {
      color: ${colors.mint};
    }
    dd {
      color: #fff;
    }
  }
`;

/** Labelled practice details (hours, address, phone) with an icon beside each label. */
export function DetailList({ items, tone }: { items: readonly Detail[]; tone: "light" | "dark" }) {
  return (
    <dl css={listStyle} data-tone={tone}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>
            <Icon name={item.icon} />
            {item.label}
          </dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
