import { useCallback, useEffect, useId, useLayoutEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ModalToasts } from "~/components/modal-toasts.tsx";

const isServer = typeof document === "undefined";

/** The Edit Article and Edit Creative Piece dialogs: open while the URL names a piece (`?edit=ID`), so a
 * reload keeps it and Back closes it. Focus moves to its first field on open and back to the row's Edit
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
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const open = editId !== null;
  const lastId = useRef(editId);

  const close = useCallback(() => {
    const fromList = (location.state as { fromList?: boolean } | null)?.fromList;
    if (fromList) void navigate(-1);
    else void navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [location.state, navigate, closeHref]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
      dialog.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select")?.focus();
      lastId.current = editId;
    } else if (!open && dialog.open) {
      dialog.close();
      const id = lastId.current;
      requestAnimationFrame(() => {
        const buttons = document.querySelectorAll<HTMLElement>(`[data-edit-id="${CSS.escape(id ?? "")}"]`);
        [...buttons].find((b) => b.offsetParent !== null)?.focus();
      });
    }
  }, [open, editId]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      open={isServer ? open : undefined}
      suppressHydrationWarning
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="fixed inset-0 z-[60] m-auto h-[min(100dvh,64rem)] max-h-none w-full max-w-5xl overflow-hidden bg-paper p-0 text-ink shadow-2xl backdrop:bg-[rgb(22_24_29/0.6)] sm:h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)]"
    >
      {open && (
        <div className="flex h-full flex-col">
          <header className="flex items-center justify-between gap-4 border-b border-rule bg-white px-5 py-3">
            <h2 id={headingId} className="font-serif text-2xl font-bold">
              {title}
            </h2>
            <Link
              to={closeHref}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                close();
              }}
              aria-label="Close"
              className="flex h-10 w-10 items-center justify-center text-2xl leading-none text-muted hover:text-ink"
            >
              ×
            </Link>
          </header>
          {children(close)}
        </div>
      )}
      <ModalToasts open={open} />
    </dialog>
  );
}

/** Cancel: a link back to the list, so it works before the page's script runs; with it, the dialog
 * closes as Escape does. */
export function CancelLink({ href, close }: { href: string; close: () => void }) {
  return (
    <Link
      to={href}
      preventScrollReset
      onClick={(event) => {
        event.preventDefault();
        close();
      }}
      className="inline-flex min-h-11 items-center justify-center border border-ink/30 bg-white px-5 font-semibold hover:border-ink"
    >
      Cancel
    </Link>
  );
}
