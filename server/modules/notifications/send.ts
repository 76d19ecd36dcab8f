import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { STAFF_ROLES } from "#shared/roles.ts";
import type { Db } from "../../db/client.ts";
import { notifications, users } from "../../db/schema.ts";
import type { HandingMailer, MailMessage } from "../../providers/mail.ts";
import { stillHeld, type ClaimedJob } from "../jobs/queue.ts";
import type { Told } from "./mails.ts";

/** Where a job's notifications wait: 'queued' (one mail at once) or 'digest' (the day's digest). */
export type Waiting = "queued" | "digest";

/** An SMTP server's answer refusing the message (it has a reply code): nothing was delivered. */
const refusedByServer = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as { responseCode?: unknown }).responseCode === "number";

/**
 * Mails a job's notifications (`ids`, all one person's) exactly once (decision 0065); each statement
 * commits on its own. The rows are marked 'sending' before the SMTP server is asked, 'handed' just
 * before the message's end of data (the one moment after which the server may have taken it) and
 * 'sent' once it answers. The job's next run (its ids are its own: no other job names them) finds the
 * rows a dead run left:
 * - 'sending': nothing can have been delivered, so they are sent again (the dead run, were it only
 *   slow, can no longer hand them over: its claim is gone);
 * - 'handed': they may have gone, so they become 'uncertain', never sent again by itself: an admin
 *   resends them or marks them sent.
 * Returns how many notifications the mail carried (0: nothing was sent).
 */
export async function sendOnce(
  db: Db,
  job: ClaimedJob,
  {
    ids,
    from,
    mailer,
    compose,
  }: {
    ids: string[];
    from: Waiting;
    mailer: HandingMailer;
    compose: (to: string, told: Told[]) => MailMessage | Promise<MailMessage>;
  },
): Promise<number> {
  if (ids.length === 0) return 0;
  const mine = inArray(notifications.id, ids);
  const mark = (state: (typeof notifications.$inferSelect)["mailState"], ...where: Parameters<typeof and>) =>
    db
      .update(notifications)
      .set({ mailState: state })
      .where(and(...where))
      .returning({ id: notifications.id });
  await mark("uncertain", mine, eq(notifications.mailState, "handed"));
  await mark(from, mine, eq(notifications.mailState, "sending"));
  // A person deactivated (or no longer staff) since: their mail is not sent.
  await mark(
    "none",
    mine,
    eq(notifications.mailState, from),
    sql`not exists (select 1 from ${users} where ${users.id} = ${notifications.userId}
      and ${isNull(users.deactivatedAt)} and ${inArray(users.role, [...STAFF_ROLES])})`,
  );
  const marked = await db
    .update(notifications)
    .set({ mailState: "sending" })
    .where(and(mine, eq(notifications.mailState, from), stillHeld(job)))
    .returning();
  if (marked.length === 0) return 0;
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, marked[0]!.userId));
  const markedIds = inArray(
    notifications.id,
    marked.map((row) => row.id),
  );
  const told = [...marked].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let handed = false;
  try {
    if (!person) throw new Error(`The notification ${marked[0]!.id} has no person.`);
    await mailer.sendHandingOver(await compose(person.email, told), async () => {
      // Only while this run still holds the job and its rows: else a newer run sends them.
      const rows = await mark("handed", markedIds, eq(notifications.mailState, "sending"), stillHeld(job));
      handed = rows.length === marked.length;
      return handed;
    });
  } catch (error) {
    // Not handed over, or refused by the server's answer: nothing went, and the rows wait again for
    // the queue's retry. Handed over and then cut off: the message may have gone.
    const unsure = handed && !refusedByServer(error);
    const ours = inArray(notifications.mailState, ["sending", "handed"]);
    if (unsure) await mark("uncertain", markedIds, ours);
    else await mark(from, markedIds, ours, stillHeld(job));
    if (unsure) return 0;
    throw error;
  }
  // 'uncertain' too: a run that outlived its lease after handing over, whose rows a newer run found
  // 'handed', did send.
  await mark("sent", markedIds, inArray(notifications.mailState, ["handed", "uncertain"]));
  return marked.length;
}
