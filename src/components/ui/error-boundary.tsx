import { css } from "@emotion/react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { usePractice } from "../../hooks/use-practice";
import { useStrings } from "../../i18n/context";
import { telHref } from "../../lib/contact-links";
import { colors, radii, space } from "../../styles/theme";
import { container } from "../../styles/utils";
import { fillTemplate } from "./fill-template";

const notice = css`
  ${container};
  margin-block: ${space.xl};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  text-align: center;
  a {
    color: ${colors.primaryDark};
    font-weight: 600;
  }
`;

/** What a reader sees instead of a part of the page that failed: an apology and the booking line. */
function ErrorNotice() {
  const { phones } = usePractice();
  const strings = useStrings();
  return (
    <div css={notice} role="alert">
      <p>{fillTemplate(strings.errors.section, { phone: <a href={telHref(phones.booking)}>{phones.booking}</a> })}</p>
    </div>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Keeps an exception in one part of a page from blanking the whole page (React unmounts everything
 * up to the nearest boundary): the part is replaced by ErrorNotice and the error is logged.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("A part of the page could not be shown:", error, info.componentStack);
  }

  render() {
    return this.state.failed ? <ErrorNotice /> : this.props.children;
  }
}
