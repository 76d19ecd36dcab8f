import { useState } from "react";
import { postEditor } from "~/components/portal/editor/client.ts";
import {
  HistoryDialog,
  type HistoryEvent,
  type Revision,
} from "~/components/portal/history/history-dialog.tsx";
import { RevisionComparison } from "./revision-comparison.tsx";
import type { PublishKind } from "./publish-texts.ts";
import { withDraft, type PublishValues } from "./publish-values.ts";

export type { Revision };

/** A piece's History (issue 25): its revisions from the editor's endpoint, compared every field and the
 * text word by word in place (./revision-comparison.tsx), beside the text in the editor now; Restore
 * makes the chosen one the newest version (../history/history-dialog.tsx). */
export function EditorHistory({
  kind,
  id,
  open,
  timeZone,
  baseVersion,
  current,
  onClose,
  onRestored,
}: {
  kind: PublishKind;
  id: string;
  open: boolean;
  timeZone: string;
  baseVersion: () => number | null;
  /** The text in the editor now, to compare a revision with. */
  current: PublishValues;
  onClose: () => void;
  onRestored: (
    saved: { version: number; status: string; hasPending: boolean },
    fields: PublishValues,
  ) => void;
}) {
  // The names of the shows and audio files the versions name (an episode's, decision 0074), by id.
  const [names, setNames] = useState<Record<string, string>>({});
  return (
    <HistoryDialog<PublishValues>
      open={open}
      timeZone={timeZone}
      sourceKey={`${kind}:${id}`}
      current={{ label: "The text in the editor now", name: "Now in the editor", values: current }}
      onClose={onClose}
      compare={(older, newer, a, b) => (
        <RevisionComparison kind={kind} older={older} newer={newer} a={a} b={b} names={names} />
      )}
      source={{
        async list() {
          const { body } = await postEditor({ kind, intent: "revisions", id });
          if (!Array.isArray(body?.revisions))
            return {
              error: typeof body?.error === "string" ? body.error : "The history could not be loaded.",
            };
          const events = Array.isArray(body.events) ? (body.events as HistoryEvent[]) : [];
          return { revisions: body.revisions as Revision[], events };
        },
        async values(revisionId) {
          const { body } = await postEditor({ kind, intent: "revision", id, revisionId });
          if (!body?.fields) return null;
          if (body.names && typeof body.names === "object")
            setNames((n) => ({ ...n, ...(body.names as Record<string, string>) }));
          return withDraft(kind, body.fields as Record<string, unknown>);
        },
        async restore(revision, values) {
          const { body } = await postEditor({
            kind,
            intent: "restore",
            id,
            revisionId: revision.id,
            baseVersion: String(baseVersion() ?? ""),
          });
          if (body?.ok && typeof body.version === "number" && values) {
            onRestored(body as { version: number; status: string; hasPending: boolean }, values);
            return null;
          }
          return typeof body?.error === "string" ? body.error : "The version could not be restored.";
        },
      }}
    />
  );
}
