import { useId, useState } from "react";
import { shortQuote } from "#shared/note-quote.ts";
import { NOTE_MAX } from "#shared/schemas/note.ts";
import { Button } from "~/components/ui/button.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { formatWhen } from "~/lib/when.ts";
import type { Note, NoteReply } from "./notes-client.ts";

/** A quote of a passage in one short line. */
export const quoted = (quote: string | null) => `“${shortQuote(quote, 80)}”`;

function Said({ by, at, body, timeZone }: { by: string; at: string; body: string; timeZone: string }) {
  return (
    <>
      <p>
        <span className="font-semibold">{by}</span>{" "}
        <time dateTime={at} className="text-muted">
          · {formatWhen(at, timeZone)}
        </time>
      </p>
      <p className="mt-1 break-words whitespace-pre-wrap">{body}</p>
    </>
  );
}

/** One note with its thread (issue 38): who, when, on which passage, the replies, Reply and Resolve. */
export function NoteThread({
  note,
  onDeletedText,
  timeZone,
  active,
  onActive,
  onReply,
  onResolve,
}: {
  note: Note;
  /** Its whole passage was deleted: kept, and said so. */
  onDeletedText: boolean;
  timeZone: string;
  active: boolean;
  onActive: (on: boolean) => void;
  onReply: (body: string) => Promise<boolean>;
  onResolve: (resolved: boolean) => Promise<boolean>;
}) {
  const id = useId();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState("");
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    const done = await work();
    setBusy(false);
    return done;
  };
  const resolved = note.resolvedAt !== null;
  const send = () =>
    void run(() => onReply(reply)).then((done) => {
      if (!done) return;
      setReply("");
      setReplying(false);
    });
  return (
    <article
      aria-labelledby={`${id}-by`}
      onFocus={() => onActive(true)}
      onMouseEnter={() => onActive(true)}
      onMouseLeave={() => onActive(false)}
      className={`border bg-white p-3 text-sm shadow-sm ${active ? "border-ink" : "border-rule"}`}
    >
      <h3 id={`${id}-by`} className="sr-only">
        Note by {note.authorName}
      </h3>
      <p className="text-xs text-muted">
        {onDeletedText ? "On deleted text: " : "On "}
        {quoted(note.quote)}
      </p>
      <div className="mt-1">
        <Said by={note.authorName} at={note.createdAt} body={note.body} timeZone={timeZone} />
      </div>
      {note.replies.length > 0 && (
        <ul aria-label="Replies" className="mt-2 space-y-2 border-l-2 border-rule pl-3">
          {note.replies.map((r: NoteReply) => (
            <li key={r.id}>
              <Said by={r.authorName} at={r.createdAt} body={r.body} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
      {resolved && <p className="mt-2 text-xs text-muted">Resolved by {note.resolvedByName ?? "Someone"}</p>}
      {replying ? (
        // A group, not a form: the thread sits inside the editor's own form.
        <div role="group" aria-label={`Reply to ${note.authorName}`} className="mt-2 space-y-2">
          <TextArea
            label="Reply"
            rows={2}
            value={reply}
            maxLength={NOTE_MAX}
            autoFocus
            onChange={(e) => setReply(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Escape") setReplying(false);
              else if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) send();
              else return;
              e.preventDefault();
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button busy={busy} busyLabel="Sending..." onClick={send}>
              Send reply
            </Button>
            <Button look="secondary" onClick={() => setReplying(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {!resolved && (
            <Button look="secondary" onClick={() => setReplying(true)}>
              Reply<span className="sr-only"> to {note.authorName}</span>
            </Button>
          )}
          <Button look="secondary" busy={busy} onClick={() => void run(() => onResolve(!resolved))}>
            {resolved ? "Reopen" : "Resolve"}
            <span className="sr-only"> the note by {note.authorName}</span>
          </Button>
        </div>
      )}
    </article>
  );
}
