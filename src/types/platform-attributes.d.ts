/* eslint-disable @typescript-eslint/no-unused-vars -- declaration merging repeats React's type parameters */
import "react";

/**
 * HTML attributes that make controls work before (and without) JavaScript, which React 18's types
 * predate. They are written in lower case, as HTML spells them, so React passes them through as is.
 */
declare module "react" {
  interface HTMLAttributes<T> {
    /** Popover API: "auto" closes on Escape, on a click outside, and when another one opens. */
    popover?: "auto" | "manual" | "hint" | "" | undefined;
  }
  interface ButtonHTMLAttributes<T> {
    /** Popover API: the id of the popover this button opens and closes. */
    popovertarget?: string | undefined;
    /** Popover API: what the button does to its popover; "toggle" when absent. */
    popovertargetaction?: "toggle" | "show" | "hide" | undefined;
    /** Invoker commands: the id of the element this button commands. */
    commandfor?: string | undefined;
    /** Invoker commands: "show-modal" and "close" for a dialog; "toggle-popover" for a popover. */
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover" | undefined;
  }
  interface DialogHTMLAttributes<T> {
    /** "any": Escape and a click outside close the dialog as well as its close control. */
    closedby?: "any" | "closerequest" | "none" | undefined;
  }
}
