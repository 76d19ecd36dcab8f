import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { member } from "../../../tests/helpers/staff.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { notificationPreferences, notifications, users } from "../../db/schema.ts";
import { listOpen } from "../jobs/queue.ts";
import {
  editorsFor,
  notify,
  NOTIFICATION_MAIL_JOB,
  notificationMailKey,
  type NotifyEvent,
} from "./notify.ts";

const event = (userIds: string[], eventKey = `submitted:article:${crypto.randomUUID()}:2`): NotifyEvent => ({
  kind: "submitted",
  eventKey,
  userIds,
  title: "Submitted for review: School board vote",
  body: "Submitted by Asha.",
  link: "/admin/dashboard/articles/1",
});

describeEachEngine("notify", ({ db }) => {
  const rowsOf = (userId: string) =>
    db().select().from(notifications).where(eq(notifications.userId, userId));

  it("adds one inbox row a person and queues its mail in the caller's transaction; a repeated event adds nothing", async () => {
    const [a, b] = [await member(db(), "editor"), await member(db(), "contributor")];
    const told = event([a.id, b.id, a.id]);
    expect(await db().transaction((tx) => notify(tx, told))).toBe(2);
    expect(await notify(db(), told)).toBe(0);
    const [row] = await rowsOf(a.id);
    expect(row).toMatchObject({ kind: "submitted", title: told.title, body: told.body, link: told.link });
    expect(row!.mailState).toBe("queued");
    const jobs = await listOpen(db(), { name: NOTIFICATION_MAIL_JOB });
    expect(jobs.filter((job) => job.key === notificationMailKey(row!.id))).toHaveLength(1);
    expect(await rowsOf(b.id)).toHaveLength(1);
  });

  it("tells a deactivated person and a reader nothing", async () => {
    const gone = await member(db(), "editor");
    await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    const reader = await member(db(), "reader");
    expect(await notify(db(), event([gone.id, reader.id]))).toBe(0);
    expect(await rowsOf(gone.id)).toHaveLength(0);
    expect(await rowsOf(reader.id)).toHaveLength(0);
  });

  it("follows each person's choice for the kind: the digest and the portal only queue no mail", async () => {
    const [digest, portal, other] = [
      await member(db(), "editor"),
      await member(db(), "editor"),
      await member(db(), "editor"),
    ];
    await db()
      .insert(notificationPreferences)
      .values([
        { userId: digest.id, kind: "submitted", delivery: "digest" },
        { userId: portal.id, kind: "submitted", delivery: "portal" },
        // Another kind's choice does not count for this one.
        { userId: other.id, kind: "published", delivery: "portal" },
      ]);
    await notify(db(), event([digest.id, portal.id, other.id]));
    const state = async (id: string) => (await rowsOf(id))[0]!.mailState;
    expect([await state(digest.id), await state(portal.id), await state(other.id)]).toEqual([
      "digest",
      "none",
      "queued",
    ]);
    const queued = await db().execute(
      sql`select count(*)::int as n from jobs where name = ${NOTIFICATION_MAIL_JOB} and payload->>'id' in (
        select id::text from notifications where user_id in (${digest.id}, ${portal.id}))`,
    );
    expect((queued as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("names the active editors and admins as the recipients of a submission", async () => {
    const editor = await member(db(), "editor");
    const admin = await member(db(), "admin");
    const writer = await member(db(), "contributor");
    const gone = await member(db(), "editor");
    await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    const editors = await editorsFor(db(), "politics");
    expect(editors).toEqual(expect.arrayContaining([editor.id, admin.id]));
    expect(editors).not.toContain(writer.id);
    expect(editors).not.toContain(gone.id);
  });
});
