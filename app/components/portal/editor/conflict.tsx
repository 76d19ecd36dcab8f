import { useId, useState } from "react";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { htmlText } from "~/components/portal/editor/diff.ts";
import { formatWhen } from "~/lib/when.ts";
import type { EditorConflict } from "./session.ts";
import { FieldsView } from "./fields-view.tsx";
import type { PublishKind } from "./publish-texts.ts";
import type { PublishValues } from "./publish-values.ts";

/** A save that met a newer version by someone else (409): never a silent overwrite, a clear choice
 * (issue 25). Keeping mine leaves theirs in the history; copying mine puts my text on the clipboard
 * and loads theirs. The choice must be made: Escape and a click beside it do not close it. */
export function EditorConflictDialog({
  kind,
  conflict,
  timeZone,
  onKeepMine,
  onTakeTheirs,
}: {
  kind: PublishKind;
  conflict: EditorConflict | null;
  timeZone: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const id = useId();
  const [seeing, setSeeing] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);

  async function copyMine(mine: PublishValues) {
    try {
      await navigator.clipboard.writeText(`${mine.title}\n\n${htmlText(mine.content)}`);
      setSeeing(false);
      onTakeTheirs();
    } catch {
      setCopyFailed(true);
    }
  }

  return (
    <Dialog open={conflict !== null} onDismiss={() => undefined} labelledBy={id} size="reading">
      {conflict && (
        <div className="p-6">
          <h2 id={id} className="font-serif text-xl font-bold">
            Someone else saved this piece
          </h2>
          <p className="mt-3 text-sm">
            <strong>{conflict.theirs.savedBy}</strong> saved a newer version at{" "}
            {formatWhen(conflict.theirs.savedAt, timeZone)}, while you were editing. Your changes are not
            lost: choose what happens to them.
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button look="secondary" aria-expanded={seeing} onClick={() => setSeeing((s) => !s)}>
              {seeing ? "Hide their version" : "See their version"}
            </Button>
            <Button look="secondary" onClick={() => void copyMine(conflict.mine)}>
              Copy my text and load theirs
            </Button>
            <Button
              onClick={() => {
                setSeeing(false);
                onKeepMine();
              }}
            >
              Keep mine as the newest
            </Button>
          </div>
          {copyFailed && (
            <p role="alert" className="mt-3 text-sm font-semibold text-accent">
              Your text could not be copied. Select it in the editor and copy it yourself, or keep yours.
            </p>
          )}
          <p className="mt-3 text-xs text-muted">
            Keeping yours makes it the newest version; theirs stays in the piece’s history.
          </p>
          {seeing && (
            <section aria-label="Their version" className="mt-5 border-t border-rule pt-4">
              <h3 className="mb-3 font-semibold">Their version</h3>
              <FieldsView kind={kind} values={conflict.theirs.fields} />
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}
