import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { editionLabel, frontPageAlt, PRINT_TEXTS as T } from "#shared/print.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { editionForm } from "#shared/schemas/print.ts";
import type { Db } from "../../db/client.ts";
import {
  articles,
  media,
  mediaFiles,
  printEditionPieces,
  printEditionRevisions,
  printEditions,
} from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import type { AuditAction } from "../audit/actions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Conflict, Invalid, NotFound } from "../errors.ts";
import { mediaWithKeys, storageKeysIn } from "../media/uses.ts";
import { validate } from "../validate.ts";

type Actor = SessionUser | null | undefined;
export type Edition = typeof printEditions.$inferSelect;

const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });

/** The PDF an edition names: a stored media file of kind pdf, with its page count. */
async function pdfOf(db: Db, id: string) {
  const [pdf] = await db
    .select({ id: mediaFiles.id, pageCount: mediaFiles.pageCount, cover: mediaFiles.posterMediaId })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, id), eq(mediaFiles.kind, "pdf")));
  if (!pdf) throw invalid("pdfFileId", T.pdfMissing);
  return pdf;
}

type Line = { articleId: string; page: number };

/**
 * What an edition is written with: the portal form's fields, or an earlier revision's (a restore).
 * `coverMediaId` null takes the PDF's first page.
 */
export type EditionValues = {
  volume: number;
  number: number;
  date: string;
  title: string;
  pdfFileId: string;
  coverMediaId: string | null;
  pieces: Line[];
};

/** The pieces, checked: each once, each an existing article, each page within the PDF. */
async function checkPieces(db: Db, pieces: Line[], pageCount: number | null) {
  const ids = pieces.map((p) => p.articleId);
  if (new Set(ids).size !== ids.length) throw invalid("pieces", T.pieceTwice);
  for (const { page } of pieces)
    if (pageCount !== null && page > pageCount) throw invalid("pieces", T.pageOutOfRange(page, pageCount));
  if (ids.length === 0) return;
  const found = await db.select({ id: articles.id }).from(articles).where(inArray(articles.id, ids));
  if (found.length !== ids.length) throw invalid("pieces", T.pieceMissing);
}

/** The library image of the cover's address (the PDF's first page, or one the editor chose). */
async function coverOf(db: Db, url: string): Promise<string> {
  const [id] = await mediaWithKeys(db, storageKeysIn([url]));
  if (!id) throw invalid("cover", T.coverMissing);
  return id;
}

async function checkFree(db: Db, values: EditionValues, exceptId: string | null) {
  const same = and(eq(printEditions.volume, values.volume), eq(printEditions.number, values.number));
  const [taken] = await db
    .select({ id: printEditions.id })
    .from(printEditions)
    .where(exceptId ? and(same, ne(printEditions.id, exceptId)) : same);
  if (taken)
    throw new Conflict(T.taken(values.volume, values.number), {
      number: T.taken(values.volume, values.number),
    });
}

/** What a revision keeps: the metadata and the table of contents as saved. */
const snapshotOf = (row: Edition, pieces: Line[]) => ({
  volume: row.volume,
  number: row.number,
  issuedOn: row.issuedOn,
  title: row.title,
  pdfFileId: row.pdfFileId,
  coverMediaId: row.coverMediaId,
  status: row.status,
  pieces,
});

/**
 * Adds an edition (no `id`) or changes one (decision 0079), for editors: its volume and number (one
 * edition each), date, title, PDF, cover (the one made from the PDF's first page unless another is
 * chosen) and its table of contents, through writeEdition.
 */
export async function saveEdition(db: Db, actor: Actor, input: unknown): Promise<Edition> {
  assertCan(actor, "printEditions");
  const raw = (input as { id?: unknown } | null)?.id;
  const id = raw === undefined || raw === "" ? null : raw;
  if (id !== null && !isUuid(id)) throw new NotFound(T.notFound);
  const form = validate(editionForm, input);
  const current = id ? await editionById(db, id) : null;
  if (id && !current) throw new NotFound(T.notFound);
  const values = { ...form, coverMediaId: form.cover ? await coverOf(db, form.cover) : null };
  return writeEdition(db, actor, current, values, {
    reason: current ? "Saved" : "Added",
    audit: { action: "print", details: { change: current ? "changed" : "added" } },
  });
}

/**
 * The one door of the edition tables (decision 0079): every change of an edition's metadata and table
 * of contents, a save or a restore, is written here. Everything is checked before anything is written
 * (the PDF, the cover, the number free, the pieces); the pieces are replaced as a whole, a revision is
 * kept with its reason, and the change is in the audit log.
 */
export async function writeEdition(
  db: Db,
  actor: SessionUser,
  current: Edition | null,
  values: EditionValues,
  change: { reason: string; audit: { action: AuditAction; details: Record<string, unknown> } },
): Promise<Edition> {
  const pdf = await pdfOf(db, values.pdfFileId);
  const coverMediaId = values.coverMediaId ?? pdf.cover;
  if (!coverMediaId) throw invalid("cover", T.noCover);
  await checkFree(db, values, current?.id ?? null);
  await checkPieces(db, values.pieces, pdf.pageCount);
  const columns = {
    volume: values.volume,
    number: values.number,
    issuedOn: values.date,
    title: values.title,
    pdfFileId: pdf.id,
    coverMediaId,
  };
  try {
    return await db.transaction(async (tx) => {
      const [row] = current
        ? await tx
            .update(printEditions)
            .set({ ...columns, updatedAt: new Date() })
            .where(eq(printEditions.id, current.id))
            .returning()
        : await tx.insert(printEditions).values(columns).returning();
      // The cover made from the PDF came without alt text: the library offers it as the pages describe it.
      await tx
        .update(media)
        .set({ altText: frontPageAlt(row!.title) })
        .where(and(eq(media.id, coverMediaId), isNull(media.altText)));
      await tx.delete(printEditionPieces).where(eq(printEditionPieces.editionId, row!.id));
      if (values.pieces.length)
        await tx.insert(printEditionPieces).values(values.pieces.map((p) => ({ editionId: row!.id, ...p })));
      await tx.insert(printEditionRevisions).values({
        editionId: row!.id,
        fields: snapshotOf(row!, values.pieces),
        reason: change.reason,
        editedBy: actor.id,
      });
      await recordAudit(tx, actorOf(actor), {
        action: change.audit.action,
        subject: { type: "edition", id: row!.id },
        summary: `${editionLabel(row!.volume, row!.number)}: ${row!.title}`,
        details: change.audit.details,
      });
      return row!;
    });
  } catch (error) {
    // Two editors adding the same number at once: the unique index decides.
    if (/print_editions_volume_number_idx/.test(String((error as { cause?: unknown }).cause ?? error)))
      throw new Conflict(T.taken(values.volume, values.number), {
        number: T.taken(values.volume, values.number),
      });
    throw error;
  }
}

export async function editionById(db: Db, id: string): Promise<Edition | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(printEditions).where(eq(printEditions.id, id));
  return row ?? null;
}

/** Deletes an edition (its table of contents and revisions go with it; the PDF stays a media file). */
export async function deleteEdition(db: Db, actor: Actor, id: unknown): Promise<Edition> {
  assertCan(actor, "printEditions");
  if (!isUuid(id)) throw new NotFound(T.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(printEditions).where(eq(printEditions.id, id)).returning();
    if (!row) throw new NotFound(T.notFound);
    await recordAudit(tx, actorOf(actor), {
      action: "print",
      subject: { type: "edition", id },
      summary: `${editionLabel(row.volume, row.number)}: ${row.title}`,
      details: { change: "deleted" },
    });
    return row;
  });
}
