import { useState } from "react";
import type { StaffEntry } from "#shared/live.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { EntryEditor } from "./entry-editor.tsx";
import { formatWhen } from "~/lib/when.ts";

type Me = { id: string; edits: boolean; writes: boolean };

const STATE_LABELS = { published: "", pending: "Waiting for approval", deleted: "Deleted" } as const;

/** A one-button form of an entry (pin, unpin, approve). */
function EntryButton({ intent, entryId, label }: { intent: string; entryId: string; label: string }) {
  const fetcher = usePortalFetcher();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="entryId" value={entryId} />
      <Button type="submit" look="secondary" busy={fetcher.state !== "idle"}>
        {label}
      </Button>
    </fetcher.Form>
  );
}

/** Correct (new text, in the entry's editor, and a note) or delete (a note), each behind its own
 * disclosure; the editor loads when the disclosure opens. */
function ChangeForm({ entry, intent }: { entry: StaffEntry; intent: "correct" | "delete" }) {
  const fetcher = usePortalFetcher();
  const [open, setOpen] = useState(false);
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  const correcting = intent === "correct";
  return (
    <details className="w-full" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline">
        {correcting ? "Correct" : "Delete"}
      </summary>
      <fetcher.Form method="post" className="mt-2 grid gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="entryId" value={entry.id} />
        {correcting && open && (
          <EntryEditor label="Corrected text" defaultValue={entry.source} error={fields?.body} />
        )}
        <Field
          label={correcting ? "Correction note (readers see it)" : "Why it is deleted"}
          name="note"
          required
          autoComplete="off"
          error={fields?.note}
        />
        <div>
          <Button type="submit" busy={fetcher.state !== "idle"}>
            {correcting ? "Save correction" : "Delete entry"}
          </Button>
        </div>
      </fetcher.Form>
    </details>
  );
}

/** What the portal shows beneath an entry: its state, its history and the actions the viewer may take. */
export function EntryActions({ entry, me, timeZone }: { entry: StaffEntry; me: Me; timeZone: string }) {
  const mine = entry.authorId === me.id;
  const changes = entry.state !== "deleted" && me.writes && (mine || me.edits);
  return (
    <div className="mt-3 grid gap-2">
      {STATE_LABELS[entry.state] && (
        <p className="text-sm font-semibold text-accent">
          {STATE_LABELS[entry.state]}
          {entry.state === "deleted" && entry.note ? `: ${entry.note}` : ""}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-2">
        {me.edits && entry.state === "pending" && (
          <EntryButton intent="approve" entryId={entry.id} label="Approve" />
        )}
        {me.edits && entry.state === "published" && (
          <EntryButton
            intent={entry.pinned ? "unpin" : "pin"}
            entryId={entry.id}
            label={entry.pinned ? "Unpin" : "Pin"}
          />
        )}
      </div>
      {changes && <ChangeForm entry={entry} intent="correct" />}
      {changes && <ChangeForm entry={entry} intent="delete" />}
      {entry.history.length > 1 && (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm underline">
            History
          </summary>
          <ul className="mt-1 grid gap-1 text-sm text-muted">
            {entry.history.map((h) => (
              <li key={h.at + h.change}>
                {formatWhen(h.at, timeZone)}: {h.change} by {h.by}
                {h.note ? ` (${h.note})` : ""}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
