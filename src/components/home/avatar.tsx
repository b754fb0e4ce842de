import { css } from "@emotion/react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { useEffect, useReducer, useRef } from "react";
import { AVATAR_FALLBACK_INITIALS } from "../../constants";
import { imageStatusReducer, showsInitials } from "../../lib/image-status";
import { colors, fonts } from "../../styles/theme";

const avatarStyle = css`
  position: relative;
  display: inline-grid;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  overflow: hidden;
  background: ${colors.primary};
  flex-shrink: 0;
  > * {
    grid-area: 1 / 1;
  }
  .initials {
    display: grid;
    place-items: center;
    color: #fff;
    font-family: ${fonts.heading};
    font-weight: 600;
    font-size: 1.25rem;
  }
  .image {
    width: 100%;
    height: 100%;
  }
`;

interface AvatarProps {
  image: IGatsbyImageData | null | undefined;
  /** The person's name; the picture itself is decorative beside it. */
  name: string;
}

/** A round portrait that shows the initials DR until (and unless) its picture has loaded. */
export function Avatar({ image, name }: AvatarProps) {
  const [status, dispatch] = useReducer(imageStatusReducer, "idle");
  const frame = useRef<HTMLDivElement>(null);

  // The picture's own events decide, not gatsby-plugin-image's onLoad: that also fires for a
  // picture that failed before hydration (a failed <img> counts as "complete" too).
  useEffect(() => {
    const img = frame.current?.querySelector<HTMLImageElement>("img[data-main-image]");
    if (!img) return;
    const settle = () => dispatch(img.naturalWidth > 0 ? "load" : "error");
    const fail = () => dispatch("error");
    if (img.complete && img.getAttribute("src")) settle();
    img.addEventListener("load", settle);
    img.addEventListener("error", fail);
    return () => {
      img.removeEventListener("load", settle);
      img.removeEventListener("error", fail);
    };
  }, []);

  return (
    <div ref={frame} css={avatarStyle} data-status={status} data-testid="avatar" title={name}>
      {image && <GatsbyImage image={image} alt="" className="image" onStartLoad={() => dispatch("start")} />}
      {showsInitials(status) && (
        <span className="initials" aria-hidden="true">
          {AVATAR_FALLBACK_INITIALS}
        </span>
      )}
    </div>
  );
}
