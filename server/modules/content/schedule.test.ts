import { desc, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { formatDateTime, localDateTimeValue, parseLocalDateTime } from "#shared/local-time.ts";
import { actor, makeArticle, makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { articles, creativePieces, jobs, revisions } from "../../db/schema.ts";
import { readAuditLog } from "../audit/queries.ts";
import { claimDue, openJob } from "../jobs/queue.ts";
import {
  ALREADY_PUBLISHED,
  NOT_SCHEDULED,
  ensurePublishJobs,
  listScheduleProblems,
  publishDue,
  publishKey,
  SCHEDULE_IN_FUTURE,
  schedulePiece,
  scheduleStateOf,
  unschedulePiece,
} from "./schedule.ts";

/** The admin of each engine's database: a revision names an account that exists. */
let admin: SessionUser;
const TZ = "Asia/Kolkata";
/** A `datetime-local` value `ms` from now in the publication's zone. */
const inZone = (ms: number) => localDateTimeValue(new Date(Date.now() + ms), TZ);
const HOUR = 3600_000;

const draft = (db: Db, overrides: Parameters<typeof makeArticle>[1] = {}) =>
  makeArticle(db, { publishedAt: null, imageUrl: "/uploads/flood.webp", ...overrides });

async function row(db: Db, id: string) {
  const [found] = await db.select().from(articles).where(eq(articles.id, id));
  return found!;
}

it("reads a datetime-local value in the publication's zone", () => {
  expect(parseLocalDateTime("2026-11-29T07:00", "Asia/Kolkata")?.toISOString()).toBe(
    "2026-11-29T01:30:00.000Z",
  );
  expect(parseLocalDateTime("2026-07-01T12:00", "Europe/London")?.toISOString()).toBe(
    "2026-07-01T11:00:00.000Z",
  );
  expect(parseLocalDateTime("2026-02-30T07:00", TZ)).toBeNull();
  expect(parseLocalDateTime("tomorrow", TZ)).toBeNull();
  expect(localDateTimeValue(new Date("2026-11-29T01:30:00Z"), TZ)).toBe("2026-11-29T07:00");
});

describeEachEngine("scheduled publication", ({ db }) => {
  beforeAll(async () => {
    const user = await makeUser(db(), { role: "admin", name: "Desk Editor", username: "desk" });
    admin = { ...actor("admin"), id: user.id, name: "Desk Editor" };
  });

  it("schedules a draft: status, time, version, a revision and its job, written together", async () => {
    const piece = await draft(db());
    const at = inZone(2 * HOUR);
    const result = await schedulePiece(
      db(),
      admin,
      "article",
      { id: piece.id, baseVersion: 1, at },
      { timeZone: TZ },
    );
    expect(result).toMatchObject({ status: "scheduled", version: 2 });
    const stored = await row(db(), piece.id);
    expect([stored.status, stored.version, stored.publishedAt]).toEqual(["scheduled", 2, null]);
    expect(localDateTimeValue(stored.scheduledFor!, TZ)).toBe(at);
    const job = await openJob(db(), publishKey("article", piece.id));
    expect(job?.runAt.getTime()).toBe(stored.scheduledFor!.getTime());
    expect(job?.payload).toEqual({ kind: "article", id: piece.id });
    // The newest: the factory writes the piece\'s first revision (issue 37).
    const [revision] = await db()
      .select()
      .from(revisions)
      .where(eq(revisions.articleId, piece.id))
      .orderBy(desc(revisions.version));
    expect(revision).toMatchObject({ version: 2, userName: admin.name });
    expect(revision!.reason).toBe(`Scheduled for ${formatDateTime(stored.scheduledFor!, TZ)}`);
    expect(await scheduleStateOf(db(), admin, "article", piece.id)).toMatchObject({
      attempts: 0,
      failed: false,
    });

    // Again: the schedule and its one job move.
    const later = inZone(5 * HOUR);
    await schedulePiece(
      db(),
      admin,
      "article",
      { id: piece.id, baseVersion: 2, at: later },
      { timeZone: TZ },
    );
    expect(localDateTimeValue((await row(db(), piece.id)).scheduledFor!, TZ)).toBe(later);
    const open = await db()
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.key, publishKey("article", piece.id)));
    expect(open).toHaveLength(1);
  });

  it("refuses a time past, a piece missing what publishing needs, a published piece and an old version, changing nothing", async () => {
    const piece = await draft(db());
    const schedule = (input: Record<string, unknown>) =>
      schedulePiece(
        db(),
        admin,
        "article",
        { id: piece.id, baseVersion: 1, at: inZone(HOUR), ...input },
        { timeZone: TZ },
      );
    await expect(schedule({ at: inZone(-60_000) })).rejects.toMatchObject({
      status: 400,
      message: SCHEDULE_IN_FUTURE,
    });
    await expect(schedule({ at: "soon" })).rejects.toMatchObject({ status: 400 });
    await expect(schedule({ baseVersion: 7 })).rejects.toMatchObject({ status: 409, theirs: { version: 1 } });
    await expect(schedule({ id: "not-a-piece" })).rejects.toMatchObject({ status: 404 });
    const imageless = await draft(db(), { imageUrl: "" });
    await expect(
      schedulePiece(
        db(),
        admin,
        "article",
        { id: imageless.id, baseVersion: 1, at: inZone(HOUR) },
        { timeZone: TZ },
      ),
    ).rejects.toMatchObject({
      status: 400,
      title: "Missing required fields",
      fields: { imageUrl: expect.any(String) },
    });
    const published = await makeArticle(db(), { imageUrl: "/uploads/flood.webp" });
    await expect(
      schedulePiece(
        db(),
        admin,
        "article",
        { id: published.id, baseVersion: 1, at: inZone(HOUR) },
        { timeZone: TZ },
      ),
    ).rejects.toMatchObject({ status: 400, message: ALREADY_PUBLISHED });
    // The refusals left the draft as it was: the same version schedules.
    expect((await schedule({})).version).toBe(2);
    for (const id of [imageless.id, published.id]) {
      expect((await row(db(), id)).version).toBe(1);
      expect(await openJob(db(), publishKey("article", id))).toBeNull();
    }
    await expect(
      schedulePiece(
        db(),
        actor("reader"),
        "article",
        { id: piece.id, baseVersion: 2, at: inZone(HOUR) },
        { timeZone: TZ },
      ),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("unschedules: a draft again, its job cancelled", async () => {
    const piece = await draft(db());
    await schedulePiece(
      db(),
      admin,
      "article",
      { id: piece.id, baseVersion: 1, at: inZone(HOUR) },
      { timeZone: TZ },
    );
    const result = await unschedulePiece(db(), admin, "article", { id: piece.id, baseVersion: 2 });
    expect(result).toMatchObject({ status: "draft", version: 3 });
    const stored = await row(db(), piece.id);
    expect([stored.status, stored.scheduledFor]).toEqual(["draft", null]);
    expect(await openJob(db(), publishKey("article", piece.id))).toBeNull();
    await expect(
      unschedulePiece(db(), admin, "article", { id: piece.id, baseVersion: 3 }),
    ).rejects.toMatchObject({ status: 400, message: NOT_SCHEDULED });
  });

  it("publishes at its time, once: the public date is the scheduled time; a second run does nothing", async () => {
    const piece = await draft(db());
    await schedulePiece(
      db(),
      admin,
      "article",
      { id: piece.id, baseVersion: 1, at: inZone(HOUR) },
      { timeZone: TZ },
    );
    const payload = { kind: "article", id: piece.id };
    // Not before its time.
    expect(await db().transaction((tx) => publishDue(tx, payload))).toBe(false);
    expect((await row(db(), piece.id)).status).toBe("scheduled");
    const due = new Date(Date.now() - 5000);
    await db().update(articles).set({ scheduledFor: due }).where(eq(articles.id, piece.id));
    expect(await db().transaction((tx) => publishDue(tx, payload))).toBe(true);
    const stored = await row(db(), piece.id);
    expect([stored.status, stored.scheduledFor, stored.version]).toEqual(["published", null, 3]);
    expect(stored.publishedAt?.getTime()).toBe(due.getTime());
    expect(stored.firstPublishedAt?.getTime()).toBe(due.getTime());
    expect(await db().transaction((tx) => publishDue(tx, payload))).toBe(false);
    expect((await row(db(), piece.id)).version).toBe(3);
    const reasons = await db()
      .select({ reason: revisions.reason, userName: revisions.userName })
      .from(revisions)
      .where(eq(revisions.articleId, piece.id));
    expect(reasons.filter((r) => r.reason === "Published on schedule")).toEqual([
      { reason: "Published on schedule", userName: "Scheduler" },
    ]);
    // The audit log has it too, once, by the Scheduler: no account, no address, not a typed name.
    const log = await readAuditLog(db(), admin, { action: "publish" }, TZ);
    expect(log.entries.filter((e) => e.summary === piece.title)).toMatchObject([
      { actorName: "Scheduler", actorId: null, ip: null, typed: false, subjectType: "article" },
    ]);
  });

  it("gives a scheduled piece without a job one at its time, and a creative piece its own key", async () => {
    const [poem] = await db()
      .insert(creativePieces)
      .values({
        title: "Restored poem",
        type: "poetry",
        author: "Poet",
        content: "<p>Verse</p>",
        imageUrl: "/uploads/roof.webp",
        status: "scheduled",
        publishedAt: null,
        scheduledFor: new Date(Date.now() - 1000),
      })
      .returning();
    await ensurePublishJobs(db());
    await ensurePublishJobs(db());
    const job = await openJob(db(), publishKey("creative", poem!.id));
    expect(job?.payload).toEqual({ kind: "creative", id: poem!.id });
    const claimed = (await claimDue(db(), 50)).filter((j) => j.key === publishKey("creative", poem!.id));
    expect(claimed).toHaveLength(1);
    expect(await db().transaction((tx) => publishDue(tx, claimed[0]!.payload))).toBe(true);
    const [stored] = await db().select().from(creativePieces).where(eq(creativePieces.id, poem!.id));
    expect(stored?.status).toBe("published");
  });

  it("lists the scheduled publications whose last attempt failed", async () => {
    const piece = await draft(db(), { title: "Failing schedule" });
    await schedulePiece(
      db(),
      admin,
      "article",
      { id: piece.id, baseVersion: 1, at: inZone(HOUR) },
      { timeZone: TZ },
    );
    await db().execute(
      sql`update jobs set last_error = 'the check failed', attempts = 10 where key = ${publishKey("article", piece.id)}`,
    );
    const problems = await listScheduleProblems(db(), admin);
    expect(problems.find((p) => p.id === piece.id)).toMatchObject({
      kind: "article",
      title: "Failing schedule",
      lastError: "the check failed",
      failed: true,
    });
    await expect(listScheduleProblems(db(), actor("reader"))).rejects.toMatchObject({ status: 403 });
  });
});
