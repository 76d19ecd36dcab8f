import { TZDate } from "@date-fns/tz";
import { escapeMarkup } from "#shared/escape.ts";
import type { Db } from "../../db/client.ts";
import { newsletterIssues } from "../../db/schema.ts";
import { cancel, enqueue, type ClaimedJob } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { getSiteIdentity } from "../settings/site-settings.ts";
import { getNewsletterSettings, type NewsletterSettings } from "./newsletter-settings.ts";
import { freezeAndQueue, type MailingPublication } from "./sending.ts";
import { defaultStories } from "./stories.ts";

export const DIGEST_JOB = "newsletter-digest";
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The first `day` (0 Sunday) at `hour`:00 in `timeZone` after `after`. */
export function nextDigestAt(day: number, hour: number, timeZone: string, after: Date): Date {
  const local = new TZDate(after.getTime(), timeZone);
  for (let d = 0; d <= 7; d++) {
    const at = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + d, hour, 0, 0, timeZone);
    if (at.getDay() === day && at.getTime() > after.getTime()) return new Date(at.getTime());
  }
  return new Date(after.getTime() + WEEK_MS);
}

/** Puts the digest's one job at its next time, or removes it when the digest is off (called in the
 * transaction that saves the setting). */
export async function scheduleDigest(
  db: Db,
  settings: NewsletterSettings,
  timeZone: string,
  now = new Date(),
) {
  if (!settings.digest) return void (await cancel(db, DIGEST_JOB));
  const at = nextDigestAt(settings.digestDay, settings.digestHour, timeZone, now);
  await enqueue(db, { name: DIGEST_JOB, key: DIGEST_JOB, runAt: at, payload: { at: at.toISOString() } });
}

/** The digest's introduction, plain text as the admin wrote it: a paragraph per blank line. */
export const introHtmlOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeMarkup(p.trim()).replaceAll("\n", "<br>")}</p>`)
    .join("");

/**
 * The weekly digest (decision 0044), of the week's featured and most read pieces: one job, keyed 'newsletter-digest', so at most one is open; the
 * run that claims it writes the week's issue and moves itself to next week in one transaction, so
 * the week is sent once whichever process runs it, and a run interrupted leaves nothing.
 */
export function digestHandler(
  publication: (db: Db) => Promise<MailingPublication>,
  timeZone: string,
): JobHandler {
  return async (tx: Db, job: ClaimedJob) => {
    const settings = await getNewsletterSettings(tx);
    if (!settings.digest) return;
    const at = new Date(String(job.payload.at ?? new Date().toISOString()));
    const stories = await defaultStories(tx, new Date(at.getTime() - WEEK_MS), at);
    if (stories.length > 0) {
      const { siteName } = await getSiteIdentity(tx);
      const [issue] = await tx
        .insert(newsletterIssues)
        .values({
          kind: "digest",
          subject: settings.digestSubject.replaceAll("{site-name}", siteName),
          introHtml: introHtmlOf(settings.digestIntro),
          stories: stories.map(({ kind, id }) => ({ kind, id })),
        })
        .returning();
      await freezeAndQueue(tx, issue!, await publication(tx));
    }
    // The next week, from this run's time: a late run (the site was down) does not shift the day.
    await scheduleDigest(tx, settings, timeZone, new Date(Math.max(at.getTime(), Date.now())));
  };
}
