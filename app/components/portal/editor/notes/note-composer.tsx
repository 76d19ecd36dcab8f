import { useState } from "react";
import { NOTE_MAX } from "#shared/schemas/note.ts";
import { Button } from "~/components/ui/button.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { quoted } from "./note-thread.tsx";

/** The note being written on a selected passage; Escape or Cancel puts the writer back in the text,
 * Ctrl+Enter adds it. A group, not a form: it sits inside the editor's own form. */
export function NoteComposer({
  quote,
  onAdd,
  onCancel,
}: {
  quote: string;
  onAdd: (body: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const add = () => {
    setBusy(true);
    void onAdd(body).then(() => setBusy(false));
  };
  return (
    <div
      role="group"
      aria-label="New note"
      className="space-y-2 border border-ink bg-white p-3 text-sm shadow-sm"
    >
      <p className="text-xs text-muted">On {quoted(quote)}</p>
      <TextArea
        label="Note"
        rows={3}
        value={body}
        maxLength={NOTE_MAX}
        autoFocus
        data-autofocus
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") onCancel();
          else if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) add();
          else return;
          e.preventDefault();
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button busy={busy} busyLabel="Adding..." onClick={add}>
          Add note
        </Button>
        <Button look="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
