import { css } from "@emotion/react";
import { useEffect, type ReactNode } from "react";
import { useStrings } from "../../i18n/context";
import { basePath } from "../../i18n/languages";
import { TOP_ID } from "../../lib/home-sections";
import { GlobalStyles } from "../../styles/global";
import { endFirstHydration, HydrationBoundary } from "../ui/hydration-boundary";
import { lazyPart } from "../ui/lazy-part";
import { colors, radii, space } from "../../styles/theme";
import { ContactBar } from "./contact-bar";
import { Header } from "./header";

// Below every page's content: its code is fetched when it comes near the viewport.
const Footer = lazyPart(() => import("./footer").then((m) => m.Footer), { inLayout: true });
// A native modal dialog that opens, closes and returns focus without React; its code (keeping Tab
// inside, closing on a click outside where the browser does not) is fetched when it is opened.
const BookingDialog = lazyPart(() => import("./booking-dialog").then((m) => m.BookingDialog), { inLayout: true });

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
  return (
    <>
      <GlobalStyles />
      <div id={TOP_ID} tabIndex={-1} css={{ outline: "none" }}>
        <a href="#main" css={skipLink}>
          {strings.layout.skipLink}
        </a>
        <HydrationBoundary>
          <Header onHome={onHome} />
        </HydrationBoundary>
        <main id="main" tabIndex={-1} css={{ outline: "none" }}>
          {children}
        </main>
        <HydrationBoundary idle={false}>
          <Footer onHome={onHome} />
        </HydrationBoundary>
        <HydrationBoundary>
          <ContactBar />
        </HydrationBoundary>
      </div>
      <HydrationBoundary idle={false}>
        <BookingDialog />
      </HydrationBoundary>
    </>
  );
}
