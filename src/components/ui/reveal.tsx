import { css } from "@emotion/react";
import type { ElementType, ReactNode } from "react";
import { useReveal } from "../../hooks/use-reveal";

const revealStyle = css`
  &[data-reveal="hidden"] {
    opacity: 0;
    transform: translateY(24px);
  }
  &[data-reveal="shown"] {
    opacity: 1;
    transform: none;
    transition:
      opacity 0.6s ease-out,
      transform 0.6s ease-out;
  }
`;

interface RevealProps {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}

/** A block that fades in as it scrolls into view; visible from the start without JavaScript. */
export function Reveal({ as: Tag = "div", className, children }: RevealProps) {
  const { ref, state } = useReveal<HTMLElement>();
  return (
    <Tag ref={ref} css={revealStyle} className={className} data-reveal={state}>
      {children}
    </Tag>
  );
}
