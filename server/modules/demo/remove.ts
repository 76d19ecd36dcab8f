import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  breakingNews,
  comments,
  demoRows,
  media,
  mediaUses,
  people,
  pieceAuthors,
  siteSettings,
  users,
} from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { writePiece } from "../content/door.ts";
import { lockRow } from "../content/versions.ts";
import { deleteStoredFiles, storedKeys } from "../media/stored-keys.ts";
import { demoRowsOf } from "./marks.ts";
import { emptyPages } from "./pages.ts";
import { describeDemoCounts, type DemoCounts } from "#shared/demo-counts.ts";

type Actor = SessionUser | null | undefined;
export type { DemoCounts };

const TABLES = [
  "articles",
  "creative_pieces",
  "comments",
  "users",
  "people",
  "breaking_news",
  "media",
  "site_settings",
  "static_pages",
] as const;

/** Of `ids`, those no row of `uses` still needs once the removed pieces are gone. */
function unused(
  ids: string[],
  uses: { id: string; articleId: string | null; creativeId: string | null }[],
  gone: Set<string>,
) {
  const needed = new Set(
    uses
      .filter((u) => !(u.articleId && gone.has(u.articleId)) && !(u.creativeId && gone.has(u.creativeId)))
      .map((u) => u.id),
  );
  return ids.filter((id) => !needed.has(id));
}

/** The ids each kind removes, from the marks (./marks.ts), worked out before anything is deleted. */
async function plan(db: Db, lock = false) {
  const marks = {} as Record<(typeof TABLES)[number], Awaited<ReturnType<typeof demoRowsOf>>>;
  for (const t of TABLES) marks[t] = await demoRowsOf(db, t, lock);
  const removedComments = new Set(marks.comments.unchanged);
  // An article stays while it has a comment the demo did not make (or a person changed): it is theirs.
  const onArticles = await whenAny(marks.articles.unchanged, () =>
    db
      .select({ id: comments.id, articleId: comments.articleId })
      .from(comments)
      .where(inArray(comments.articleId, marks.articles.unchanged)),
  );
  const commented = new Set(onArticles.filter((c) => !removedComments.has(c.id)).map((c) => c.articleId));
  const articleIds = marks.articles.unchanged.filter((id) => !commented.has(id));
  const gone = new Set([...articleIds, ...marks.creative_pieces.unchanged]);
  // A reader stays while a comment of theirs stays; a person while a byline that stays names them; an
  // upload while a piece that stays uses it.
  const byReaders = await whenAny(marks.users.unchanged, () =>
    db
      .select({ id: comments.id, userId: comments.userId })
      .from(comments)
      .where(inArray(comments.userId, marks.users.unchanged)),
  );
  const writing = new Set(byReaders.filter((c) => !removedComments.has(c.id)).map((c) => c.userId));
  const bylines = await whenAny(marks.people.unchanged, () =>
    db
      .select({
        id: pieceAuthors.personId,
        articleId: pieceAuthors.articleId,
        creativeId: pieceAuthors.creativePieceId,
      })
      .from(pieceAuthors)
      .where(inArray(pieceAuthors.personId, marks.people.unchanged)),
  );
  const uses = await whenAny(marks.media.unchanged, () =>
    db
      .select({
        id: mediaUses.mediaId,
        articleId: mediaUses.articleId,
        creativeId: mediaUses.creativePieceId,
      })
      .from(mediaUses)
      .where(inArray(mediaUses.mediaId, marks.media.unchanged)),
  );
  const ids = {
    articles: articleIds,
    creative: marks.creative_pieces.unchanged,
    comments: marks.comments.unchanged,
    readers: marks.users.unchanged.filter((id) => !writing.has(id)),
    people: unused(marks.people.unchanged, bylines, gone),
    breakingNews: marks.breaking_news.unchanged,
    uploads: unused(marks.media.unchanged, uses, gone),
    settings: marks.site_settings.unchanged,
    pages: marks.static_pages.unchanged,
  };
  const marked = TABLES.reduce((n, t) => n + marks[t].unchanged.length + marks[t].changed.length, 0);
  const removed = Object.values(ids).reduce((n, list) => n + list.length, 0);
  return { ids, kept: marked - removed, marked };
}

type Column = Parameters<typeof inArray>[0];
/** Nothing to ask for no ids (an empty `in ()` is no SQL). */
const whenAny = async <T>(ids: string[], query: () => Promise<T[]>): Promise<T[]> =>
  ids.length ? query() : [];

const countsOf = (p: Awaited<ReturnType<typeof plan>>): DemoCounts => ({
  ...(Object.fromEntries(Object.entries(p.ids).map(([k, v]) => [k, v.length])) as Omit<DemoCounts, "kept">),
  kept: p.kept,
});

/** What a removal would remove now (Settings' confirmation: all zero once it is done), or null where
 * the demo was never seeded (a publication that started empty). */
export async function demoContentSummary(db: Db, actor: Actor): Promise<DemoCounts | null> {
  assertCan(actor, "settings");
  const p = await plan(db);
  if (p.marked) return countsOf(p);
  const seeded = await db.$count(siteSettings, eq(siteSettings.key, "demo_seeded_at"));
  return seeded ? countsOf(p) : null;
}

/**
 * "Remove demo content" (decision 0068): in one transaction, deletes the demo's rows still as the
 * demo made them, and not needed by anything that stays; empties its unchanged pages; forgets every
 * mark, so that a second removal does nothing. Then the uploads' files go from the store.
 */
export async function removeDemoContent(db: Db, storage: Storage, actor: Actor): Promise<DemoCounts> {
  assertCan(actor, "settings");
  const { counts, files } = await db.transaction(async (tx) => {
    // One removal at a time; the rows it reads are locked, so an edit saved meanwhile is seen.
    await tx.execute(sql`lock table demo_rows in share row exclusive mode`);
    const p = await plan(tx, true);
    const { ids } = p;
    // Never a piece table: pieces go through the one door.
    type Other = typeof comments | typeof breakingNews | typeof users | typeof people | typeof siteSettings;
    const del = async (other: Other, column: Column, list: string[]) => {
      if (list.length) await tx.delete(other).where(inArray(column, list));
    };
    await del(comments, comments.id, ids.comments);
    // The demo's pieces go through the one door, as any deletion of a piece does.
    for (const [name, list] of [
      ["article", ids.articles],
      ["creative", ids.creative],
    ] as const)
      for (const id of list)
        await writePiece(tx, actor!, {
          op: "delete",
          name,
          needs: "write",
          row: await lockRow(tx, name, id),
        });
    await del(breakingNews, breakingNews.id, ids.breakingNews);
    await del(users, users.id, ids.readers);
    await del(people, people.id, ids.people);
    const removedMedia = ids.uploads.length
      ? await tx
          .delete(media)
          .where(inArray(media.id, ids.uploads))
          .returning({ variants: media.variants, avifVariants: media.avifVariants, preview: media.preview })
      : [];
    await del(siteSettings, siteSettings.key, ids.settings);
    await emptyPages(tx, actor!, ids.pages);
    await tx.delete(demoRows);
    const counts = countsOf(p);
    if (p.marked)
      await recordAudit(tx, actorOf(actor!), {
        action: "demo-remove",
        subject: { type: "demo" },
        summary: `Removed the demo content: ${describeDemoCounts(counts)}`,
        details: { ...counts },
      });
    return { counts, files: removedMedia.flatMap(storedKeys) };
  });
  await deleteStoredFiles(storage, files, "a demo upload");
  return counts;
}
