import { and, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "#shared/constants.ts";
import { MISSING_FOR_PUBLISH, missingForPublish } from "#shared/schemas/article.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { isStatus } from "#shared/lifecycle.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { NotFound } from "../errors.ts";
import { formText, missingFields } from "../validate.ts";
import { countRows, escapeLike, pageOf, usesTrigrams, type Page } from "./count.ts";
import { KINDS, type AdminRow, type ContentKind, type Editable, type ListKindName } from "./kinds.ts";
import { assertMayDelete, assertMayEdit, assertMayOpen, auditPiece } from "./access.ts";
import { sanitizeContent } from "./sanitize.ts";
import { savePiece } from "./editing.ts";
import { bylineChoices, resolveBylines, setBylines } from "../people/bylines.ts";
import { pieceFields } from "./fields.ts";
import { pieceRef, recordRevision } from "./revisions.ts";
import { writeRecorded } from "./write.ts";

/** The portal's operations on every kind of piece (articles, opinion pieces, creative pieces): what
 * differs between kinds is in ./kinds.ts. */

type Actor = SessionUser | null | undefined;

/** The posted form's sanitized content, once every field `missing` asks for is there (`toast` names
 * those that are not). */
function requiredContent(
  input: unknown,
  missing: (fields: Record<"title" | "content" | "author" | "excerpt" | "imageUrl", string>) => string[],
  toast: { title: string; message: string },
): string {
  const content = sanitizeContent(formText(input, "content"));
  const absent = missing({
    title: formText(input, "title"),
    content,
    author: formText(input, "author"),
    excerpt: formText(input, "excerpt"),
    imageUrl: formText(input, "imageUrl"),
  });
  if (absent.length) throw missingFields(absent, toast);
  return content;
}

/** Create New Article, Create Opinion Piece and Create Creative Piece (SPEC.md §2, §5): title,
 * content, author and image required, excerpt generated when empty, published now: the editor's
 * Publish (./editing.ts) on a piece that has no id yet. An opinion piece is always in Opinion; a
 * creative piece is poetry unless the form says otherwise, and has no tags. */
export async function publishPiece<K extends ListKindName>(
  db: Db,
  actor: Actor,
  name: K,
  input: unknown,
  now = new Date(),
): Promise<Editable[K]> {
  assertCan(actor, "publish");
  requiredContent(input, missingForPublish, MISSING_FOR_PUBLISH);
  const { id: _ignored, ...form } = (input ?? {}) as Record<string, unknown>;
  const saved = await savePiece(db, actor, name, form, "publish", now);
  return getPieceForEdit(db, actor, name, saved.id);
}

/** The piece's owner and status, for the role checks (./access.ts); null when there is none. */
async function ownerOf(db: Db, kind: ContentKind, id: unknown) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: kind.table.id, createdBy: kind.table.createdBy, status: kind.table.status })
    .from(kind.table)
    .where(eq(kind.table.id, id))
    .limit(1);
  return row ?? null;
}

/** Edit Article and Edit Creative Piece (SPEC.md §2, §5), as a form posted without the editor page
 * sends it: the kind's required fields (an article's excerpt among them; a piece's empty summary is
 * generated again); the piece must exist and the update must change a row. The slug, tags and
 * publication time stay. Like every save it makes a new version, written to History, so that an editor
 * page open on the older one is told rather than writing over it. */
export async function updatePiece<K extends ListKindName>(
  db: Db,
  actor: Actor,
  name: K,
  input: unknown,
  now = new Date(),
): Promise<Editable[K]> {
  assertCan(actor, "write");
  const kind = KINDS[name];
  const content = requiredContent(input, kind.missingForUpdate, kind.missingForUpdateToast);
  const { id, changes } = kind.updated(input, content, now);
  const found = await ownerOf(db, kind, id);
  if (!found) throw new NotFound(kind.notFound);
  assertMayEdit(actor, found);
  const update = async (tx: Db) => {
    // The byline's people, as every save writes them (decision 0042).
    const bylines = await resolveBylines(tx, bylineChoices(input));
    const [row] = await tx
      .update(kind.table)
      .set({ ...changes, author: bylines.text, version: sql`${kind.table.version} + 1` })
      .where(eq(kind.table.id, id))
      .returning();
    if (!row) return undefined;
    await setBylines(
      tx,
      pieceRef(name, row.id),
      bylines.people.map((p) => p.id),
    );
    await recordRevision(tx, pieceRef(name, row.id), {
      version: row.version,
      fields: { ...pieceFields(name, row), authors: bylines.people },
      reason: "Updated",
      actor,
      at: now,
    });
    if (row.status === "published") await auditPiece(tx, actor, "update", name, row);
    const [edited] = await tx.select(kind.editColumns).from(kind.table).where(eq(kind.table.id, row.id));
    return edited;
  };
  return (await writeRecorded(db, kind.mediaUser, update, kind.notUpdated)) as Editable[K];
}

