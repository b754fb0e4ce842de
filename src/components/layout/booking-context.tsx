import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

interface BookingDialogState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const BookingDialogContext = createContext<BookingDialogState | null>(null);

/** Lets any button on a page open the one booking dialog. */
export function BookingDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <BookingDialogContext.Provider value={value}>{children}</BookingDialogContext.Provider>;
}

export function useBookingDialog(): BookingDialogState {
  const state = useContext(BookingDialogContext);
  if (!state) throw new Error("useBookingDialog must be used inside <BookingDialogProvider>");
  return state;
}
