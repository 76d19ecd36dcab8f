import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { BanDialog } from "./bans.tsx";
import { CommentRowText, type ModerationItem } from "./row.tsx";
import { ConfirmDialog } from "~/components/portal/confirm-dialog.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";

type Intent = "approve" | "hide" | "delete";
const ACTIONS: [Intent, string][] = [
  ["approve", "Approve"],
  ["hide", "Hide"],
  ["delete", "Delete"],
];

/**
 * The comments with a checkbox each, and Approve, Hide and Delete for the chosen ones (in a bar above)
 * or for one (beside it). A plain form, so it posts without JavaScript too; with it, the answers come
 * back as toasts, the list refreshes, and Delete asks first. Ban reader opens its dialog.
 */
export function ModerationList({ rows }: { rows: ModerationItem[] }) {
  const timeZone = useTimeZone();
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirm, setConfirm] = useState<string[] | null>(null);
  const [banning, setBanning] = useState<ModerationItem | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const fetcher = usePortalFetcher((answer) => answer.ok && setChosen(new Set()));
  const busy = fetcher.state !== "idle";
  const send = (intent: Intent, ids: string[]) => {
    const body = new FormData();
    body.set("intent", intent);
    for (const one of ids) body.append("ids", one);
    void fetcher.submit(body, { method: "post" });
  };
  const act = (event: React.MouseEvent<HTMLButtonElement>, intent: Intent, ids: string[]) => {
    event.preventDefault();
    if (!ids.length) return;
    returnTo.current = event.currentTarget;
    if (intent === "delete") setConfirm(ids);
    else send(intent, ids);
  };
  const toggle = (one: string, on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(one);
      else next.delete(one);
      return next;
    });
  const all = rows.length > 0 && rows.every((r) => chosen.has(r.id));

  return (
    <>
      {rows.length > 0 && (
        <form method="post" aria-busy={busy || undefined} className="mt-2">
          <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border border-rule bg-white p-3">
            <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
              <input
                type="checkbox"
                className="h-5 w-5 accent-accent"
                checked={all}
                onChange={(e) => setChosen(new Set(e.target.checked ? rows.map((r) => r.id) : []))}
              />
              Select all on this page
            </label>
            <p id={`${id}-chosen`} aria-live="polite" className="text-sm text-muted">
              {chosen.size} selected
            </p>
            <div className="ml-auto flex flex-wrap gap-2">
              {ACTIONS.map(([intent, label]) => (
                <Button
                  key={intent}
                  type="submit"
                  name="intent"
                  value={intent}
                  look={intent === "delete" ? "primary" : "secondary"}
                  disabled={busy}
                  aria-describedby={`${id}-chosen`}
                  onClick={(e) => act(e, intent, [...chosen])}
                >
                  {label} selected
                </Button>
              ))}
            </div>
          </div>
          <ul aria-label="Comments, newest first" className="border-x border-rule bg-white">
            {rows.map((row) => (
              <li key={row.id} className="flex gap-3 border-b border-rule p-4">
                <input
                  type="checkbox"
                  name="ids"
                  value={row.id}
                  aria-label={`Select the comment by ${row.authorName}`}
                  className="mt-1 h-5 w-5 shrink-0 accent-accent"
                  checked={chosen.has(row.id)}
                  onChange={(e) => toggle(row.id, e.target.checked)}
                />
                <div className="min-w-0 flex-1">
                  <CommentRowText row={row} timeZone={timeZone} />
                  <div className="mt-3 flex flex-wrap gap-2">
                    {ACTIONS.filter(
                      ([intent]) => !(intent === "approve" && row.state === "published" && !row.reportCount),
                    ).map(([intent, label]) =>
                      intent === "hide" && row.state === "hidden" ? null : (
                        <Button
                          key={intent}
                          look="secondary"
                          className="min-h-9 px-3 text-sm"
                          disabled={busy}
                          onClick={(e) => act(e, intent, [row.id])}
                        >
                          {intent === "approve" && row.state === "published" ? "Keep" : label}
                          <span className="sr-only"> the comment by {row.authorName}</span>
                        </Button>
                      ),
                    )}
                    {row.userId && !row.banned && (
                      <Button
                        look="secondary"
                        className="min-h-9 px-3 text-sm"
                        onClick={(e) => {
                          returnTo.current = e.currentTarget;
                          setBanning(row);
                        }}
                      >
                        Ban reader<span className="sr-only"> {row.authorName}</span>
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </form>
      )}
      <ConfirmDialog
        open={confirm !== null}
        message={
          confirm && confirm.length > 1
            ? `Delete these ${confirm.length} comments? This cannot be undone.`
            : "Delete this comment? This cannot be undone."
        }
        confirmLabel="Delete"
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) send("delete", confirm);
          setConfirm(null);
        }}
      />
      {banning && (
        <BanDialog
          reader={{ id: banning.userId!, name: banning.authorName }}
          onClose={() => setBanning(null)}
        />
      )}
    </>
  );
}
