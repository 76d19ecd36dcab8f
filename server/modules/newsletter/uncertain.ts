import { and, asc, eq } from "drizzle-orm";
import { resolveDeliveryInput } from "#shared/schemas/queue.ts";
import type { Db } from "../../db/client.ts";
import { newsletterDeliveries, newsletterIssues } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { NotFound } from "../errors.ts";
import { enqueue } from "../jobs/queue.ts";
import { validate } from "../validate.ts";
import { SEND_JOB, sendJobKey } from "./sending.ts";

/** A newsletter delivery a crash left unsure (decision 0060): its mail may or may not have reached
 * the SMTP server. */
export type UncertainDelivery = { id: string; email: string; issue: string; attempts: number };

/** The uncertain deliveries of every issue (admins), oldest issue first. */
export async function listUncertainDeliveries(
  db: Db,
  actor: SessionUser | null | undefined,
): Promise<UncertainDelivery[]> {
  assertCan(actor, "settings");
  return db
    .select({
      id: newsletterDeliveries.id,
      email: newsletterDeliveries.email,
      issue: newsletterIssues.subject,
      attempts: newsletterDeliveries.attempts,
    })
    .from(newsletterDeliveries)
    .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
    .where(eq(newsletterDeliveries.status, "uncertain"))
    .orderBy(asc(newsletterIssues.sendStartedAt), asc(newsletterDeliveries.email))
    .limit(500);
}

/**
 * An admin's decision on an uncertain delivery: 'resend' makes it due again and queues its issue's send
 * job (the reader may get a second copy), 'sent' records it as mailed (the reader may have none).
 */
export async function resolveUncertainDelivery(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
) {
  assertCan(actor, "settings");
  const { id, decision } = validate(resolveDeliveryInput, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterDeliveries)
      .set(
        decision === "resend"
          ? { status: "pending", nextAttemptAt: new Date(), lastError: null }
          : { status: "sent", sentAt: new Date() },
      )
      .where(and(eq(newsletterDeliveries.id, id), eq(newsletterDeliveries.status, "uncertain")))
      .returning({ issueId: newsletterDeliveries.issueId, email: newsletterDeliveries.email });
    if (!row) throw new NotFound("That delivery is not uncertain any more: someone resolved it meanwhile.");
    if (decision === "resend")
      await enqueue(tx, { name: SEND_JOB, key: sendJobKey(row.issueId), payload: { issueId: row.issueId } });
    await recordAudit(tx, actorOf(actor), {
      action: "delivery-resolve",
      subject: { type: "newsletter", id: row.issueId },
      summary: `${row.email}: ${decision === "resend" ? "sent again" : "marked as sent"}`,
      details: { email: row.email, decision },
    });
    return { email: row.email, decision };
  });
}
