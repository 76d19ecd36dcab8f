import { and, eq } from "drizzle-orm";
import { editionLabel, PRINT_TEXTS as T } from "#shared/print.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { printEditions } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit, SCHEDULER, type AuditActor } from "../audit/record.ts";
import { Invalid, NotFound } from "../errors.ts";
import { cancel, enqueue, ensure } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import type { Edition } from "./editions.ts";

type Actor = SessionUser | null | undefined;

/** The queued job that publishes a scheduled edition at its time. */
export const PRINT_PUBLISH_JOB = "print-publish";
export const editionJobKey = (id: string) => `${PRINT_PUBLISH_JOB}:${id}`;
const publishJob = (id: string, at: Date) => ({
  name: PRINT_PUBLISH_JOB,
  key: editionJobKey(id),
  runAt: at,
  payload: { id },
});

export type EditionMove = { to: "published" } | { to: "scheduled"; at: Date } | { to: "draft" };

/** Reads the portal's Publish, Schedule and Unpublish (a time for Schedule, as the browser sends it). */
export function moveOf(form: Record<string, unknown>): EditionMove {
  if (form.to === "published") return { to: "published" };
  if (form.to === "draft") return { to: "draft" };
  const at = new Date(String(form.at ?? ""));
  if (form.to !== "scheduled" || Number.isNaN(at.getTime()))
    throw new Invalid(T.scheduleInPast, { at: T.scheduleInPast });
  return { to: "scheduled", at };
}

async function move(db: Db, who: AuditActor, edition: Edition, to: EditionMove, now: Date) {
  const [row] = await db
    .update(printEditions)
    .set({
      status: to.to,
      scheduledFor: to.to === "scheduled" ? to.at : null,
      publishedAt: to.to === "published" ? (edition.publishedAt ?? now) : edition.publishedAt,
      updatedAt: now,
    })
    .where(eq(printEditions.id, edition.id))
    .returning();
  if (to.to === "scheduled") await enqueue(db, publishJob(edition.id, to.at));
  // The job itself publishing must not remove its own row: the worker marks it finished.
  else if (who !== SCHEDULER) await cancel(db, editionJobKey(edition.id));
  await recordAudit(db, who, {
    action: to.to === "published" ? "publish" : to.to === "scheduled" ? "schedule" : "unpublish",
    subject: { type: "edition", id: edition.id },
    summary: `${editionLabel(edition.volume, edition.number)}: ${edition.title}`,
    ...(to.to === "scheduled" ? { details: { at: to.at.toISOString() } } : {}),
  });
  return row!;
}

/**
 * An edition's lifecycle, a piece's (decision 0079): Publish shows it to readers now; Schedule
 * publishes it at a time to come (a queued job, as a scheduled piece's); Unpublish makes it a draft
 * again. Editors only; each is in the audit log.
 */
export async function moveEdition(db: Db, actor: Actor, id: unknown, to: EditionMove, now = new Date()) {
  assertCan(actor, "printEditions");
  if (!isUuid(id)) throw new NotFound(T.notFound);
  if (to.to === "scheduled" && to.at.getTime() <= now.getTime())
    throw new Invalid(T.scheduleInPast, { at: T.scheduleInPast });
  return db.transaction(async (tx) => {
    const [edition] = await tx.select().from(printEditions).where(eq(printEditions.id, id)).for("update");
    if (!edition) throw new NotFound(T.notFound);
    return move(tx, actorOf(actor), edition, to, now);
  });
}

/** The job: publishes the edition if it is still scheduled; the pages that list editions drop after. */
export function printPublishHandler(onChange: (change: "content") => void): JobHandler {
  return async (tx, job) => {
    const id = String(job.payload.id ?? "");
    if (!isUuid(id)) return;
    const [edition] = await tx
      .select()
      .from(printEditions)
      .where(and(eq(printEditions.id, id), eq(printEditions.status, "scheduled")));
    if (!edition) return;
    await move(tx, SCHEDULER, edition, { to: "published" }, new Date());
    return () => onChange("content");
  };
}

/**
 * Gives every scheduled edition without an unfinished job one at its time (decision 0079), as
 * `ensurePublishJobs` does for pieces: an edition restored from a backup without its job, or whose job
 * was lost, is still published (at once if its time has passed). Run at start, before the worker's
 * first read.
 */
export async function ensureEditionPublishJobs(db: Db): Promise<void> {
  const scheduled = await db
    .select({ id: printEditions.id, at: printEditions.scheduledFor })
    .from(printEditions)
    .where(eq(printEditions.status, "scheduled"));
  for (const { id, at } of scheduled) await ensure(db, publishJob(id, at ?? new Date(0)));
}
