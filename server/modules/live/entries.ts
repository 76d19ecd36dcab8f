import { and, eq } from "drizzle-orm";
import { correctionForm, deletionForm, entryForm, entryRef, LIVE_TEXTS } from "#shared/live.ts";
import type { PageChange } from "#shared/page-change.ts";
import type { Db } from "../../db/client.ts";
import { liveBlogs, liveEntries } from "../../db/schema.ts";
import { assertCan, can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Conflict, Forbidden, NotFound } from "../errors.ts";
import { findPiece } from "../content/piece-lookup.ts";
import { writerName } from "../content/revisions.ts";
import { validate } from "../validate.ts";
import { auditLive, findLiveBlog, livePages } from "./blogs.ts";
import { entryHtml } from "./entry-html.ts";

/**
 * A live blog's entries (issue 42, decision 0081): each a row of its own, so that staff posting at
 * once add rows and never write over each other. Every writer posts; a contributor's entry waits for
 * an editor while the blog asks for approval. A writer corrects or deletes their own entries, an
 * editor anyone's, with a note the history keeps (the audit log, with the text before); editors pin
 * and approve.
 */

type Actor = SessionUser | null | undefined;
export type EntryRow = typeof liveEntries.$inferSelect;
export type EntryAnswer = { entry: EntryRow; pages: PageChange | null };

/** The blog of `articleId` locked against an end while the entry is written; refused once it ended. */
async function openBlog(tx: Db, articleId: unknown) {
  const article = await findPiece(tx, "article", articleId);
  const blog = await findLiveBlog(tx, article.id, "update");
  if (!blog) throw new NotFound(LIVE_TEXTS.notLive);
  return { article, blog };
}

/** Readers see a change now: the blog's last update moves (its feed item, its page's time). */
const touched = (tx: Db, articleId: string) =>
  tx.update(liveBlogs).set({ updatedAt: new Date() }).where(eq(liveBlogs.articleId, articleId));

/** Posts an entry on a live blog that has not ended. */
export async function postEntry(
  db: Db,
  actor: Actor,
  articleId: unknown,
  input: unknown,
): Promise<EntryAnswer> {
  assertCan(actor, "write");
  const form = validate(entryForm, input);
  const body = entryHtml(form.body);
  return db.transaction(async (tx) => {
    const { article, blog } = await openBlog(tx, articleId);
    if (blog.endedAt) throw new Conflict(LIVE_TEXTS.ended);
    const held = blog.needsApproval && !can(actor.role, "publish");
    const [entry] = await tx
      .insert(liveEntries)
      .values({
        articleId: article.id,
        authorId: actor.id,
        authorName: writerName(actor),
        body,
        state: held ? "pending" : "published",
      })
      .returning();
    if (!held) await touched(tx, article.id);
    await auditLive(tx, actor, { type: "live-entry", id: entry!.id }, article.title, {
      change: held ? "posted for approval" : "posted",
    });
    return { entry: entry!, pages: held ? null : livePages(article, "page") };
  });
}

/** The entry `input.entryId` of the blog `articleId`, locked, with its blog and article. */
async function entryOf(tx: Db, articleId: unknown, entryId: string) {
  const { article, blog } = await openBlog(tx, articleId);
  const [entry] = await tx
    .select()
    .from(liveEntries)
    .where(and(eq(liveEntries.id, entryId), eq(liveEntries.articleId, article.id)))
    .for("update");
  if (!entry) throw new NotFound(LIVE_TEXTS.entryMissing);
  return { article, blog, entry };
}

/** A writer changes their own entries; an editor anyone's. */
function assertMayChange(actor: SessionUser, entry: EntryRow) {
  if (entry.authorId !== actor.id && !can(actor.role, "editAny"))
    throw new Forbidden(LIVE_TEXTS.notYourEntry);
  if (entry.state === "deleted") throw new Conflict(LIVE_TEXTS.deleted);
}

type Change = Partial<Pick<EntryRow, "body" | "pinned" | "state" | "note" | "correctedAt">>;

async function changeEntry(
  tx: Db,
  actor: SessionUser,
  found: Awaited<ReturnType<typeof entryOf>>,
  set: Change,
  details: Record<string, unknown>,
): Promise<EntryAnswer> {
  const { article, entry } = found;
  const [changed] = await tx.update(liveEntries).set(set).where(eq(liveEntries.id, entry.id)).returning();
  const seen = entry.state === "published" || changed!.state === "published";
  if (seen) await touched(tx, article.id);
  await auditLive(tx, actor, { type: "live-entry", id: entry.id }, article.title, details);
  return { entry: changed!, pages: seen ? livePages(article, "page") : null };
}

/** Corrects an entry's text, with a note readers see beside it; the text before stays in the history. */
export async function correctEntry(
  db: Db,
  actor: Actor,
  articleId: unknown,
  input: unknown,
): Promise<EntryAnswer> {
  assertCan(actor, "write");
  const form = validate(correctionForm, input);
  const body = entryHtml(form.body);
  return db.transaction(async (tx) => {
    const found = await entryOf(tx, articleId, form.entryId);
    assertMayChange(actor, found.entry);
    return changeEntry(
      tx,
      actor,
      found,
      { body, note: form.note, correctedAt: new Date() },
      { change: "corrected", note: form.note, before: found.entry.body },
    );
  });
}

/** Deletes an entry for readers; the row, its text and the note stay for the history. */
export async function deleteEntry(
  db: Db,
  actor: Actor,
  articleId: unknown,
  input: unknown,
): Promise<EntryAnswer> {
  assertCan(actor, "write");
  const form = validate(deletionForm, input);
  return db.transaction(async (tx) => {
    const found = await entryOf(tx, articleId, form.entryId);
    assertMayChange(actor, found.entry);
    return changeEntry(
      tx,
      actor,
      found,
      { state: "deleted", note: form.note, pinned: false },
      { change: "deleted", note: form.note, before: found.entry.body },
    );
  });
}

/** Pins an entry at the top of the blog, or unpins it (editors). */
export async function pinEntry(db: Db, actor: Actor, articleId: unknown, input: unknown, pinned: boolean) {
  assertCan(actor, "publish");
  const { entryId } = validate(entryRef, input);
  return db.transaction(async (tx) => {
    const found = await entryOf(tx, articleId, entryId);
    if (found.entry.state === "deleted") throw new Conflict(LIVE_TEXTS.deleted);
    return changeEntry(tx, actor, found, { pinned }, { change: pinned ? "pinned" : "unpinned" });
  });
}

/** Publishes a contributor's entry that waited for approval (editors). */
export async function approveEntry(db: Db, actor: Actor, articleId: unknown, input: unknown) {
  assertCan(actor, "publish");
  const { entryId } = validate(entryRef, input);
  return db.transaction(async (tx) => {
    const found = await entryOf(tx, articleId, entryId);
    if (found.entry.state !== "pending") throw new Conflict(LIVE_TEXTS.notPending);
    if (found.blog.endedAt) throw new Conflict(LIVE_TEXTS.ended);
    return changeEntry(tx, actor, found, { state: "published" }, { change: "approved" });
  });
}
