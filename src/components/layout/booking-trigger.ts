import type { MouseEvent } from "react";

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
 * What makes a button open the booking dialog. The browser does it from first paint, before and
 * without JavaScript (an invoker command); the click handler does it in browsers without invoker
 * commands once the page has hydrated.
 */
export const opensBooking = {
  commandfor: BOOKING_DIALOG_ID,
  command: "show-modal",
  onClick: (event: MouseEvent<HTMLButtonElement>) => {
    if (supportsInvokerCommands() || event.defaultPrevented) return;
    const dialog = bookingDialog();
    if (dialog && !dialog.open) dialog.showModal();
  },
} as const;

/** The same for the dialog's Close button. */
export const closesBooking = {
  commandfor: BOOKING_DIALOG_ID,
  command: "close",
  onClick: () => {
    if (!supportsInvokerCommands()) bookingDialog()?.close();
  },
} as const;
