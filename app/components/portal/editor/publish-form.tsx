import { useState } from "react";
import { PieceEditor, type EditorExtras } from "./piece-editor.tsx";
import type { EditorInitial } from "./session.ts";
import type { PublishKind } from "./publish-texts.ts";
import { newPiece, useDefaultByline } from "./new-piece.ts";

/**
 * The one full-page editor (issue 25, decision 0039): writing a piece (Create New Article, Create
 * Opinion Piece, Create Creative Piece, SPEC.md §2) and editing it later are the same page with the
 * create forms' fields, at /admin/dashboard/{articles,creative}/:id once it is saved. Changes autosave
 * (editor-session.ts); the buttons follow the piece's status.
 */
export function PublishForm({
  kind,
  initial,
  extras,
}: {
  kind: PublishKind;
  initial?: EditorInitial;
  extras?: EditorExtras;
}) {
  // A piece published from a create page leaves a fresh form behind, as SPEC.md §4's create forms do.
  const [round, setRound] = useState(0);
  const [published, setPublished] = useState<{ headline: string; href: string } | null>(null);
  const byline = useDefaultByline();
  return (
    <PieceEditor
      key={round}
      kind={kind}
      initial={initial ?? newPiece(kind, byline)}
      extras={extras}
      published={published}
      onPublishedNew={
        initial
          ? undefined
          : (newPath, last) => {
              // Back to the create page's address, with a fresh form.
              window.history.replaceState(window.history.state, "", newPath);
              if (last) setPublished(last);
              setRound((r) => r + 1);
            }
      }
    />
  );
}
