import { useEffect, useLayoutEffect, useRef } from "react";
import { ModalToasts } from "../modal-toasts.tsx";
import { keepTabInside } from "./focus-wrap.ts";

const isServer = typeof document === "undefined";

const sizes = {
  /** A question or a short form. */
  small: "w-[calc(100%-2rem)] max-w-md border border-rule bg-white shadow-2xl backdrop:bg-ink/60",
  /** A piece to read. */
  reading:
    "fixed inset-0 z-[60] max-h-[min(90dvh,60rem)] w-[min(48rem,calc(100%-1.5rem))] overflow-y-auto bg-paper shadow-[0_0_0_100vmax_rgb(22_24_29/0.6)] backdrop:bg-transparent",
  /** A piece laid out side by side (decision 0076): its photo beside the text on wide screens. */
  readingWide:
    "fixed inset-0 z-[60] max-h-[min(90dvh,60rem)] w-[min(76rem,calc(100%-1.5rem))] overflow-y-auto bg-paper shadow-[0_0_0_100vmax_rgb(22_24_29/0.6)] backdrop:bg-transparent",
  /** A whole form, nearly the size of the screen. */
  full: "fixed inset-0 z-[60] h-[min(100dvh,64rem)] max-h-none w-full max-w-5xl overflow-hidden bg-paper shadow-2xl backdrop:bg-[rgb(22_24_29/0.6)] sm:h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)]",
} as const;

/** A modal dialog on the native <dialog>: the page behind is inert, Tab stays inside (./focus-wrap.ts)
 * and Escape closes it; focus starts on the first control, or on the one marked `data-autofocus` (the
 * safe choice), and goes back to what opened it (or to `returnFocus()`). The server renders an open one
 * as `<dialog open>`,
 * readable without JavaScript; once the page is live it becomes a real modal. Its content is there
 * only while it is open, and the toasts show inside it (decision 0019). */
export function Dialog({
  open,
  onClose,
  onDismiss,
  labelledBy,
  size = "small",
  className = "",
  lockScroll = false,
  focusFirstField = false,
  returnFocus,
  children,
}: {
  open: boolean;
  /** Runs however it closed: Escape, a click beside it, `close()`, or `open` turning false. */
  onClose?: () => void;
  /** Given, Escape does not close it but asks this to (which turns `open` false), and a click beside it
   * does nothing: for a form whose edits must not be thrown away by a stray click. */
  onDismiss?: () => void;
  labelledBy: string;
  size?: keyof typeof sizes;
  className?: string;
  /** The page behind does not scroll while it is open. */
  lockScroll?: boolean;
  focusFirstField?: boolean;
  /** Where focus goes when it closes, if not back to what opened it. */
  returnFocus?: () => HTMLElement | undefined;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.matches(":modal")) {
      opener.current = document.activeElement;
      // Server-rendered open: close the in-page dialog and reopen it as a modal.
      if (dialog.open) dialog.close();
      dialog.showModal();
      // The safe choice, when it is not the first control (`data-autofocus`), else the first field.
      const safe = dialog.querySelector<HTMLElement>("[data-autofocus]");
      if (safe) safe.focus();
      else if (focusFirstField)
        dialog.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, focusFirstField]);

  useEffect(() => {
    if (!open || !lockScroll) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, [open, lockScroll]);

  return (
    <dialog
      ref={ref}
      // Only the server sets `open`; in the browser showModal() and close() own it.
      open={isServer ? open : undefined}
      suppressHydrationWarning
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        if (!onDismiss) return;
        event.preventDefault();
        onDismiss();
      }}
      onClose={(event) => {
        // A close() that was followed by showModal() (the server-rendered case) is not a real close.
        if (event.currentTarget.open) return;
        onClose?.();
        if (returnFocus) requestAnimationFrame(() => returnFocus()?.focus());
        else if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
      }}
      onKeyDown={(event) => keepTabInside(event.nativeEvent, event.currentTarget)}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, never on its content.
        if (!onDismiss && event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`m-auto p-0 text-ink ${sizes[size]} ${className}`}
    >
      {open && children}
      <ModalToasts open={open} />
    </dialog>
  );
}
