import { useId } from "react";
import { ModalDialog } from "~/components/ui/modal-dialog.tsx";

/** Asks before something that cannot be undone (Clear Form, a delete). The question is the dialog's
 * name; Cancel comes first, so it is what the keyboard lands on and what Escape does. */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  busy = false,
  busyLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** The question, as SPEC.md words it: 'Are you sure? This will clear all your work.' */
  message: string;
  confirmLabel: string;
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  /** Runs whenever the dialog closes: Cancel, Escape, a click beside it, or `open` turning false. */
  onClose: () => void;
}) {
  const id = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={id}>
      <div className="p-6">
        <p id={id} className="font-serif text-lg font-semibold">
          {message}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            className="min-h-11 border border-ink/30 px-4 py-2 font-semibold hover:border-ink"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className="inline-flex min-h-11 items-center gap-2 bg-accent px-4 py-2 font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
          >
            {busy && (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
