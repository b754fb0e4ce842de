import { useRef, type KeyboardEvent } from "react";
import { useCarousel } from "../../hooks/use-carousel";
import { useHydrated } from "../../hooks/use-hydrated";
import { useResumeScrolledSlide } from "../../hooks/use-resume-scrolled-slide";
import { useStrings } from "../../i18n/context";
import { CarouselControls } from "./carousel-controls";
import { Section } from "./section";
import { TestimonialSlide, type Testimonial } from "./testimonial-slide";
import { carousel } from "./testimonials-styles";

interface TestimonialsSectionProps {
  id: string;
  heading: string;
  intro: string;
  testimonials: readonly Testimonial[];
}

/**
 * A carousel in the WAI-ARIA pattern: labelled slides, named buttons, arrow keys; no auto-advance.
 * Before it hydrates, the slides scroll in a track the browser moves itself (testimonials-styles.ts);
 * `data-enhanced` switches the carousel to the buttons below.
 */
export function TestimonialsSection({ id, heading, intro, testimonials }: TestimonialsSectionProps) {
  const { index, locked, next, previous, goTo, resume } = useCarousel(testimonials.length);
  const hydrated = useHydrated();
  const text = useStrings().testimonials;
  const track = useRef<HTMLDivElement>(null);
  useResumeScrolledSlide(track, resume);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") next();
    else if (event.key === "ArrowLeft") previous();
    else return;
    event.preventDefault();
  };

  return (
    <Section id={id} label={text.eyebrow} heading={heading} intro={intro}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys are a shortcut for the named buttons inside */}
      <div
        css={[carousel, { "--slides": testimonials.length }]}
        role="region"
        aria-roledescription={text.carouselRole}
        aria-label={text.carousel}
        onKeyDown={onKeyDown}
        data-enhanced={hydrated}
      >
        {/* The buttons' names are data attributes here: the browser's own scroll buttons read them. */}
        <div ref={track} className="track" aria-live="polite" data-previous={text.previous} data-next={text.next}>
          {testimonials.map((testimonial, position) => (
            <TestimonialSlide
              key={testimonial.jsonId}
              testimonial={testimonial}
              position={position}
              count={testimonials.length}
              locked={locked}
              hidden={hydrated && position !== index}
            />
          ))}
        </div>
        <CarouselControls
          slideKeys={testimonials.map((testimonial) => testimonial.jsonId)}
          index={index}
          hidden={!hydrated}
          previous={previous}
          next={next}
          goTo={goTo}
        />
      </div>
    </Section>
  );
}
