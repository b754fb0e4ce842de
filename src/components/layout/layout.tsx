import { css } from "@emotion/react";
import { useEffect, useMemo, type ReactNode } from "react";
import { useStrings } from "../../i18n/context";
import { basePath } from "../../i18n/languages";
import { GlobalStyles } from "../../styles/global";
import { endFirstHydration, HydrationBoundary } from "../ui/hydration-boundary";
import { colors, radii, space } from "../../styles/theme";
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
  const onHome = basePath(pathname) === "/";
  const strings = useStrings();
  // The first page's shell has hydrated (its sections follow as they are needed); pages reached by
  // client-side navigation render whole. Imported here, not in gatsby-browser, so the boundary's
  // code stays out of Gatsby's app chunk.
  useEffect(endFirstHydration, []);
  // The same elements on every render of the page: a page that updates while the header or footer
  // still waits to hydrate (the 404 page picks its view at once) leaves them waiting, where new props
  // would make React discard their HTML and render them afresh.
  const [header, footer, contactBar, bookingDialog] = useMemo(
    () => [
      <HydrationBoundary key="header">
        <Header onHome={onHome} />
      </HydrationBoundary>,
      <HydrationBoundary key="footer">
        <Footer onHome={onHome} />
      </HydrationBoundary>,
      <HydrationBoundary key="contact-bar">
        <ContactBar />
      </HydrationBoundary>,
      <HydrationBoundary key="booking-dialog">
        <BookingDialog />
      </HydrationBoundary>,
    ],
    [onHome],
  );
  return (
    <>
      <GlobalStyles />
      <div id="top" tabIndex={-1} css={{ outline: "none" }}>
        <a href="#main" css={skipLink}>
          {strings.layout.skipLink}
        </a>
        {header}
        <main id="main" tabIndex={-1} css={{ outline: "none" }}>
          {children}
        </main>
        {footer}
        {contactBar}
      </div>
      {bookingDialog}
    </>
  );
}
