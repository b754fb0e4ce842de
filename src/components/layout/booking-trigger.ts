import type { MouseEvent } from "react";
import { dialogShown } from "../../lib/dialog-shown";

/** The one booking dialog's id: every Book Appointment button on a page commands it. */
export const BOOKING_DIALOG_ID = "booking-dialog";

/** Whether this browser runs invoker commands (`commandfor`) itself; false on the server. */
export function supportsInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;
}

function bookingDialog(): HTMLDialogElement | null {
  const element = document.getElementById(BOOKING_DIALOG_ID);
  return element instanceof HTMLDialogElement ? element : null;
}

/**
 * What makes a button open the booking dialog, in every browser, before and without JavaScript.
 * Where the browser has invoker commands (Chromium, Firefox 144, Safari 26.2), `commandfor` opens
 * it as a modal dialog; a browser without them ignores `commandfor` and follows `popovertarget`
 * (Popover API: Safari 17 to 26.1), which shows the same dialog as a popover, in the top layer,
 * closed by Escape, a click outside or its Close button. Once the page has hydrated, the click
 * handler opens it as a modal there too, instead of the popover.
 */
export const opensBooking = {
  commandfor: BOOKING_DIALOG_ID,
  command: "show-modal",
  popovertarget: BOOKING_DIALOG_ID,
  onClick: (event: MouseEvent<HTMLButtonElement>) => {
    if (supportsInvokerCommands() || event.defaultPrevented) return;
    const dialog = bookingDialog();
    if (!dialog) return;
    // The modal instead of the popover the button would otherwise show.
    event.preventDefault();
    if (!dialogShown(dialog)) dialog.showModal();
  },
} as const;

/** The same for the dialog's Close button: it closes the modal, or hides the popover. */
export const closesBooking = {
  commandfor: BOOKING_DIALOG_ID,
  command: "close",
  popovertarget: BOOKING_DIALOG_ID,
  popovertargetaction: "hide",
  onClick: (event: MouseEvent<HTMLButtonElement>) => {
    if (supportsInvokerCommands()) return;
    const dialog = bookingDialog();
    if (!dialog?.open) return;
    event.preventDefault();
    dialog.close();
  },
} as const;
