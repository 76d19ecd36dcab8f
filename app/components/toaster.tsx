import { useEffect, useSyncExternalStore } from "react";
import { useHydrated } from "./use-hydrated.ts";

export type ToastMessage = { title: string; description?: string; variant?: "default" | "destructive" };
type Toast = ToastMessage & { id: number };

const DISMISS_AFTER_MS = 6000;

// One store for the whole page: any component (or a flash message from the server) can add a toast.
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const noToasts: Toast[] = [];

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** The one way to tell the reader an outcome: a title, an optional description, and the destructive
 * variant for failures (texts as SPEC.md §8). */
export function showToast(message: ToastMessage) {
  toasts = [...toasts.slice(-2), { ...message, id: nextId++ }];
  emit();
}

/** Where a toast waits across a reload of the page (`reloadWithToast`). */
const CARRIED = "bt-toast";

/** Loads the page again, then shows `message` on it: after a reader signs in or out, a public page is
 * rendered anew by the server for them (decision 0063), and the outcome is said on the new page. */
export function reloadWithToast(message: ToastMessage): void {
  try {
    window.sessionStorage.setItem(CARRIED, JSON.stringify(message));
  } catch {
    // No storage: the page still loads again, without its toast.
  }
  window.location.reload();
}

/** The toast a reload carried (`reloadWithToast`), taken once. */
function carriedToast(): ToastMessage | null {
  try {
    const carried = window.sessionStorage.getItem(CARRIED);
    window.sessionStorage.removeItem(CARRIED);
    return carried ? (JSON.parse(carried) as ToastMessage) : null;
  } catch {
    return null;
  }
}

/** The outcome a redirect brought from the server supersedes what the page before it said: a 'Login
 * failed' from an earlier try must not stay over the dashboard that the next try opened. */
function showFlash(message: ToastMessage) {
  toasts = [{ ...message, id: nextId++ }];
  emit();
}

function ToastItem({ toast, expires }: { toast: Toast; expires: boolean }) {
  const destructive = toast.variant === "destructive";
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), DISMISS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id]);
  return (
    <li
      data-toast={destructive ? "destructive" : "default"}
      className={`${expires ? "toast-expires " : ""}pointer-events-auto flex items-start gap-3 border border-rule border-l-4 bg-white p-4 text-ink shadow-lg ${
        destructive ? "border-l-accent" : "border-l-emerald-700"
      }`}
    >
      {/* The alert role on the item itself would take it out of the list (axe: list). */}
      <div role={destructive ? "alert" : undefined} className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-0.5 text-sm text-muted">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        aria-label="Dismiss notification"
        className="-m-1 flex h-8 w-8 shrink-0 items-center justify-center text-xl leading-none text-muted hover:text-ink"
      >
        ×
      </button>
    </li>
  );
}

/** The notifications region; it also shows the flash message a redirect carried (bt_flash cookie), or
 * the toast a reload did (`reloadWithToast`). */
export function Toaster({ flash }: { flash: ToastMessage | null | undefined }) {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  useEffect(() => {
    const shown = flash ?? carriedToast();
    if (shown) showFlash(shown);
  }, [flash]);
  // The server's HTML (and a reader without JavaScript) shows the flash message as it is; once the
  // page runs, the store shows it, with its timer and its dismiss button.
  const hydrated = useHydrated();
  const shown = hydrated ? current : flash ? [{ ...flash, id: 0 }] : noToasts;
  // While a modal dialog is open, app.css hides the page's region (inert behind the dialog anyway) and
  // the dialog shows one of its own (ModalToasts). At the foot of the screen, centred, over no heading
  // (issue 36): in the corner it would cover the editor's Publish panel at 1280 px. Above a sticky
  // action bar (app.css sets --toast-offset to its height).
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--toast-offset,0px)+0.75rem)] z-[150] flex justify-center px-3"
    >
      <ol aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {shown.map((toast) => (
          <ToastItem key={toast.id} toast={toast} expires={!hydrated} />
        ))}
      </ol>
    </section>
  );
}
