import { ModalToasts } from "./modal-toasts.tsx";
import { useEffect, useLayoutEffect, useRef } from "react";

const isServer = typeof document === "undefined";

/** A modal dialog on the native <dialog>: the browser traps focus, closes it on Escape and hands focus
 * back. The server renders an open one as `<dialog open>`, readable without JavaScript; once the page
 * is live it becomes a real modal. `onClose` runs however it was closed. */
export function Modal({
  open,
  onClose,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.matches(":modal")) {
      // Server-rendered open: close the in-page dialog and reopen it as a modal.
      if (dialog.open) dialog.close();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // The page behind does not scroll while the dialog is open.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      // Only the server sets `open`; in the browser showModal() and close() own it.
      open={isServer ? open : undefined}
      suppressHydrationWarning
      aria-labelledby={labelledBy}
      onClose={(event) => {
        // A close() that was followed by showModal() (the server-rendered case) is not a real close.
        if (!event.currentTarget.open) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, never on its content.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="fixed inset-0 z-[60] m-auto max-h-[min(90dvh,60rem)] w-[min(48rem,calc(100%-1.5rem))] overflow-y-auto bg-paper p-0 text-ink shadow-[0_0_0_100vmax_rgb(22_24_29/0.6)] backdrop:bg-transparent"
    >
      {children}
      <ModalToasts open={open} />
    </dialog>
  );
}
