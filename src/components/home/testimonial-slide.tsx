import { useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { Icon } from "../ui/icon";
import { Avatar } from "./avatar";

export type Testimonial = Queries.HomePageQuery["allTestimonialsJson"]["nodes"][number];

interface TestimonialSlideProps {
  testimonial: Testimonial;
  /** Its place in the carousel, from 0, and how many slides there are. */
  position: number;
  count: number;
  /** Dimmed while the carousel is locked after a move. */
  locked: boolean;
  /** Out of view once the carousel is hydrated and shows another slide. */
  hidden: boolean;
}

/**
 * One quote, a labelled slide of the carousel. The slide is a group wrapping a plain `<figure>`:
 * HTML allows no `role` on a figure that has a `<figcaption>`. Its `data-marker` names the
 * browser's own scroll marker for it before the page hydrates (the carousel's styles read it);
 * `data-slide` is how the carousel finds the slides to keep the one scrolled to in view.
 */
export function TestimonialSlide({ testimonial, position, count, locked, hidden }: TestimonialSlideProps) {
  const text = useStrings().testimonials;
  return (
    <div
      className="slide"
      role="group"
      aria-roledescription={text.slideRole}
      aria-label={format(text.slide, { number: position + 1, count })}
      data-slide
      data-marker={format(text.show, { number: position + 1 })}
      data-locked={locked}
      hidden={hidden}
    >
      <figure css={{ margin: 0 }}>
        <span className="mark">
          <Icon name="quote" size={36} />
        </span>
        <blockquote>
          <p>{testimonial.content}</p>
        </blockquote>
        <figcaption>
          <Avatar image={testimonial.avatar.childImageSharp?.gatsbyImageData} name={testimonial.name} />
          <div>
            <strong>{testimonial.name}</strong>
            <span className="role">{testimonial.title}</span>
          </div>
        </figcaption>
      </figure>
    </div>
  );
}
