import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { EntryHistory, LiveEntryView, LiveView, StaffEntry } from "#shared/live.ts";
import type { Db } from "../../db/client.ts";
import { auditEvents, liveEntries } from "../../db/schema.ts";
import { assertMayOpen } from "../content/access.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { findPiece } from "../content/piece-lookup.ts";
import { findLiveBlog, type LiveBlogRow } from "./blogs.ts";
import type { EntryRow } from "./entries.ts";

/** How many entries a page shows at most: a day's coverage several times over. */
export const ENTRIES_SHOWN = 300;

const entryView = (entry: EntryRow): LiveEntryView => ({
  id: entry.id,
  at: entry.createdAt.toISOString(),
  author: entry.authorName,
  html: entry.body,
  pinned: entry.pinned,
  correction: entry.correctedAt ? entry.note : null,
});

const blogView = (blog: LiveBlogRow, entries: EntryRow[]): LiveView => ({
  articleId: blog.articleId,
  live: blog.endedAt === null,
  oldestFirst: blog.oldestFirst,
  startedAt: blog.startedAt.toISOString(),
  endedAt: blog.endedAt?.toISOString() ?? null,
  updatedAt: blog.updatedAt.toISOString(),
  entries: entries.map(entryView),
});

/** What readers see of article `articleId`'s live blog: its published entries, pinned first, then in
 * the blog's order; null when the article is not one. */
export async function readerLive(db: Db, articleId: string): Promise<LiveView | null> {
  const blog = await findLiveBlog(db, articleId);
  if (!blog) return null;
  const entries = await db
    .select()
    .from(liveEntries)
    .where(and(eq(liveEntries.articleId, articleId), eq(liveEntries.state, "published")))
    .orderBy(
      desc(liveEntries.pinned),
      blog.oldestFirst ? asc(liveEntries.createdAt) : desc(liveEntries.createdAt),
      desc(liveEntries.id),
    )
    .limit(ENTRIES_SHOWN);
  return blogView(blog, entries);
}

export type StaffLive = { article: { id: string; title: string; slug: string; status: string } } & {
  blog: LiveBlogRow | null;
  entries: StaffEntry[];
};

/** The live blog as its staff page shows it: every entry (waiting, deleted), newest first, each with its
 * history. Whoever may open the article may open it. */
export async function staffLive(
  db: Db,
  actor: SessionUser | null | undefined,
  articleId: unknown,
): Promise<StaffLive> {
  const article = await findPiece(db, "article", articleId);
  assertMayOpenLive(actor, article);
  const blog = await findLiveBlog(db, article.id);
  const rows = blog
    ? await db
        .select()
        .from(liveEntries)
        .where(eq(liveEntries.articleId, article.id))
        .orderBy(desc(liveEntries.createdAt), desc(liveEntries.id))
        .limit(ENTRIES_SHOWN)
    : [];
  const history = await historyOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    article: { id: article.id, title: article.title, slug: article.slug ?? "", status: article.status },
    blog,
    entries: rows.map((row) => ({
      ...entryView(row),
      source: row.body,
      state: row.state,
      authorId: row.authorId,
      note: row.note,
      history: history.get(row.id) ?? [],
    })),
  };
}

/** Every writer posts on a live blog, whoever created its article; others open the article's own way. */
function assertMayOpenLive(actor: SessionUser | null | undefined, article: { createdBy?: string | null }) {
  if (actor && actor.role === "contributor") return;
  assertMayOpen(actor, article);
}

/** Each entry's changes, oldest first, from the audit log. */
async function historyOf(db: Db, ids: string[]): Promise<Map<string, EntryHistory[]>> {
  const found = new Map<string, EntryHistory[]>();
  if (!ids.length) return found;
  const rows = await db
    .select({
      id: auditEvents.subjectId,
      at: auditEvents.at,
      by: auditEvents.actorName,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, "live"),
        eq(auditEvents.subjectType, "live-entry"),
        inArray(auditEvents.subjectId, ids),
      ),
    )
    .orderBy(asc(auditEvents.at), sql`${auditEvents.id}`);
  for (const row of rows) {
    const list = found.get(row.id!) ?? [];
    const details = row.details ?? {};
    list.push({
      at: row.at.toISOString(),
      by: row.by,
      change: String(details.change ?? ""),
      note: typeof details.note === "string" ? details.note : null,
    });
    found.set(row.id!, list);
  }
  return found;
}
