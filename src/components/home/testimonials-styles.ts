import { css } from "@emotion/react";
import { CHEVRON_LEFT, CHEVRON_RIGHT } from "../../lib/icons";
import { colors, fontSizes, fonts, lineHeights, radii, shadows, space } from "../../styles/theme";

const arrowImage = (path: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${colors.primary}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`,
  )}")`;

/**
 * Before hydration (and without JavaScript) the quotes sit side by side in a scroll-snapping track:
 * swiped, scrolled with the arrow keys, or moved with the browser's own scroll buttons and markers
 * (CSS carousels) where it has them, or its scrollbar where not. Once hydrated, the quotes are stacked in one grid cell, so the carousel keeps the
 * height of its longest quote, and the buttons below move it as the specification says.
 */
export const carousel = css`
  max-width: 48rem;
  margin: 0 auto;
  display: grid;
  grid-template-columns: 1fr auto auto auto 1fr;
  grid-template-areas:
    "track track track track track"
    ". previous markers next .";
  align-items: center;
  row-gap: ${space.lg};
  column-gap: ${space.md};
  .track {
    grid-area: track;
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 100%;
    column-gap: ${space.md};
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    border-radius: ${radii.lg};
  }
  /* Reached by Tab before the page hydrates (a scrolling track), and kept focused as React takes over. */
  .track:focus {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  .track > .slide {
    scroll-snap-align: center;
  }
  /* The browser's own scroll buttons and markers, where it has CSS carousels (Chromium). */
  @supports selector(::scroll-button(*)) {
    .track {
      scroll-marker-group: after;
    }
    .track::scroll-button(*) {
      display: block;
      width: 44px;
      height: 44px;
      border-radius: 50%;
      border: 1px solid ${colors.border};
      background: ${colors.surface} center / 24px no-repeat;
      cursor: pointer;
    }
    .track::scroll-button(*):focus-visible,
    .track > .slide::scroll-marker:focus-visible {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
    }
    .track::scroll-button(*):disabled {
      opacity: 0.4;
      cursor: default;
    }
    .track::scroll-button(left) {
      grid-area: previous;
      /* The buttons' names are the track's data attributes, in the page's language. */
      content: "" / attr(data-previous);
      background-image: ${arrowImage(CHEVRON_LEFT)};
    }
    .track::scroll-button(right) {
      grid-area: next;
      content: "" / attr(data-next);
      background-image: ${arrowImage(CHEVRON_RIGHT)};
    }
    /* Each marker takes the room of a dot button below, so nothing moves when the page hydrates. */
    .track::scroll-marker-group {
      grid-area: markers;
      display: flex;
      align-items: center;
      gap: ${space.xxs};
      /* Chromium sizes the group before its markers exist: its width is set from the count. */
      width: calc(var(--slides) * 28px + (var(--slides) - 1) * ${space.xxs});
    }
    .track > .slide::scroll-marker {
      content: "" / attr(data-marker);
      display: block;
      flex: none;
      width: 10px;
      margin: 0 9px;
      height: 10px;
      border-radius: 50%;
      background: #9fb3b8;
    }
    .track > .slide::scroll-marker:target-current {
      width: 24px;
      margin: 0 2px;
      border-radius: 999px;
      background: ${colors.primary};
    }
  }
  /*
   * Elsewhere (Firefox, Safari) the track shows its scrollbar and the edges of the quotes either
   * side, so every quote is reached by a swipe, the scrollbar or the arrow keys; the row where the
   * buttons come once hydrated is kept, so nothing moves then.
   */
  @supports not selector(::scroll-button(*)) {
    &:not([data-enhanced="true"]) {
      grid-template-rows: auto 44px;
      .track {
        grid-auto-columns: calc(100% - ${space.xl});
        scrollbar-width: thin;
      }
    }
  }
  &[data-enhanced="true"] {
    .track {
      grid-auto-flow: row;
      grid-template-areas: "slide";
      overflow: hidden;
      scroll-marker-group: none;
    }
    .track::scroll-button(*) {
      content: none;
    }
    .slide {
      grid-area: slide;
    }
    .slide[hidden] {
      display: block;
      visibility: hidden;
    }
  }
  .slide {
    position: relative;
    padding: ${space.xl} ${space.lg};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    box-shadow: ${shadows.card};
    text-align: center;
    transition:
      opacity 0.5s ease,
      transform 0.5s ease;
  }
  .slide[data-locked="true"] {
    opacity: 0.4;
    transform: scale(0.96);
  }
  .mark {
    color: ${colors.mint};
  }
  blockquote {
    margin: ${space.md} 0 0;
    font-family: ${fonts.heading};
    font-size: ${fontSizes.lg};
    line-height: 1.5;
    color: ${colors.ink};
    &:lang(hi) {
      line-height: ${lineHeights.devanagari};
    }
  }
  figcaption {
    margin-top: ${space.lg};
    display: inline-flex;
    align-items: center;
    gap: ${space.md};
    text-align: left;
  }
  figcaption strong {
    display: block;
    color: ${colors.ink};
  }
  figcaption span.role {
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  .controls[hidden] {
    display: none;
  }
  .controls {
    grid-column: 1 / -1;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${space.md};
  }
  .arrow {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid ${colors.border};
    background: ${colors.surface};
    color: ${colors.primary};
    cursor: pointer;
    &:hover {
      border-color: ${colors.primary};
    }
  }
  .dots {
    display: flex;
    gap: ${space.xxs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .dots button {
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border: 0;
    background: none;
    cursor: pointer;
  }
  .dots button span {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: #9fb3b8;
    transition:
      width 0.2s,
      background-color 0.2s;
  }
  .dots button[aria-current="true"] span {
    width: 24px;
    border-radius: 999px;
    background: ${colors.primary};
  }
`;
