import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { STAFF_ROLES } from "#shared/roles.ts";
import type { Db } from "../../db/client.ts";
import { notifications, users } from "../../db/schema.ts";
import type { MailMessage, Mailer } from "../../providers/mail.ts";
import { stillHeld, type ClaimedJob } from "../jobs/queue.ts";
import type { Told } from "./mails.ts";

/** Where a job's notifications wait: 'queued' (one mail at once) or 'digest' (the day's digest). */
export type Waiting = "queued" | "digest";

/**
 * Mails a job's notifications (`ids`, all one person's) exactly once, or never (decisions 0044 and
 * 0060, as the newsletter's fan-out): each statement commits on its own. The rows are marked 'sending'
 * before the SMTP server is asked and 'sent' right after, so a crash between the two leaves them
 * 'sending'; the job's next run (its ids are its own: no other job names them) finds them so and makes
 * them 'uncertain', never sent again by itself: an admin resends them or marks them sent. Returns how
 * many notifications the mail carried (0: nothing was sent).
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
    mailer: Mailer;
    compose: (to: string, told: Told[]) => MailMessage | Promise<MailMessage>;
  },
): Promise<number> {
  if (ids.length === 0) return 0;
  const mine = inArray(notifications.id, ids);
  await db
    .update(notifications)
    .set({ mailState: "uncertain" })
    .where(and(mine, eq(notifications.mailState, "sending")));
  // A person deactivated (or no longer staff) since: their mail is not sent.
  await db
    .update(notifications)
    .set({ mailState: "none" })
    .where(
      and(
        mine,
        eq(notifications.mailState, from),
        sql`not exists (select 1 from ${users} where ${users.id} = ${notifications.userId}
          and ${isNull(users.deactivatedAt)} and ${inArray(users.role, [...STAFF_ROLES])})`,
      ),
    );
  const marked = await db
    .update(notifications)
    .set({ mailState: "sending" })
    .where(and(mine, eq(notifications.mailState, from), stillHeld(job)))
    .returning();
  if (marked.length === 0) return 0;
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, marked[0]!.userId));
  const markedIds = marked.map((row) => row.id);
  const told = [...marked].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  try {
    if (!person) throw new Error(`The notification ${markedIds[0]} has no person.`);
    await mailer.send(await compose(person.email, told));
  } catch (error) {
    // The SMTP server refused it (nothing went): it waits again, and the queue retries the job.
    await db
      .update(notifications)
      .set({ mailState: from })
      .where(and(inArray(notifications.id, markedIds), eq(notifications.mailState, "sending")));
    throw error;
  }
  // 'uncertain' too: a run that outlived its lease, whose rows a newer run found 'sending', did send.
  await db
    .update(notifications)
    .set({ mailState: "sent" })
    .where(
      and(inArray(notifications.id, markedIds), inArray(notifications.mailState, ["sending", "uncertain"])),
    );
  return marked.length;
}
