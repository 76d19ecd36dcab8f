import { useEffect, useId, useSyncExternalStore } from "react";
import { Toaster } from "./toaster.tsx";

// The open modal dialogs, the topmost last.
let modals: string[] = [];
const noModals: string[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setModals = (next: string[]) => {
  modals = next;
  listeners.forEach((listener) => listener());
};

/** Inside a modal dialog: while it is open and on top, the toasts show here. A modal dialog sits in the
 * top layer and makes the rest of the page inert, out of reach of clicks and screen readers; the region
 * inside it is above its backdrop and heard, and app.css hides the page's own (decision 0019). */
export function ModalToasts({ open }: { open: boolean }) {
  const id = useId();
  useEffect(() => {
    if (!open) return;
    setModals([...modals, id]);
    return () => setModals(modals.filter((m) => m !== id));
  }, [open, id]);
  const top = useSyncExternalStore(
    subscribe,
    () => modals,
    () => noModals,
  ).at(-1);
  return top === id ? <Toaster flash={null} /> : null;
}
