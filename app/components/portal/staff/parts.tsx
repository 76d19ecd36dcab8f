import { useState } from "react";
import { ConfirmDialog } from "~/components/portal/confirm-dialog.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";

/** What a row asks before it acts: the question, the button's words, and what it posts. */
export type Confirmation = {
  intent: string;
  id: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
};

/** Asks before Revoke, Deactivate and Reactivate. Focus goes back to the row's button; when that is
 * gone (a revoked invitation's row), to `focusAfter`. */
export function useConfirmed(focusAfter: string) {
  const [asking, setAsking] = useState<Confirmation | null>(null);
  const [acting, setActing] = useState<string | null>(null);
  const fetcher = usePortalFetcher((answer) => {
    setAsking(null);
    setActing(null);
    requestAnimationFrame(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (answer.ok && lost) document.getElementById(focusAfter)?.focus();
    });
  });
  const busy = fetcher.state !== "idle";
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      message={asking?.question ?? ""}
      confirmLabel={asking?.confirmLabel ?? ""}
      busy={busy}
      busyLabel={asking?.busyLabel}
      onClose={() => setAsking(null)}
      onConfirm={() => {
        if (!asking) return;
        setActing(asking.id);
        void fetcher.submit({ intent: asking.intent, id: asking.id }, { method: "post" });
      }}
    />
  );
  return { ask: setAsking, busyId: busy ? acting : null, dialog };
}

export const rowButton =
  "inline-flex min-h-10 items-center justify-center border px-3 text-sm font-semibold transition-colors disabled:opacity-60";

/** The Staff page's heading, where focus goes when the row it was on is gone. */
export const STAFF_HEADING = "staff-heading";

/** An e-mail address that a narrow column breaks before its '@' rather than inside a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <span className="[overflow-wrap:break-word]">{email}</span>;
  return (
    <span className="[overflow-wrap:break-word]">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
