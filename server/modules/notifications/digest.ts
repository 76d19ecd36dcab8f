import { sql } from "drizzle-orm";
import { localDateTimeValue, parseLocalDateTime } from "#shared/local-time.ts";
import type { Db } from "../../db/client.ts";
import { ensure, enqueue } from "../jobs/queue.ts";

/** The daily job that gathers each person's digest (./jobs.ts), and the job that mails one person's. */
export const DIGEST_DAY_JOB = "notification-digest";
export const DIGEST_MAIL_JOB = "notification-digest-mail";

/** The hour of the publication's day at which the digests go: before the newsroom's day starts. */
export const DIGEST_HOUR = "07:00";
/** At most this many notifications in one digest; the rest wait for the next day's. */
export const DIGEST_LIMIT = 200;

/** The next digest after `now`: 07:00 in the publication's zone, with a key naming that day, so that
 * processes starting together enqueue one job between them. */
export function nextDigest(now: Date, timeZone: string): { runAt: Date; key: string } {
  const today = localDateTimeValue(now, timeZone).slice(0, 10);
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  for (const offset of [0, 1, 2]) {
    const day = new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
    const runAt = parseLocalDateTime(`${day}T${DIGEST_HOUR}`, timeZone);
    if (runAt && runAt > now) return { runAt, key: `${DIGEST_DAY_JOB}:${day}` };
  }
  throw new Error(`No ${DIGEST_HOUR} follows ${now.toISOString()} in ${timeZone}`);
}

/** Makes sure the next daily digest job waits (at start; the job sets the next one itself). */
export async function ensureDigestJob(db: Db, timeZone: string, now = new Date()): Promise<void> {
  await ensure(db, { name: DIGEST_DAY_JOB, ...nextDigest(now, timeZone) });
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * The day's digests, in the job's transaction: one mail job per person with notifications waiting in
 * the digest, naming them (its ids are its own, which is how its send knows a crash's rows), and the
 * next day's job. A person whose last digest is still unsent keeps that one: what came since waits.
 */
export async function gatherDigests(tx: Db, timeZone: string, now = new Date()): Promise<number> {
  const people = rowsOf(
    await tx.execute(sql`
      select user_id, array_agg(id::text order by created_at, id) as ids from (
        select id, user_id, created_at,
          row_number() over (partition by user_id order by created_at, id) as n
        from notifications where mail_state = 'digest' and created_at <= ${now}) waiting
      where n <= ${DIGEST_LIMIT}
      group by user_id`),
  );
  for (const person of people) {
    const userId = String(person.user_id);
    const ids = (person.ids as string[]).map(String);
    await ensure(tx, {
      name: DIGEST_MAIL_JOB,
      key: `${DIGEST_MAIL_JOB}:${userId}`,
      payload: { userId, ids },
    });
  }
  await enqueue(tx, { name: DIGEST_DAY_JOB, ...nextDigest(now, timeZone) });
  return people.length;
}
