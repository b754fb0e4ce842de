import { fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { useDismiss } from "../src/hooks/use-dismiss";

function Menu({ open, onEscape, onOutside }: { open: boolean; onEscape: () => void; onOutside: () => void }) {
  const inside = useRef<HTMLDivElement>(null);
  useDismiss(open, { onEscape, onOutside, inside });
  return (
    <>
      <div ref={inside}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </>
  );
}

function setUp(open: boolean) {
  const handlers = { onEscape: jest.fn(), onOutside: jest.fn() };
  const view = render(<Menu open={open} {...handlers} />);
  return { ...handlers, view };
}

describe("useDismiss", () => {
  it("reports Escape, and a press outside but not one inside, while open", () => {
    const { onEscape, onOutside } = setUp(true);
    fireEvent.keyDown(document, { key: "Enter" });
    expect(onEscape).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onEscape).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(screen.getByRole("button", { name: "inside" }));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole("button", { name: "outside" }));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  it("listens to nothing while closed, and stops when it closes", () => {
    const { onEscape, onOutside, view } = setUp(false);
    fireEvent.keyDown(document, { key: "Escape" });
    fireEvent.pointerDown(screen.getByRole("button", { name: "outside" }));
    expect(onEscape).not.toHaveBeenCalled();
    expect(onOutside).not.toHaveBeenCalled();

    view.rerender(<Menu open onEscape={onEscape} onOutside={onOutside} />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onEscape).toHaveBeenCalledTimes(1);
    view.rerender(<Menu open={false} onEscape={onEscape} onOutside={onOutside} />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
