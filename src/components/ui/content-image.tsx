import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { CSSProperties, Ref } from "react";

const frame = css`
  position: relative;
  display: block;
  overflow: hidden;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    object-fit: cover;
  }
`;

interface ContentImageProps {
  /** What gatsby-plugin-image made of the picture at build time (`gatsbyImageData`). */
  image: IGatsbyImageData;
  alt: string;
  /**
   * "eager" for the picture that is the page's largest paint: it is asked for first
   * (`fetchpriority="high"`), and the start-up scripts wait for it (gatsby-plugin-first-paint,
   * "The scripts slice"). Everything else loads when near.
   */
  loading?: "eager" | "lazy";
  className?: string;
  /** The <img> element, for components that watch its load and error events. */
  imgRef?: Ref<HTMLImageElement>;
}

function frameSize({ layout, width, height }: IGatsbyImageData): CSSProperties {
  if (layout === "fixed") return { width, height };
  // The box has its final shape before a byte of the picture arrives, so nothing moves when it does.
  return { aspectRatio: `${width} / ${height}`, maxWidth: layout === "constrained" ? width : undefined };
}

/**
 * The address of a picture's largest JPEG/PNG, for meta tags and JSON-LD. gatsby-plugin-image's
 * getSrc does the same, but importing anything that runs from the plugin adds its whole browser
 * bundle (4 kB gzipped) to the page.
 */
export function imageSrc(image: IGatsbyImageData): string | undefined {
  return image.images.fallback?.src;
}

/**
 * A picture gatsby-plugin-image processed at build time (AVIF and WebP sources, a srcset per width,
 * a placeholder: the picture's main colour, or a blurred copy where a query asks for one), rendered
 * as plain HTML: the browser picks and loads the file itself, with or without JavaScript, and the
 * placeholder shows until the picture paints over it.
 *
 * gatsby-plugin-image's own <GatsbyImage> keeps each picture transparent until a script reveals
 * it, and on every page downloads react-dom/server (about 18 kB gzipped) to redraw pictures on
 * client-side navigation; this site has no use for either.
 */
export function ContentImage({ image, alt, loading = "lazy", className, imgRef }: ContentImageProps) {
  const { fallback, sources = [] } = image.images;
  const preview = image.placeholder?.fallback;
  return (
    <span css={frame} className={className} style={{ ...frameSize(image), backgroundColor: image.backgroundColor }}>
      {preview && <img src={preview} alt="" aria-hidden="true" decoding="async" />}
      <picture>
        {sources.map(({ srcSet, type, media, sizes }) => (
          <source
            key={`${type ?? ""}${media ?? ""}`}
            srcSet={srcSet}
            type={type}
            media={media}
            sizes={sizes ?? fallback?.sizes}
          />
        ))}
        <img
          ref={imgRef}
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={fallback?.sizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={loading}
          // Lower case: React 18 does not know the property, and passes the attribute through as written.
          {...(loading === "eager" ? { fetchpriority: "high" } : {})}
          decoding="async"
        />
      </picture>
    </span>
  );
}
