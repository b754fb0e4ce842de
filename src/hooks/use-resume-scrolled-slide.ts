import { useEffect, type RefObject } from "react";

/**
 * Once the page hydrates, the carousel resumes at the quote the visitor scrolled to before (the
 * track's slide nearest its scroll position, found by `data-slide`), so that quote stays in view.
 */
export function useResumeScrolledSlide(track: RefObject<HTMLElement>, resume: (index: number) => void) {
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const slides = [...element.querySelectorAll<HTMLElement>("[data-slide]")];
    const distance = (slide: HTMLElement) => Math.abs(slide.offsetLeft - element.offsetLeft - element.scrollLeft);
    const inView = slides.reduce(
      (best, slide, position) => (distance(slide) < distance(slides[best]!) ? position : best),
      0,
    );
    resume(inView);
    // Focus on one of the browser's scroll buttons moves to the track itself before the buttons go:
    // Chromium 156 crashes the tab when a focused ::scroll-button is removed.
    if (document.activeElement === element) {
      element.blur();
      element.focus({ preventScroll: true });
    }
  }, [track, resume]);
}
