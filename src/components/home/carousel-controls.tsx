import type { Key } from "react";
import { useStrings } from "../../i18n/context";
import { format } from "../../i18n/format";
import { Icon } from "../ui/icon";

interface CarouselControlsProps {
  /** A key for each slide, in order (one dot button each). */
  slideKeys: readonly Key[];
  /** The slide in view. */
  index: number;
  /** Hidden until the page hydrates: before then the browser's own scroll buttons and markers stand in. */
  hidden: boolean;
  previous: () => void;
  next: () => void;
  goTo: (index: number) => void;
}

/** The testimonials carousel's buttons: previous, a dot for each slide (the current one marked), next. */
export function CarouselControls({ slideKeys, index, hidden, previous, next, goTo }: CarouselControlsProps) {
  const text = useStrings().testimonials;
  return (
    <div className="controls" hidden={hidden}>
      <button type="button" className="arrow" onClick={previous} aria-label={text.previous}>
        <Icon name="chevronLeft" />
      </button>
      <ul className="dots">
        {slideKeys.map((key, position) => (
          <li key={key}>
            <button
              type="button"
              aria-label={format(text.show, { number: position + 1 })}
              aria-current={position === index}
              onClick={() => goTo(position)}
            >
              <span />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="arrow" onClick={next} aria-label={text.next}>
        <Icon name="chevronRight" />
      </button>
    </div>
  );
}
