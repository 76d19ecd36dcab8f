import { ROLE_LABELS, type StaffRole } from "#shared/roles.ts";
import { formatDateTime } from "#shared/local-time.ts";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import {
  ManageActionsCell,
  ManageCell,
  ManageRow,
  ManageTable,
  ManageTitleCell,
} from "~/components/portal/manage/table.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";
import { EmailText, rowButton, STAFF_HEADING, useConfirmed } from "./parts.tsx";

export type InvitationRow = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  expiresAt: Date;
  expired: boolean;
  invitedBy: string;
};

const COLUMNS = ["Name", "E-mail", "Role", "Invited by", "Expires", "Actions"] as const;

/** Resend: a new link and 7 more days, at once (nothing is lost by it). */
function ResendButton({ invitation }: { invitation: InvitationRow }) {
  const fetcher = usePortalFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="id" value={invitation.id} />
      <button
        type="submit"
        disabled={busy}
        className={`${rowButton} border-ink bg-ink text-white hover:border-accent hover:bg-accent`}
      >
        {busy ? "Sending..." : "Resend"}
        <span className="sr-only"> the invitation of {invitation.name}</span>
      </button>
    </fetcher.Form>
  );
}

/** The invitations nobody has accepted yet, with their expiry, Resend and Revoke (which asks first). */
export function StaffInvitations({ invitations }: { invitations: InvitationRow[] }) {
  const timeZone = useTimeZone();
  const confirm = useConfirmed(STAFF_HEADING);
  return (
    <SettingsCard
      id="invitations"
      title="Pending invitations"
      description="Resend mails a new link that works for 7 more days; the link sent before stops working. Revoke stops the link at once."
    >
      {invitations.length === 0 ? (
        <p className="border border-dashed border-ink/30 px-4 py-6 text-center text-sm text-muted">
          No invitations are waiting.
        </p>
      ) : (
        <ManageTable caption="Pending invitations" columns={COLUMNS}>
          {invitations.map((invitation) => (
            <ManageRow key={invitation.id}>
              <ManageTitleCell>{invitation.name}</ManageTitleCell>
              <ManageCell label="E-mail">
                <EmailText email={invitation.email} />
              </ManageCell>
              <ManageCell label="Role">{ROLE_LABELS[invitation.role]}</ManageCell>
              <ManageCell label="Invited by">{invitation.invitedBy || "—"}</ManageCell>
              <ManageCell label="Expires">
                {invitation.expired ? (
                  <strong className="text-accent">
                    Expired {formatDateTime(new Date(invitation.expiresAt), timeZone)}
                  </strong>
                ) : (
                  formatDateTime(new Date(invitation.expiresAt), timeZone)
                )}
              </ManageCell>
              <ManageActionsCell>
                <ResendButton invitation={invitation} />
                <button
                  type="button"
                  disabled={confirm.busyId === invitation.id}
                  onClick={() =>
                    confirm.ask({
                      intent: "revoke",
                      id: invitation.id,
                      question: `Revoke the invitation of ${invitation.name}? The link sent to ${invitation.email} stops working.`,
                      confirmLabel: "Revoke",
                      busyLabel: "Revoking...",
                    })
                  }
                  className={`${rowButton} border-accent bg-white text-accent hover:bg-accent hover:text-white`}
                >
                  Revoke<span className="sr-only"> the invitation of {invitation.name}</span>
                </button>
              </ManageActionsCell>
            </ManageRow>
          ))}
        </ManageTable>
      )}
      {confirm.dialog}
    </SettingsCard>
  );
}
