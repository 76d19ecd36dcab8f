import { ModalToasts } from "../modal-toasts.tsx";
import { useEffect, useRef } from "react";

/** A modal on the native <dialog>: the browser traps focus and closes it on Escape; focus returns to
 * whatever opened it. */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  children,
  className = "",
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: React.ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={() => {
        onClose();
        (opener.current as HTMLElement | null)?.focus?.();
      }}
      onClick={(e) => e.target === ref.current && onClose()}
      className={`m-auto w-[calc(100%-2rem)] max-w-md border border-rule bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 ${className}`}
    >
      {open && children}
      <ModalToasts open={open} />
    </dialog>
  );
}
