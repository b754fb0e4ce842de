import { css } from "@emotion/react";
import type { KeyboardEvent } from "react";
import { Helmet } from "react-helmet";
import { useCarousel } from "../../hooks/use-carousel";
import { colors, fontSizes, fonts, radii, shadows, space } from "../../styles/theme";
import { Icon } from "../ui/icon";
import { Avatar } from "./avatar";
import { Section } from "./section";

const carousel = css`
  max-width: 48rem;
  margin: 0 auto;
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
  .controls {
    margin-top: ${space.lg};
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

const NO_SCRIPT_STYLE =
  "<style>[data-slide][hidden]{display:block}[data-slide]+[data-slide]{margin-top:1rem}.carousel-controls{display:none}</style>";

type Testimonial = Queries.HomePageQuery["allTestimonialsJson"]["nodes"][number];

interface TestimonialsSectionProps {
  heading: string;
  intro: string;
  testimonials: readonly Testimonial[];
}

/** A carousel in the WAI-ARIA pattern: labelled slides, named buttons, arrow keys; no auto-advance. */
export function TestimonialsSection({ heading, intro, testimonials }: TestimonialsSectionProps) {
  const { index, locked, next, previous, goTo } = useCarousel(testimonials.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") next();
    else if (event.key === "ArrowLeft") previous();
    else return;
    event.preventDefault();
  };

  return (
    <Section id="testimonials" label="Testimonials" heading={heading} intro={intro}>
      <Helmet>
        {/* Without JavaScript the carousel cannot move, so every quote is shown, one after another. */}
        <noscript>{NO_SCRIPT_STYLE}</noscript>
      </Helmet>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys are a shortcut for the named buttons inside */}
      <div
        css={carousel}
        role="region"
        aria-roledescription="carousel"
        aria-label="Patient testimonials"
        onKeyDown={onKeyDown}
      >
        <div aria-live="polite">
          {testimonials.map((testimonial, position) => (
            <figure
              key={testimonial.jsonId}
              className="slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${testimonials.length}`}
              data-slide
              data-locked={locked}
              hidden={position !== index}
              css={{ margin: 0 }}
            >
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
          ))}
        </div>
        <div className="controls carousel-controls">
          <button type="button" className="arrow" onClick={previous} aria-label="Previous testimonial">
            <Icon name="chevronLeft" />
          </button>
          <ul className="dots">
            {testimonials.map((testimonial, position) => (
              <li key={testimonial.jsonId}>
                <button
                  type="button"
                  aria-label={`Show testimonial ${position + 1}`}
                  aria-current={position === index}
                  onClick={() => goTo(position)}
                >
                  <span />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="arrow" onClick={next} aria-label="Next testimonial">
            <Icon name="chevronRight" />
          </button>
        </div>
      </div>
    </Section>
  );
}
