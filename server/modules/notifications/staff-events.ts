import { ROLE_LABELS, type StaffRole } from "#shared/roles.ts";
import type { Db } from "../../db/client.ts";
import { findUserByEmail } from "../accounts/users.ts";
import { notify } from "./notify.ts";

/**
 * An invitation to the staff (issue 38): its mail is the staff module's (it carries the link to
 * accept). The invited address's account, if there is one, is told too; `notify` tells staff only,
 * and an invitation goes only to an address that is not on the staff, so today nothing is added:
 * the call is here so that a kind of invitation to someone already on the staff is told as the rest.
 */
export async function notifyInvited(
  tx: Db,
  invitation: { id: string; email: string; role: StaffRole },
  inviter: string,
): Promise<number> {
  const account = await findUserByEmail(tx, invitation.email);
  if (!account) return 0;
  return notify(tx, {
    kind: "invited",
    eventKey: `invited:${invitation.id}`,
    userIds: [account.id],
    title: `Invited to the staff as ${ROLE_LABELS[invitation.role].toLowerCase()}`,
    body: `${inviter} invited you. The invitation's mail has the link to accept it.`,
    link: "/admin/dashboard",
  });
}
