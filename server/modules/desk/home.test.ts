import { expect, it } from "vitest";
import { makeArticle, makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import {
  articles,
  assignmentPeople,
  assignments,
  comments,
  creativePieces,
  jobs,
  newsletterDeliveries,
  newsletterIssues,
  pieceViews,
  revisions,
  staffInvitations,
} from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { BACKUP_STATUS_KEY } from "../backups/backup-job.ts";
import { setSetting } from "../settings/store.ts";
import { loadHome, waitingForReview } from "./home.ts";

const ZONE = "Asia/Kolkata";
// 10:00 on December 6 in Kolkata.
const NOW = new Date("2026-12-06T04:30:00Z");
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
let n = 0;

/** A staff account as the portal's guards hand it to the domain. */
async function staff(db: Db, role: "contributor" | "editor" | "admin" | "adviser"): Promise<SessionUser> {
  const user = await makeUser(db, { role, name: `Home ${role} ${++n}` });
  return { id: user.id, email: user.email, name: user.name, username: user.username, role };
}

/** A piece of either kind, by status, created by `by`. */
async function piece(
  db: Db,
  by: string | null,
  status: "draft" | "review" | "scheduled" | "published",
  extra: { reviewNote?: string; at?: Date; creative?: boolean; title?: string } = {},
) {
  const title = extra.title ?? `Home piece ${++n}`;
  const at = extra.at ?? hoursFromNow(-n);
  const life = {
    status,
    createdBy: by,
    reviewNote: extra.reviewNote ?? null,
    publishedAt: status === "published" ? at : null,
    scheduledFor: status === "scheduled" ? at : null,
    updatedAt: at,
  };
  const [row] = extra.creative
    ? await db
        .insert(creativePieces)
        .values({ title, type: "poetry", author: "A. Poet", content: "<p>Rain</p>", ...life })
        .returning({ id: creativePieces.id })
    : await db
        .insert(articles)
        .values({
          title,
          slug: `home-${n}`,
          excerpt: "",
          content: "<p>Body</p>",
          category: "Politics",
          author: "Reporter",
          ...life,
        })
        .returning({ id: articles.id });
  return { id: row!.id, title };
}

async function assignment(
  db: Db,
  headline: string,
  draftDue: Date | null,
  people: string[],
  status = "assigned",
) {
  const [row] = await db
    .insert(assignments)
    .values({ headline, category: "Politics", draftDue, status: status as "assigned" })
    .returning({ id: assignments.id });
  for (const userId of people)
    await db.insert(assignmentPeople).values({ assignmentId: row!.id, userId, role: "writer" });
  return row!.id;
}

describeEachEngine("the home screen of a writer", ({ db }) => {
  it("shows a contributor their assignments, returned pieces with the note, reviews, drafts and week's reads, and nobody else's", async () => {
    const me = await staff(db(), "contributor");
    const other = await staff(db(), "contributor");
    const late = await assignment(db(), "Council budget", hoursFromNow(-2), [me.id]);
    const soon = await assignment(db(), "Rain follow-up", hoursFromNow(30), [me.id, other.id]);
    await assignment(db(), "Someone else's story", hoursFromNow(1), [other.id]);
    await assignment(db(), "Done story", hoursFromNow(-50), [me.id], "published");
    const draft = await piece(db(), me.id, "draft");
    const returned = await piece(db(), me.id, "draft", { reviewNote: "Check the figures.", creative: true });
    const inReview = await piece(db(), me.id, "review");
    const published = await piece(db(), me.id, "published", { at: hoursFromNow(-30) });
    await piece(db(), me.id, "published", { at: hoursFromNow(-24 * 9) });
    await db()
      .insert(pieceViews)
      .values([
        { pieceId: published.id, kind: "article", day: "2026-12-05", views: 7 },
        { pieceId: published.id, kind: "article", day: "2026-12-06", views: 5 },
        { pieceId: published.id, kind: "article", day: "2026-11-20", views: 100 },
      ]);
    const othersDraft = await piece(db(), other.id, "draft");
    await piece(db(), other.id, "review");

    const home = await loadHome(db(), me, ZONE, NOW);
    expect(Object.keys(home).sort()).toEqual(["today", "writer"]);
    const w = home.writer!;
    expect(w.assignments.rows.map((a) => [a.id, a.overdue])).toEqual([
      [late, true],
      [soon, false],
    ]);
    expect(w.returned.rows).toMatchObject([
      { id: returned.id, kind: "creative", reviewNote: "Check the figures." },
    ]);
    expect(w.inReview.rows.map((p) => p.id)).toEqual([inReview.id]);
    expect(w.drafts.rows.map((p) => p.id)).toEqual([draft.id]);
    expect(w.published.rows).toMatchObject([{ id: published.id, views: 12 }]);
    expect(JSON.stringify(home)).not.toContain(othersDraft.title);
  });

  it("bounds each list to ten rows and says there are more", async () => {
    const me = await staff(db(), "contributor");
    for (let i = 0; i < 12; i++) await piece(db(), me.id, "draft");
    const { writer } = await loadHome(db(), me, ZONE, NOW);
    expect([writer!.drafts.rows.length, writer!.drafts.more]).toEqual([10, true]);
  });
});

// A database of its own: the writer's pieces above would be in the desk's lists.
describeEachEngine("the home screen of the desk", ({ db }) => {
  it("shows an editor what waits for review oldest first with its count, what is due or overdue, today's schedule, comments and the most read", async () => {
    const editor = await staff(db(), "editor");
    const writer = await staff(db(), "contributor");
    const newer = await piece(db(), writer.id, "review", { at: hoursFromNow(-1) });
    const older = await piece(db(), writer.id, "review", { at: hoursFromNow(-20), creative: true });
    const overdue = await assignment(db(), "Overdue story", hoursFromNow(-3), [writer.id]);
    const dueToday = await assignment(db(), "Due tonight", hoursFromNow(8), [writer.id]);
    await assignment(db(), "Due tomorrow", hoursFromNow(20), [writer.id]);
    await assignment(db(), "Already in", hoursFromNow(-5), [writer.id], "review");
    const today = await piece(db(), null, "scheduled", { at: hoursFromNow(3) });
    await piece(db(), null, "scheduled", { at: hoursFromNow(24) });
    const read = await makeArticle(db(), { title: "Read this week" });
    await db().insert(pieceViews).values({ pieceId: read.id, kind: "article", day: "2026-12-06", views: 9 });
    const reader = await makeUser(db());
    const on = { articleId: read.id, userId: reader.id, authorName: "Reader", authorEmail: "r@example.org" };
    await db()
      .insert(comments)
      .values([
        { ...on, content: "Held one", isApproved: false, heldReason: "links" },
        { ...on, content: "Reported one", reportCount: 2 },
      ]);

    const home = await loadHome(db(), editor, ZONE, NOW);
    expect(Object.keys(home).sort()).toEqual(["desk", "today"]);
    const d = home.desk!;
    expect([d.waiting.count, d.waiting.rows.map((p) => p.id)]).toEqual([2, [older.id, newer.id]]);
    expect(d.due.rows.map((a) => [a.id, a.overdue, a.people])).toEqual([
      [overdue, true, writer.name],
      [dueToday, false, writer.name],
    ]);
    expect([d.due.count, d.due.overdue]).toEqual([2, 1]);
    expect(d.scheduled.rows.map((p) => p.id)).toEqual([today.id]);
    expect(d.comments).toMatchObject({ held: 1, reported: 1, rows: [{ content: "Held one" }] });
    expect(d.mostRead).toEqual([{ id: read.id, kind: "article", title: "Read this week", views: 9 }]);
    expect(await waitingForReview(db(), editor)).toBe(2);
  });

  it("orders what waits by when it was submitted, not by its last edit", async () => {
    const editor = await staff(db(), "editor");
    const edited = await piece(db(), null, "review", { at: hoursFromNow(-1) });
    await db()
      .insert(revisions)
      .values({
        articleId: edited.id,
        version: 1,
        fields: {},
        reason: "Submitted for review",
        userName: "Writer",
        createdAt: hoursFromNow(-40),
      });
    const { waiting } = (await loadHome(db(), editor, ZONE, NOW)).desk!;
    expect(waiting.rows[0]!.id).toBe(edited.id);
  });

  it("shows the adviser the desk to read, without comments to moderate or the admin's parts", async () => {
    const home = await loadHome(db(), await staff(db(), "adviser"), ZONE, NOW);
    expect(Object.keys(home).sort()).toEqual(["desk", "today"]);
    expect(home.desk!.waiting.count).toBe(3);
    expect([home.desk!.comments, home.desk!.mostRead?.length]).toEqual([undefined, 1]);
  });

  it("shows an admin the editor's view and the queue's problems, the last backup and pending invitations", async () => {
    const admin = await staff(db(), "admin");
    await db()
      .insert(jobs)
      .values({
        name: "mail",
        key: `home-failed-${++n}`,
        payload: { to: "ana@example.org", subject: "Your piece was returned" },
        runAt: NOW,
        attempts: 8,
        lastError: "Connection refused",
      });
    const [issue] = await db().insert(newsletterIssues).values({ subject: "Weekly" }).returning();
    await db().insert(newsletterDeliveries).values({
      issueId: issue!.id,
      subscriptionId: crypto.randomUUID(),
      email: "reader@example.org",
      status: "uncertain",
    });
    await setSetting(db(), BACKUP_STATUS_KEY, {
      ok: true,
      at: NOW.toISOString(),
      name: "b.tar.gz",
      size: 2048,
    });
    await db()
      .insert(staffInvitations)
      .values({
        email: "new@example.org",
        name: "New Writer",
        role: "contributor",
        tokenHash: `home-${++n}`,
        expiresAt: hoursFromNow(48),
      });

    const home = await loadHome(db(), admin, ZONE, NOW);
    expect(Object.keys(home).sort()).toEqual(["admin", "desk", "today"]);
    const a = home.admin!;
    expect(a.failed!.rows).toMatchObject([
      { what: "Mail to ana@example.org: Your piece was returned", reason: "Connection refused" },
    ]);
    expect(a.uncertain).toBe(1);
    expect(a.backup).toMatchObject({ ok: true, size: "2 kB" });
    expect(a.invitations!.rows).toMatchObject([{ name: "New Writer", role: "contributor", expired: false }]);
  });

  it("refuses a reader and gives a contributor no review figure", async () => {
    const reader = await makeUser(db());
    const asReader = {
      id: reader.id,
      email: reader.email,
      name: null,
      username: null,
      role: "reader" as const,
    };
    await expect(loadHome(db(), asReader, ZONE, NOW)).rejects.toMatchObject({ status: 403 });
    await expect(loadHome(db(), null, ZONE, NOW)).rejects.toMatchObject({ status: 401 });
    expect(await waitingForReview(db(), await staff(db(), "contributor"))).toBeNull();
  });
});
