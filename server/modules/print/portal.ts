import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  articles,
  media,
  mediaFiles,
  printEditionPieces,
  printEditionRevisions,
  printEditions,
  users,
} from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";

type Actor = SessionUser | null | undefined;

/** The pieces an edition's table of contents may name: the newest articles, of any status (an
 * edition's story may still be a draft on the web), newest first. */
const CHOICES = 500;

/** Print in the portal (decision 0079): every edition, newest first, with its cover and PDF; the
 * pieces to choose from; editors only. */
export async function portalEditions(db: Db, storage: Storage, actor: Actor) {
  assertCan(actor, "printEditions");
  const rows = await db
    .select({
      edition: printEditions,
      pdfKey: mediaFiles.storageKey,
      pdfName: mediaFiles.originalName,
      pageCount: mediaFiles.pageCount,
      coverKey: media.storageKey,
    })
    .from(printEditions)
    .innerJoin(mediaFiles, eq(mediaFiles.id, printEditions.pdfFileId))
    .leftJoin(media, eq(media.id, printEditions.coverMediaId))
    .orderBy(desc(printEditions.issuedOn), desc(printEditions.volume), desc(printEditions.number));
  const ids = rows.map((r) => r.edition.id);
  const pieces = ids.length
    ? await db
        .select()
        .from(printEditionPieces)
        .where(inArray(printEditionPieces.editionId, ids))
        .orderBy(asc(printEditionPieces.page))
    : [];
  // Who saved each edition last; every version is in its History (revisions.ts).
  const lastSaves = ids.length
    ? await db
        .selectDistinctOn([printEditionRevisions.editionId], {
          editionId: printEditionRevisions.editionId,
          at: printEditionRevisions.createdAt,
          by: users.name,
        })
        .from(printEditionRevisions)
        .leftJoin(users, eq(users.id, printEditionRevisions.editedBy))
        .where(inArray(printEditionRevisions.editionId, ids))
        .orderBy(printEditionRevisions.editionId, desc(printEditionRevisions.createdAt))
    : [];
  const choices = await db
    .select({ id: articles.id, title: articles.title, status: articles.status })
    .from(articles)
    .orderBy(desc(articles.createdAt))
    .limit(CHOICES);
  const missing = [...new Set(pieces.map((p) => p.articleId))].filter(
    (id) => !choices.some((c) => c.id === id),
  );
  if (missing.length)
    choices.push(
      ...(await db
        .select({ id: articles.id, title: articles.title, status: articles.status })
        .from(articles)
        .where(inArray(articles.id, missing))),
    );
  return {
    editions: rows.map(({ edition, pdfKey, pdfName, pageCount, coverKey }) => ({
      ...edition,
      pdf: { id: edition.pdfFileId, url: storage.url(pdfKey), name: pdfName ?? "edition.pdf", pageCount },
      coverUrl: coverKey ? storage.url(coverKey) : null,
      pieces: pieces
        .filter((p) => p.editionId === edition.id)
        .map((p) => ({ articleId: p.articleId, page: p.page })),
      lastSaved: lastSave(lastSaves.find((r) => r.editionId === edition.id)),
    })),
    choices,
  };
}

function lastSave(row: { at: Date; by: string | null } | undefined) {
  return row ? { at: row.at, by: row.by ?? "Someone no longer on staff" } : null;
}
