import { useCallback, useEffect, useId, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";

/** A list's edit dialog (Edit Breaking News; pieces have their editor page, decision 0039): open while
 * the URL names an item (`?edit=ID`), so a reload keeps it and Back closes it. Focus moves to its first field on open and back to the row's Edit
 * button on close; Escape and Cancel close it; a stray click beside it does not throw the edits away.
 * The server renders it open, so it can be read (and its form sent) before the page's script runs. */
export function ManageEditDialog({
  editId,
  title,
  closeHref,
  children,
}: {
  editId: string | null;
  title: string;
  closeHref: string;
  /** The dialog's form, given the way to close it (for Cancel and after a successful save). */
  children: (close: () => void) => React.ReactNode;
}) {
  const headingId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const lastId = useRef(editId);
  useEffect(() => {
    if (editId !== null) lastId.current = editId;
  }, [editId]);

  const close = useCallback(() => {
    const fromList = (location.state as { fromList?: boolean } | null)?.fromList;
    if (fromList) void navigate(-1);
    else void navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [location.state, navigate, closeHref]);

  return (
    <Dialog
      open={editId !== null}
      onDismiss={close}
      labelledBy={headingId}
      size="full"
      lockScroll
      focusFirstField
      returnFocus={() => editButton(lastId.current)}
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between gap-4 border-b border-rule bg-white px-5 py-3">
          <h2 id={headingId} className="font-serif text-2xl font-bold">
            {title}
          </h2>
          <CloseLink href={closeHref} close={close} label="Close">
            ×
          </CloseLink>
        </header>
        {children(close)}
      </div>
    </Dialog>
  );
}

/** The row's Edit button of the piece that was open (the visible one: the table's or the card's). */
const editButton = (id: string | null) =>
  [...document.querySelectorAll<HTMLElement>(`[data-edit-id="${CSS.escape(id ?? "")}"]`)].find(
    (button) => button.offsetParent !== null,
  );

/** A link back to the list, so it works before the page's script runs; with it, the dialog closes as
 * Escape does. */
function CloseLink({
  href,
  close,
  label,
  className = "flex h-10 w-10 items-center justify-center text-2xl leading-none text-muted hover:text-ink",
  children,
}: {
  href: string;
  close: () => void;
  label?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={href}
      preventScrollReset
      onClick={(event) => {
        event.preventDefault();
        close();
      }}
      aria-label={label}
      className={className}
    >
      {children}
    </Link>
  );
}

/** Cancel, at the foot of the dialog's form. */
export function CancelLink({ href, close }: { href: string; close: () => void }) {
  return (
    <CloseLink href={href} close={close} className={buttonClass("secondary")}>
      Cancel
    </CloseLink>
  );
}
