import { eq } from "drizzle-orm";
import { ROLE_LABELS, type StaffRole } from "#shared/roles.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { notify } from "./notify.ts";

/**
 * 'Invited' (issue 38): the invitation's own mail, queued with it by the staff module, is the mail of
 * this event (it carries the link to accept, and goes to an address that has no portal yet). Once the
 * person accepts, their inbox keeps it as its first notification, without a second mail.
 */
export async function notifyInvited(
  tx: Db,
  invitation: { id: string; role: StaffRole; invitedBy: string | null },
  userId: string,
): Promise<number> {
  const [inviter] = invitation.invitedBy
    ? await tx
        .select({ name: users.name, username: users.username, email: users.email })
        .from(users)
        .where(eq(users.id, invitation.invitedBy))
    : [];
  const by = inviter ? (inviter.name ?? inviter.username ?? inviter.email) : "An admin";
  return notify(tx, {
    kind: "invited",
    eventKey: `invited:${invitation.id}`,
    userIds: [userId],
    title: `Invited to the staff as ${ROLE_LABELS[invitation.role].toLowerCase()}`,
    body: `${by} invited you, and you joined. Your home screen shows what is yours to do.`,
    link: "/admin/dashboard",
    mailed: true,
  });
}
