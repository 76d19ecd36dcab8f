import { eq } from "drizzle-orm";
import { isUuid } from "#shared/schemas/fields.ts";
import { LIVE_TEXTS, liveOptionsForm } from "#shared/live.ts";
import type { PageChange } from "#shared/page-change.ts";
import type { Db } from "../../db/client.ts";
import { liveBlogs } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Conflict, NotFound } from "../errors.ts";
import { findPiece } from "../content/piece-lookup.ts";
import { validate } from "../validate.ts";

/**
 * Starting, setting and ending a live blog (issue 42, decision 0081). The article stays a piece,
 * written by the one door; its live state is its live_blogs row. Editors start, set and end one.
 */

type Actor = SessionUser | null | undefined;
export type LiveBlogRow = typeof liveBlogs.$inferSelect;
export type LiveAnswer = { blog: LiveBlogRow; pages: PageChange | null };

/** The live blog of article `articleId`, locked for the transaction (`lock`: 'update' to change it,
 * 'share' to add an entry while no one ends it), or null when the article is not one. */
export async function findLiveBlog(
  db: Db,
  articleId: unknown,
  lock?: "update" | "share",
): Promise<LiveBlogRow | null> {
  if (!isUuid(articleId)) return null;
  const q = db.select().from(liveBlogs).where(eq(liveBlogs.articleId, articleId)).limit(1);
  return (lock ? await q.for(lock) : await q)[0] ?? null;
}

/** The pages a change of the live blog drops: its article's when readers see it, or, when it starts
 * or ends (the 'LIVE' label on the lists), every list; none while the article is not published. */
export function livePages(
  article: { id: string; status: string },
  scope: "page" | "lists",
): PageChange | null {
  if (article.status !== "published") return null;
  return scope === "page" ? { article: article.id } : "content";
}

export const auditLive = (
  tx: Db,
  actor: SessionUser,
  subject: { type: "article" | "live-entry"; id: string },
  summary: string,
  details: Record<string, unknown>,
) => recordAudit(tx, actorOf(actor), { action: "live", subject, summary, details });

/** Makes article `articleId` a live blog, with its options (editors). */
export async function startLiveBlog(
  db: Db,
  actor: Actor,
  articleId: unknown,
  input: unknown,
): Promise<LiveAnswer> {
  assertCan(actor, "publish");
  const options = validate(liveOptionsForm, input);
  return db.transaction(async (tx) => {
    const article = await findPiece(tx, "article", articleId, true);
    if (await findLiveBlog(tx, article.id)) throw new Conflict(LIVE_TEXTS.alreadyLive);
    const [blog] = await tx
      .insert(liveBlogs)
      .values({ articleId: article.id, ...options })
      .returning();
    await auditLive(tx, actor, { type: "article", id: article.id }, article.title, { change: "started" });
    return { blog: blog!, pages: livePages(article, "lists") };
  });
}

/** Whether contributors' entries wait for approval, the entries' order, and whether it leads the home
 * page while live (editors). */
export async function setLiveOptions(
  db: Db,
  actor: Actor,
  articleId: unknown,
  input: unknown,
): Promise<LiveAnswer> {
  assertCan(actor, "publish");
  const options = validate(liveOptionsForm, input);
  return db.transaction(async (tx) => {
    const article = await findPiece(tx, "article", articleId);
    const found = await findLiveBlog(tx, article.id, "update");
    if (!found) throw new NotFound(LIVE_TEXTS.notLive);
    const [blog] = await tx
      .update(liveBlogs)
      .set({ ...options, updatedAt: new Date() })
      .where(eq(liveBlogs.articleId, article.id))
      .returning();
    await auditLive(tx, actor, { type: "article", id: article.id }, article.title, {
      change: "options",
      ...options,
    });
    // Leading the home page, or no longer, changes the home page: every list, as a start does.
    const leads = found.leadsHome !== options.leadsHome && !found.endedAt;
    return { blog: blog!, pages: livePages(article, leads ? "lists" : "page") };
  });
}

/** Ends the live blog: the article stays, with its entries, an ordinary article (editors). */
export async function endLiveBlog(db: Db, actor: Actor, articleId: unknown): Promise<LiveAnswer> {
  assertCan(actor, "publish");
  return db.transaction(async (tx) => {
    const article = await findPiece(tx, "article", articleId);
    const found = await findLiveBlog(tx, article.id, "update");
    if (!found) throw new NotFound(LIVE_TEXTS.notLive);
    if (found.endedAt) throw new Conflict(LIVE_TEXTS.ended);
    const now = new Date();
    const [blog] = await tx
      .update(liveBlogs)
      .set({ endedAt: now, updatedAt: now })
      .where(eq(liveBlogs.articleId, article.id))
      .returning();
    await auditLive(tx, actor, { type: "article", id: article.id }, article.title, { change: "ended" });
    return { blog: blog!, pages: livePages(article, "lists") };
  });
}
