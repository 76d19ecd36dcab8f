import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "~/components/portal/confirm-dialog.tsx";
import { usePortalFetcher } from "./answer.ts";

export const LIST_HEADING_ID = "manage-list-heading";

const button =
  "inline-flex min-h-10 items-center justify-center border px-3 text-sm font-semibold transition-colors disabled:opacity-60";
const editLook = `${button} border-ink bg-ink text-white hover:border-accent hover:bg-accent`;

/** A row's Edit: a piece's editor page, or a list's edit dialog (`?edit=ID`, which a reload keeps open
 * and Back closes, handing focus back here). */
export function EditLink({ to, id, title }: { to: string; id: string; title: string }) {
  return (
    <Link to={to} state={{ fromList: true }} preventScrollReset data-edit-id={id} className={editLook}>
      Edit<span className="sr-only"> “{title}”</span>
    </Link>
  );
}

/** A row's Edit that opens the row's form in place, under it (`open`), and closes it again. */
export function EditButton({ title, open, onClick }: { title: string; open: boolean; onClick: () => void }) {
  return (
    <button type="button" aria-expanded={open} onClick={onClick} className={editLook}>
      Edit<span className="sr-only"> “{title}”</span>
    </button>
  );
}

export function DeleteButton({
  title,
  busy,
  onClick,
}: {
  title: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={busy}
      onClick={onClick}
      className={`${button} border-accent bg-white text-accent hover:bg-accent hover:text-white`}
    >
      {busy ? "Deleting..." : "Delete"}
      <span className="sr-only"> “{title}”</span>
    </button>
  );
}

type Target = { id: string; title: string };

/** Delete after a question (SPEC.md §5), for a whole list: the request outlives the row it removes, so
 * its toast still shows, and focus then goes to `focusAfter` rather than to the top of the page. */
export function useConfirmedDelete({
  action,
  intent = "delete",
  question,
  focusAfter = LIST_HEADING_ID,
}: {
  action?: string;
  intent?: string;
  question: (title: string) => string;
  focusAfter?: string;
}) {
  const [target, setTarget] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const fetcher = usePortalFetcher((answer) => {
    setTarget(null);
    setDeleting(null);
    if (answer.ok) requestAnimationFrame(() => document.getElementById(focusAfter)?.focus());
  });
  const busy = fetcher.state !== "idle";
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      message={target ? question(target.title) : ""}
      confirmLabel="Delete"
      busy={busy}
      busyLabel="Deleting..."
      onClose={() => setTarget(null)}
      onConfirm={() => {
        if (!target) return;
        setDeleting(target.id);
        void fetcher.submit({ intent, id: target.id }, { method: "post", ...(action ? { action } : {}) });
      }}
    />
  );
  return { ask: setTarget, deleting, dialog };
}
