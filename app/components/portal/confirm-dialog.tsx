import { useId } from "react";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";

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
    <Dialog open={open} onClose={onClose} labelledBy={id}>
      <div className="p-6">
        <p id={id} className="font-serif text-lg font-semibold">
          {message}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button look="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
