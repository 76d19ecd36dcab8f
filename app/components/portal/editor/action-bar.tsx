import { Button } from "~/components/ui/button.tsx";
import { saveStateText } from "./indicator.tsx";
import type { EditorSession } from "./session.ts";
import { StatusBadge } from "./status-badge.tsx";
import {
  altFlagId,
  captionsFlagId,
  mainAction,
  missingList,
  saveAction,
  type EditorCommand,
  type Missing,
} from "./publish-buttons.tsx";

/**
 * Below 1280 px, where the side panel comes after the whole text, the editor's main buttons stay in
 * view in a bar at the bottom of the screen (issue 36, decision 0056): the piece's status, Save, and
 * Publish, Update or Submit for review as the panel would have them (publish-buttons.tsx), which hides
 * its own there. The panel's announced save indicator stays the one that speaks; the bar's is quiet.
 */
export function EditorActionBar({
  session,
  mayPublish,
  busy,
  missing,
  imagesWithoutAlt,
  videosWithoutCaptions = 0,
  notesId,
  onCommand,
}: {
  session: EditorSession;
  mayPublish: boolean;
  busy: EditorCommand | null;
  missing: readonly Missing[];
  /** Flagged in the panel (publish-buttons.tsx, under `notesId`), which describes Publish here too. */
  imagesWithoutAlt: number;
  /** Flagged in the panel too (issue 41). */
  videosWithoutCaptions?: number;
  notesId: string;
  onCommand: (command: EditorCommand) => void;
}) {
  const { piece } = session;
  const main = mainAction(piece.status, mayPublish);
  const save = saveAction(piece.status, mayPublish);
  const waiting = missingList(missing);
  // Described as the panel's is: by its sentence of what is missing and its alt-text flag.
  const describedBy =
    [
      waiting ? notesId : "",
      imagesWithoutAlt > 0 ? altFlagId(notesId) : "",
      videosWithoutCaptions > 0 ? captionsFlagId(notesId) : "",
    ]
      .join(" ")
      .trim() || undefined;
  return (
    <div
      data-action-bar
      className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-rule bg-white px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] sm:-mx-6 sm:px-6 xl:hidden"
    >
      {waiting && <p className="mb-1 text-xs text-muted">Still needed: {waiting}.</p>}
      <div className="flex items-center gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 text-xs text-muted">
          {piece.status && <StatusBadge status={piece.status} />}
          <span className="truncate">{saveStateText(session.state, piece.id === null)}</span>
        </div>
        {save && (
          <Button
            look="secondary"
            busy={busy === "save"}
            busyLabel="Saving..."
            disabled={busy !== null}
            onClick={() => onCommand("save")}
          >
            {save.label}
          </Button>
        )}
        <Button
          busy={busy === main.command}
          busyLabel={main.busy}
          disabled={waiting !== "" || busy !== null}
          aria-describedby={describedBy}
          onClick={() => onCommand(main.command)}
        >
          {main.label}
        </Button>
      </div>
    </div>
  );
}
