import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { makeArticle } from "../../../tests/helpers/factories.ts";
import { mailStorage } from "../../../tests/helpers/newsletter.ts";
import { recordingMailer } from "../../../tests/helpers/recording-mailer.ts";
import { newsletterIssues, newsletterSubscriptions } from "../../db/schema.ts";
import { hashToken } from "../accounts/tokens.ts";
import { claimDue, openJob } from "../jobs/queue.ts";
import { startWorker } from "../jobs/worker.ts";
import { getSiteIdentity } from "../settings/site-settings.ts";
import { setSetting } from "../settings/store.ts";
import { DIGEST_JOB, nextDigestAt, scheduleDigest } from "./digest.ts";
import { newsletterHandlers } from "./jobs.ts";

const ZONE = "Asia/Kolkata";

it("finds the next day and hour in the publication's zone", () => {
  // Sunday 29 November 2026, 10:00 in Kolkata; Monday 08:00 there is 02:30 UTC.
  const now = new Date("2026-11-29T04:30:00Z");
  expect(nextDigestAt(1, 8, ZONE, now).toISOString()).toBe("2026-11-30T02:30:00.000Z");
  // The same day, later: today; earlier: next week.
  expect(nextDigestAt(0, 11, ZONE, now).toISOString()).toBe("2026-11-29T05:30:00.000Z");
  expect(nextDigestAt(0, 9, ZONE, now).toISOString()).toBe("2026-12-06T03:30:00.000Z");
});

describeEachEngine("the weekly digest", ({ db }) => {
  it("sends the week's stories once, and moves its one job to the next week", async () => {
    const settings = {
      sendRate: 60000,
      digest: true,
      digestDay: 1,
      digestHour: 8,
      digestSubject: "{site-name} this week",
      digestIntro: "Hello, <readers>.\nMore soon.\n\nThe editors",
    };
    await setSetting(db(), "newsletter", settings);
    await db()
      .insert(newsletterSubscriptions)
      .values({ email: "weekly@example.org", unsubscribeTokenHash: hashToken("w"), confirmedAt: new Date() });
    await makeArticle(db(), { title: "This week's story" });
    await scheduleDigest(db(), settings, ZONE);
    await scheduleDigest(db(), settings, ZONE);
    const first = await openJob(db(), DIGEST_JOB);
    expect(first!.runAt.getTime()).toBe(nextDigestAt(1, 8, ZONE, new Date()).getTime());
    // Due now, as if the hour had come.
    // Its hour is now (after the story was published); the job is due.
    const at = new Date();
    await db().execute(
      sql`update jobs set run_at = ${new Date(Date.now() - 1000)}, payload = ${JSON.stringify({ at: at.toISOString() })}::jsonb where key = ${DIGEST_JOB}`,
    );
    const mailer = recordingMailer();
    const handlers = newsletterHandlers({
      mailer,
      storage: mailStorage,
      publicUrl: "https://news.example.org",
      timeZone: ZONE,
      secret: Buffer.alloc(32, 3),
      onSent: () => {},
    });
    const worker = startWorker({ db: db(), handlers, pollMs: 20, onError: () => {} });
    await expect
      .poll(() => mailer.sent.filter((m) => m.to === "weekly@example.org").length, { timeout: 10_000 })
      .toBe(1);
    await worker.stop();
    const digests = await db().select().from(newsletterIssues).where(eq(newsletterIssues.kind, "digest"));
    expect(digests).toHaveLength(1);
    // The admin's words, the site's name put in and the introduction's text kept as text.
    const { siteName } = await getSiteIdentity(db());
    expect(digests[0]).toMatchObject({
      subject: `${siteName} this week`,
      introHtml: "<p>Hello, &lt;readers&gt;.<br>More soon.</p><p>The editors</p>",
    });
    expect(mailer.sent.find((m) => m.to === "weekly@example.org")?.subject).toBe(`${siteName} this week`);
    const next = await openJob(db(), DIGEST_JOB);
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await claimDue(db())).toEqual([]);
    // Turned off: the job goes.
    await scheduleDigest(db(), { ...settings, digest: false }, ZONE);
    expect(await openJob(db(), DIGEST_JOB)).toBeNull();
  });
});
