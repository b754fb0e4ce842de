import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useEffect, useReducer, useRef } from "react";
import { useStrings } from "../../i18n/context";
import { imageStatusReducer, showsInitials } from "../../lib/image-status";
import { colors, fonts } from "../../styles/theme";
import { ContentImage } from "../ui/content-image";

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

/** A round portrait that shows the initials DR (in Hindi, डॉ) until (and unless) its picture has loaded. */
export function Avatar({ image, name }: AvatarProps) {
  const { initials } = useStrings().testimonials;
  const [status, dispatch] = useReducer(imageStatusReducer, "idle");
  const picture = useRef<HTMLImageElement>(null);

  // The picture's own events decide. It may have loaded or failed before hydration, and a failed
  // <img> counts as "complete" too, so a complete one is judged by whether it has pixels.
  useEffect(() => {
    const img = picture.current;
    if (!img) return;
    dispatch("start");
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
    <div css={avatarStyle} data-status={status} data-testid="avatar" title={name}>
      {image && <ContentImage image={image} alt="" className="image" imgRef={picture} />}
      {showsInitials(status) && (
        <span className="initials" aria-hidden="true">
          {initials}
        </span>
      )}
    </div>
  );
}
