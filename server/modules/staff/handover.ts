import { eq } from "drizzle-orm";
import { handoverInput } from "#shared/schemas/staff.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import { destroyUserSessions, type SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Invalid } from "../errors.ts";
import { setEditorInChief } from "../settings/desk-settings.ts";
import { validate } from "../validate.ts";
import { lockActiveAdmins, lockMember } from "./members.ts";

export const NOT_YOURSELF = "Choose someone else: the publication is yours already.";

/**
 * The handover (issue 40): in one transaction the chosen member of staff becomes an admin and the
 * editor-in-chief (the final approval's, decision 0064), and the admin who hands over becomes an
 * editor, or an alumnus: signed out everywhere, unable to sign in, bylines and author page kept (as
 * the rollover makes graduates). Audited. The masthead's titles stay People's to change.
 */
export async function handOverPublication(db: Db, actor: SessionUser, input: unknown, now = new Date()) {
  assertCan(actor, "staff");
  const { to, then } = validate(handoverInput, input);
  if (to === actor.id) throw new Invalid(NOT_YOURSELF, { to: NOT_YOURSELF });
  return db.transaction(async (tx) => {
    await lockActiveAdmins(tx, actor);
    const next = await lockMember(tx, to);
    if (next.deactivatedAt) {
      const message = `${next.name} is deactivated: reactivate them first, or choose someone else.`;
      throw new Invalid(message, { to: message });
    }
    await tx.update(users).set({ role: "admin", updatedAt: now }).where(eq(users.id, to));
    await setEditorInChief(tx, to);
    const me = await lockMember(tx, actor.id);
    if (then === "editor")
      await tx.update(users).set({ role: "editor", updatedAt: now }).where(eq(users.id, actor.id));
    else {
      await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, actor.id));
      await destroyUserSessions(tx, actor.id);
    }
    await recordAudit(tx, actorOf(actor), {
      action: "handover",
      subject: { type: "user", id: to },
      summary: `${me.name} handed the publication to ${next.name}, and is now ${then === "editor" ? "an editor" : "an alumnus"}`,
      details: { from: actor.id, then },
    });
    return { name: next.name, then };
  });
}
