import { css } from "@emotion/react";
import type { PostImage } from "../../lib/posts";
import { colors } from "../../styles/theme";
import { ContentImage } from "../ui/content-image";

const frame = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${colors.primaryLight};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

interface PostPictureProps {
  image: PostImage | null;
  /** The article hero is the largest paint of its page, so it loads first. */
  eager?: boolean;
  className?: string;
}

/** A post's picture at 16:9, whichever kind it has; an empty tinted frame when it has none. */
export function PostPicture({ image, eager = false, className }: PostPictureProps) {
  if (!image) return <span css={frame} className={className} aria-hidden="true" />;
  if (image.kind === "processed") {
    return (
      <ContentImage
        image={image.data}
        alt={image.alt}
        css={frame}
        className={className}
        loading={eager ? "eager" : "lazy"}
      />
    );
  }
  return (
    <span css={frame} className={className}>
      <img
        src={image.src}
        alt={image.alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        referrerPolicy="no-referrer"
        width={1600}
        height={900}
      />
    </span>
  );
}
