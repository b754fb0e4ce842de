import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { GlobalStyles } from "../../styles/global";
import { colors, radii, space } from "../../styles/theme";
import { BookingDialogProvider } from "./booking-context";
import { BookingDialog } from "./booking-dialog";
import { ContactBar } from "./contact-bar";
import { Footer } from "./footer";
import { Header } from "./header";

const skipLink = css`
  position: absolute;
  left: ${space.md};
  top: -100px;
  z-index: 100;
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.md};
  background: ${colors.ink};
  color: #fff;
  font-weight: 600;
  &:focus {
    top: ${space.sm};
  }
`;

interface LayoutProps {
  /** The page's path, so links to home-page sections can stay on the page when already there. */
  pathname: string;
  children: ReactNode;
}

export function Layout({ pathname, children }: LayoutProps) {
  const onHome = pathname === "/";
  return (
    <BookingDialogProvider>
      <GlobalStyles />
      <div id="top" tabIndex={-1} css={{ outline: "none" }}>
        <a href="#main" css={skipLink}>
          Skip to main content
        </a>
        <Header onHome={onHome} />
        <main id="main" tabIndex={-1} css={{ outline: "none" }}>
          {children}
        </main>
        <Footer onHome={onHome} />
        <ContactBar />
      </div>
      <BookingDialog />
    </BookingDialogProvider>
  );
}
