import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { FIRST_ISSUE_DAYS, issueForm } from "#shared/schemas/newsletter.ts";
import type { Db } from "../../db/client.ts";
import { newsletterDeliveries, newsletterIssues, type IssueStory } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { Conflict, NotFound } from "../errors.ts";
import { validate } from "../validate.ts";
import { announceableEditions, assertAnnounceable } from "./edition.ts";
import { defaultStories, publishedSince, storyCards, type StoryCard } from "./stories.ts";

type Actor = SessionUser | null | undefined;
export type Issue = typeof newsletterIssues.$inferSelect;
export type DeliveryCounts = { pending: number; sent: number; failed: number; total: number };

export const ISSUE_NOT_FOUND = "This newsletter issue does not exist.";
export const ISSUE_ALREADY_SENT = "This issue has been sent already: start a new one.";

/** When the last issue started sending (its stories end there), or null before the first. */
export async function lastIssueStart(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: newsletterIssues.sendStartedAt })
    .from(newsletterIssues)
    .where(inArray(newsletterIssues.status, ["sending", "sent"]))
    .orderBy(desc(newsletterIssues.sendStartedAt))
    .limit(1);
  return row?.at ?? null;
}

/** Where a new issue's stories start: when the last issue was sent, else FIRST_ISSUE_DAYS ago. */
const storiesSince = async (db: Db) =>
  (await lastIssueStart(db)) ?? new Date(Date.now() - FIRST_ISSUE_DAYS * 86_400_000);

/** The draft being composed: the newest, or a new one whose stories are the default's, the featured
 * and the most read of the pieces published since the last issue (nothing typed is lost: a draft stays
 * until it is sent). */
export async function currentDraft(db: Db, actor: Actor): Promise<Issue> {
  assertCan(actor, "newsletter");
  const [draft] = await db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, "draft"), eq(newsletterIssues.kind, "manual")))
    .orderBy(desc(newsletterIssues.updatedAt))
    .limit(1);
  if (draft) return draft;
  const stories = (await defaultStories(db, await storiesSince(db))).map(({ kind, id }) => ({ kind, id }));
  const [created] = await db.insert(newsletterIssues).values({ stories }).returning();
  return created!;
}

async function draftOf(db: Db, id: string): Promise<Issue> {
  const [issue] = await db
    .select()
    .from(newsletterIssues)
    .where(sql`${newsletterIssues.id}::text = ${id}`)
    .limit(1);
  if (!issue) throw new NotFound(ISSUE_NOT_FOUND);
  if (issue.status !== "draft") throw new Conflict(ISSUE_ALREADY_SENT);
  return issue;
}

/** The compose form as sent: stories as `kind:id` lines in their order, the edition's id or "". */
export function readIssueForm(form: Record<string, string>, stories: string[]) {
  return { subject: form.subject ?? "", introHtml: form.introHtml ?? "", stories, editionId: form.editionId };
}

/** Saves a draft's subject, introduction (sanitized like a piece's body), stories and the print edition
 * it announces (a published one). */
export async function saveDraft(db: Db, actor: Actor, id: string, input: unknown): Promise<Issue> {
  assertCan(actor, "newsletter");
  const form = validate(issueForm, input);
  await draftOf(db, id);
  await assertAnnounceable(db, form.editionId);
  const stories: IssueStory[] = [...new Set(form.stories)].map((s) => {
    const [kind, storyId] = s.split(":") as ["article" | "creative", string];
    return { kind, id: storyId };
  });
  const [saved] = await db
    .update(newsletterIssues)
    .set({
      subject: form.subject,
      introHtml: sanitizeContent(form.introHtml),
      stories,
      editionId: form.editionId,
      updatedAt: new Date(),
    })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
    .returning();
  if (!saved) throw new Conflict(ISSUE_ALREADY_SENT);
  return saved;
}

/** A draft with its stories as cards, what else could be added (published since the last issue), and
 * the print editions it could announce. */
export async function draftView(db: Db, actor: Actor, issue: Issue) {
  assertCan(actor, "newsletter");
  const since = await storiesSince(db);
  const [stories, recent, editions] = await Promise.all([
    storyCards(db, issue.stories),
    publishedSince(db, since),
    announceableEditions(db),
  ]);
  const chosen = new Set(stories.map((s) => `${s.kind}:${s.id}`));
  return {
    stories,
    addable: recent.filter((s) => !chosen.has(`${s.kind}:${s.id}`)) as StoryCard[],
    editions,
  };
}

/** Each issue's deliveries by state. */
export async function deliveryCounts(db: Db, ids: string[]): Promise<Map<string, DeliveryCounts>> {
  const counts = new Map<string, DeliveryCounts>(
    ids.map((id) => [id, { pending: 0, sent: 0, failed: 0, total: 0 }]),
  );
  if (!ids.length) return counts;
  const rows = await db
    .select({
      issueId: newsletterDeliveries.issueId,
      status: newsletterDeliveries.status,
      n: sql<number>`count(*)::int`,
    })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.issueId, ids))
    .groupBy(newsletterDeliveries.issueId, newsletterDeliveries.status);
  for (const row of rows) {
    const c = counts.get(row.issueId)!;
    const key = row.status === "sent" ? "sent" : row.status === "failed" ? "failed" : "pending";
    c[key] += row.n;
    c.total += row.n;
  }
  return counts;
}

/** Issues sent or being sent, newest first, with their counts (the portal's list). */
export async function pastIssues(db: Db, actor: Actor, limit = 20) {
  assertCan(actor, "newsletter");
  const issues = await db
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      status: newsletterIssues.status,
      kind: newsletterIssues.kind,
      sendStartedAt: newsletterIssues.sendStartedAt,
      sentAt: newsletterIssues.sentAt,
    })
    .from(newsletterIssues)
    .where(inArray(newsletterIssues.status, ["sending", "sent"]))
    .orderBy(desc(newsletterIssues.sendStartedAt))
    .limit(limit);
  const counts = await deliveryCounts(
    db,
    issues.map((i) => i.id),
  );
  return issues.map((i) => ({ ...i, counts: counts.get(i.id)! }));
}

export { draftOf };
