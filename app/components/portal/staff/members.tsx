import { useRef } from "react";
import { ROLE_LABELS, type StaffRole } from "#shared/roles.ts";
import { formatDateTime } from "#shared/local-time.ts";
import { Button } from "~/components/ui/button.tsx";
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
import { ROLE_OPTIONS } from "./invite.tsx";
import { EmailText, rowButton, STAFF_HEADING, useConfirmed } from "./parts.tsx";

export type StaffRow = {
  id: string;
  name: string;
  username: string | null;
  email: string;
  role: StaffRole;
  active: boolean;
  lastSignInAt: Date | null;
};

const COLUMNS = ["Name and username", "E-mail", "Role", "Status", "Last sign-in", "Actions"] as const;

/** A row's role: a select and Change (a select that saved on its own would surprise a keyboard user
 * moving through its options). */
function RoleForm({ member }: { member: StaffRow }) {
  const form = useRef<HTMLFormElement>(null);
  // A refused change (the last admin) shows the role they kept.
  const fetcher = usePortalFetcher((answer) => {
    if (!answer.ok) form.current?.reset();
  });
  return (
    <fetcher.Form ref={form} method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={member.id} />
      <select
        name="role"
        defaultValue={member.role}
        aria-label={`Role of ${member.name}`}
        className="min-h-10 border border-ink/30 bg-white px-2 text-sm focus:border-ink"
      >
        {ROLE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Button type="submit" look="secondary" className="min-h-10 text-sm" busy={fetcher.state !== "idle"}>
        Change<span className="sr-only"> the role of {member.name}</span>
      </Button>
    </fetcher.Form>
  );
}

function Status({ active }: { active: boolean }) {
  return (
    <span
      className={`px-2 py-0.5 text-xs font-bold uppercase ${active ? "bg-ink text-white" : "bg-rule/60"}`}
    >
      {active ? "Active" : "Deactivated"}
    </span>
  );
}

/** Every member of staff with their role, status and last sign-in; Deactivate and Reactivate ask first.
 * The signed-in admin's own row changes nothing: another admin does that. */
export function StaffMembers({ members, selfId }: { members: StaffRow[]; selfId: string }) {
  const timeZone = useTimeZone();
  const confirm = useConfirmed(STAFF_HEADING);
  return (
    <SettingsCard
      id="staff-list"
      title="Staff"
      description="Deactivating someone signs them out everywhere at once and stops their sign-in; their bylines and author page stay. There is always at least one active admin."
    >
      <ManageTable caption="Members of staff" columns={COLUMNS}>
        {members.map((member) => {
          const self = member.id === selfId;
          return (
            <ManageRow key={member.id}>
              <ManageTitleCell>
                {member.name}
                {self && <span className="ml-2 text-sm font-normal text-muted">(you)</span>}
                <span className="block font-sans text-sm font-normal text-muted">
                  {member.username ?? "no username"}
                </span>
              </ManageTitleCell>
              <ManageCell label="E-mail">
                <EmailText email={member.email} />
              </ManageCell>
              <ManageCell label="Role">
                {self ? ROLE_LABELS[member.role] : <RoleForm member={member} />}
              </ManageCell>
              <ManageCell label="Status">
                <Status active={member.active} />
              </ManageCell>
              <ManageCell label="Last sign-in">
                {member.lastSignInAt ? formatDateTime(new Date(member.lastSignInAt), timeZone) : "Never"}
              </ManageCell>
              <ManageActionsCell>
                {self ? (
                  <span className="text-sm text-muted">Your account</span>
                ) : (
                  <button
                    type="button"
                    disabled={confirm.busyId === member.id}
                    onClick={() =>
                      confirm.ask(
                        member.active
                          ? {
                              intent: "deactivate",
                              id: member.id,
                              question: `Deactivate ${member.name}? They are signed out everywhere at once and cannot sign in until an admin reactivates them. Their bylines stay.`,
                              confirmLabel: "Deactivate",
                              busyLabel: "Deactivating...",
                            }
                          : {
                              intent: "reactivate",
                              id: member.id,
                              question: `Reactivate ${member.name}? They can sign in again as ${ROLE_LABELS[member.role]}.`,
                              confirmLabel: "Reactivate",
                              busyLabel: "Reactivating...",
                            },
                      )
                    }
                    className={`${rowButton} border-accent bg-white text-accent hover:bg-accent hover:text-white`}
                  >
                    {member.active ? "Deactivate" : "Reactivate"}
                    <span className="sr-only"> {member.name}</span>
                  </button>
                )}
              </ManageActionsCell>
            </ManageRow>
          );
        })}
      </ManageTable>
      {confirm.dialog}
    </SettingsCard>
  );
}
