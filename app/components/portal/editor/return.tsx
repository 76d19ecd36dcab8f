import { useId, useState } from "react";
import { REVIEW_NOTE_MAX, REVIEW_NOTE_MISSING } from "#shared/schemas/piece-care.ts";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";

/**
 * Return with a note (issue 26): an editor sends a piece in review back to its writer, who reads the
 * note as 'Needs changes: …'. The note is required; the dialog stays open with the server's answer when
 * the return fails.
 */
export function ReturnDialog({
  open,
  busy,
  onReturn,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  /** Sends the return: an error to show, or null once it is done. */
  onReturn: (note: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const id = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!note.trim()) return setError(REVIEW_NOTE_MISSING);
    const failed = await onReturn(note.trim());
    if (failed) return setError(failed);
    setNote("");
    setError("");
  }
  return (
    <Dialog open={open} onDismiss={onClose} labelledBy={id} focusFirstField>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4 p-6">
        <h2 id={id} className="font-serif text-lg font-semibold">
          Return to the writer
        </h2>
        <p className="text-sm text-muted">
          The piece goes back to its writer as a draft. They read your note as “Needs changes: …”.
        </p>
        <TextArea
          label="What needs to change"
          name="note"
          required
          rows={4}
          maxLength={REVIEW_NOTE_MAX}
          value={note}
          error={error || undefined}
          onChange={(e) => {
            setNote(e.target.value);
            if (error) setError("");
          }}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button look="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyLabel="Returning...">
            Return with note
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
