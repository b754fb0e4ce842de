/**
 * Whether a dialog is on screen: open (as a modal), or shown as a popover, as the booking dialog is
 * where the browser has the Popover API but no invoker commands. False where it is closed.
 */
export function dialogShown(dialog: HTMLDialogElement): boolean {
  return dialog.open || ("popover" in HTMLElement.prototype && dialog.matches(":popover-open"));
}
