import { and, asc, eq } from "drizzle-orm";
import { resolveNotificationMailInput } from "#shared/schemas/notifications.ts";
import type { Db } from "../../db/client.ts";
import { notifications, users } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { NotFound } from "../errors.ts";
import { enqueue } from "../jobs/queue.ts";
import { validate } from "../validate.ts";
import { NOTIFICATION_MAIL_JOB, notificationMailKey } from "./notify.ts";

/** A notification's mail a crash left unsure (./send.ts): it may or may not have reached the SMTP
 * server. Admins see them beside the newsletter's in Settings → Failed mail and work. */
export type UncertainNotificationMail = { id: string; email: string; title: string; createdAt: Date };

export async function listUncertainNotificationMails(
  db: Db,
  actor: SessionUser | null | undefined,
): Promise<UncertainNotificationMail[]> {
  assertCan(actor, "settings");
  return db
    .select({
      id: notifications.id,
      email: users.email,
      title: notifications.title,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.mailState, "uncertain"))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(500);
}

/**
 * An admin's decision: 'resend' mails it again on its own (the person may get a second copy), 'sent'
 * records it as mailed (the person may have none; it is in their inbox either way). Audited.
 */
export async function resolveUncertainNotificationMail(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
) {
  assertCan(actor, "settings");
  const { id, decision } = validate(resolveNotificationMailInput, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ mailState: decision === "resend" ? "queued" : "sent" })
      .where(and(eq(notifications.id, id), eq(notifications.mailState, "uncertain")))
      .returning({ id: notifications.id, userId: notifications.userId, title: notifications.title });
    if (!row) throw new NotFound("That mail is not uncertain any more: someone resolved it meanwhile.");
    if (decision === "resend")
      await enqueue(tx, {
        name: NOTIFICATION_MAIL_JOB,
        key: notificationMailKey(row.id),
        payload: { id: row.id },
      });
    const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    const email = person?.email ?? "";
    await recordAudit(tx, actorOf(actor), {
      action: "notification-resolve",
      subject: { type: "notification", id: row.id },
      summary: `${email}: ${row.title}: ${decision === "resend" ? "sent again" : "marked as sent"}`,
      details: { email, decision },
    });
    return { email, decision };
  });
}
