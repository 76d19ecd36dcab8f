import { asc, eq, inArray } from "drizzle-orm";
import { PRINT_TEXTS as T } from "#shared/print.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { z } from "#shared/zod.ts";
import type { Db } from "../../db/client.ts";
import { articles, media, mediaFiles, printEditionRevisions, users } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { NotFound } from "../errors.ts";
import { formValue } from "../validate.ts";
import { editionById, writeEdition } from "./editions.ts";

type Actor = SessionUser | null | undefined;

/** A revision's snapshot as writeEdition keeps it (./editions.ts snapshotOf). */
const snapshot = z.object({
  volume: z.number().int(),
  number: z.number().int(),
  issuedOn: z.string(),
  title: z.string(),
  pdfFileId: z.string(),
  coverMediaId: z.string().nullable(),
  pieces: z.array(z.object({ articleId: z.string(), page: z.number().int() })),
});
type Snapshot = z.infer<typeof snapshot>;

const FORMER_STAFF = "Someone no longer on staff";
const dateOf = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");

/** An edition's revisions, oldest first, each numbered (version 1 is the first save). */
async function revisionsOf(db: Db, editionId: string) {
  const rows = await db
    .select({
      id: printEditionRevisions.id,
      fields: printEditionRevisions.fields,
      reason: printEditionRevisions.reason,
      createdAt: printEditionRevisions.createdAt,
      userName: users.name,
    })
    .from(printEditionRevisions)
    .leftJoin(users, eq(users.id, printEditionRevisions.editedBy))
    .where(eq(printEditionRevisions.editionId, editionId))
    .orderBy(asc(printEditionRevisions.createdAt), asc(printEditionRevisions.id));
  return rows.map((row, i) => ({
    ...row,
    version: i + 1,
    userName: row.userName ?? FORMER_STAFF,
    reason: row.reason ?? (i === 0 ? "Added" : "Saved"),
    fields: snapshot.parse(row.fields),
  }));
}

async function editionOrGone(db: Db, id: unknown) {
  const edition = typeof id === "string" ? await editionById(db, id) : null;
  if (!edition) throw new NotFound(T.notFound);
  return edition;
}

/**
 * An edition's History (decision 0079), for editors: every revision of its metadata, newest first, with
 * who kept it, when and why, and what it held as a reader of the portal reads it: the PDF by its name,
 * the cover by its address, each piece by its title (one deleted since: 'A deleted piece').
 */
export async function editionHistory(db: Db, storage: Storage, actor: Actor, id: unknown) {
  assertCan(actor, "printEditions");
  const edition = await editionOrGone(db, id);
  const revisions = await revisionsOf(db, edition.id);
  const all = (pick: (s: Snapshot) => (string | null)[]) => [
    ...new Set(revisions.flatMap((r) => pick(r.fields)).filter((v): v is string => v !== null && isUuid(v))),
  ];
  const pdfIds = all((s) => [s.pdfFileId]);
  const coverIds = all((s) => [s.coverMediaId]);
  const articleIds = all((s) => s.pieces.map((p) => p.articleId));
  const [pdfs, covers, titles] = await Promise.all([
    pdfIds.length
      ? db
          .select({ id: mediaFiles.id, name: mediaFiles.originalName })
          .from(mediaFiles)
          .where(inArray(mediaFiles.id, pdfIds))
      : [],
    coverIds.length
      ? db.select({ id: media.id, key: media.storageKey }).from(media).where(inArray(media.id, coverIds))
      : [],
    articleIds.length
      ? db
          .select({ id: articles.id, title: articles.title })
          .from(articles)
          .where(inArray(articles.id, articleIds))
      : [],
  ]);
  const pdfName = new Map(pdfs.map((p) => [p.id, p.name ?? "edition.pdf"]));
  const coverUrl = new Map(covers.map((c) => [c.id, storage.url(c.key)]));
  const title = new Map(titles.map((a) => [a.id, a.title]));
  return revisions.reverse().map(({ fields, ...r }) => ({
    ...r,
    fields: {
      volume: fields.volume,
      number: fields.number,
      date: fields.issuedOn,
      title: fields.title,
      pdf: pdfName.get(fields.pdfFileId) ?? "A PDF no longer stored",
      cover: (fields.coverMediaId && coverUrl.get(fields.coverMediaId)) || null,
      pieces: [...fields.pieces]
        .sort((a, b) => a.page - b.page)
        .map((p) => ({ page: p.page, title: title.get(p.articleId) ?? "A deleted piece" })),
    },
  }));
}

export type EditionRevision = Awaited<ReturnType<typeof editionHistory>>[number];

/**
 * Restores an edition's earlier revision (decision 0079), for editors: its volume and number, date,
 * title, PDF, cover and table of contents become the edition's again, through the edition's one door
 * (writeEdition: checked as a save, a new revision 'Restored version N (…)', the audit log's
 * 'restore'). Its state (draft, scheduled, published) is not metadata, and stays. A piece deleted
 * since cannot come back and is left out; a cover image deleted since gives way to the current one.
 */
export async function restoreEditionRevision(db: Db, actor: Actor, input: unknown) {
  assertCan(actor, "printEditions");
  const edition = await editionOrGone(db, formValue(input, "id"));
  const revisionId = formValue(input, "revisionId");
  const revision = (await revisionsOf(db, edition.id)).find((r) => r.id === revisionId);
  if (!revision) throw new NotFound(T.revisionGone);
  const { fields } = revision;
  const ids = fields.pieces.map((p) => p.articleId).filter(isUuid);
  const still = new Set(
    ids.length
      ? (await db.select({ id: articles.id }).from(articles).where(inArray(articles.id, ids))).map(
          (a) => a.id,
        )
      : [],
  );
  const cover =
    fields.coverMediaId && isUuid(fields.coverMediaId)
      ? await db.select({ id: media.id }).from(media).where(eq(media.id, fields.coverMediaId))
      : [];
  return writeEdition(
    db,
    actor,
    edition,
    {
      volume: fields.volume,
      number: fields.number,
      date: fields.issuedOn,
      title: fields.title,
      pdfFileId: fields.pdfFileId,
      coverMediaId: cover[0]?.id ?? edition.coverMediaId,
      pieces: fields.pieces.filter((p) => still.has(p.articleId)),
    },
    {
      reason: `Restored version ${revision.version} (${revision.userName}, ${dateOf(revision.createdAt)} UTC)`,
      audit: { action: "restore", details: { version: revision.version } },
    },
  );
}