/** Deletes a piece (an article's comments and likes go with it). Returns what the toast may name. */
export async function deletePiece(
  db: Db,
  actor: Actor,
  name: ListKindName,
  id: unknown,
): Promise<{ id: string; title: string }> {
  assertCan(actor, "write");
  const kind = KINDS[name];
  const found = await ownerOf(db, kind, id);
  if (!found) throw new NotFound(kind.notFound);
  assertMayDelete(actor, found);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(kind.table)
      .where(eq(kind.table.id, found.id))
      .returning({ id: kind.table.id, title: kind.table.title, status: kind.table.status });
    if (!row) throw new NotFound(kind.notDeleted);
    await auditPiece(tx, actor, "delete", name, row, { status: row.status });
    return { id: row.id, title: row.title };
  });
}

/** One piece with everything its Edit dialog shows. */
export async function getPieceForEdit<K extends ListKindName>(
  db: Db,
  actor: Actor,
  name: K,
  id: unknown,
): Promise<Editable[K]> {
  assertCan(actor, "write");
  const kind = KINDS[name];
  if (!isUuid(id)) throw new NotFound(kind.notFound);
  const [row] = await db
    .select({ ...kind.editColumns, createdBy: kind.table.createdBy })
    .from(kind.table)
    .where(eq(kind.table.id, id))
    .limit(1);
  if (!row) throw new NotFound(kind.notFound);
  const { createdBy, ...editable } = row;
  assertMayOpen(actor, { createdBy });
  return editable as Editable[K];
}

/** Manage Articles and Manage Creative Pieces (SPEC.md §2, §5): newest first (an article's drafts, with
 * no publication time, at the top); `q` a case-insensitive substring of title or author, or of the
 * name of a category or type (an indexed `in (...)` rather than a scan); `category` an exact match;
 * `status` one of STATUSES (anything else is ignored); pages of 20. Without a search or a status, the
 * count is migration 0007's; a search's or a status's stops a little past the asked page. */
export async function listPiecesForAdmin<K extends ListKindName>(
  db: Db,
  actor: Actor,
  name: K,
  query: { q?: string; category?: string; status?: string; page?: number | string },
): Promise<Page<AdminRow[K]>> {
  assertCan(actor, "editAny");
  const kind = KINDS[name];
  const { q, page, within } = kind.listQuery(query);
  const { table } = kind;
  const conditions: SQL[] = [];
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const classes = kind.classesMatching(q);
    conditions.push(
      or(
        ilike(table.title, pattern),
        ilike(table.author, pattern),
        ...(classes.length ? [inArray(kind.classColumn, classes)] : []),
      )!,
    );
  }
  if (within) conditions.push(eq(kind.classColumn, within));
  const status = isStatus(query.status) ? query.status : undefined;
  if (status) conditions.push(eq(table.status, status));
  const where = conditions.length ? and(...conditions) : undefined;
  return pageOf(
    page,
    ADMIN_PAGE_SIZE,
    (cap) =>
      q || status
        ? countRows(db, table, where, { cap, trigrams: q ? usesTrigrams(q) : false })
        : kind.countAll(db, within),
    async (offset) =>
      (await db
        .select(kind.rowColumns)
        .from(table)
        .where(where)
        .orderBy(...kind.newestFirst)
        .limit(ADMIN_PAGE_SIZE)
        .offset(offset)) as AdminRow[K][],
  );
}
