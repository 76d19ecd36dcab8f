import { and, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "#shared/constants.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { isStatus } from "#shared/lifecycle.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { NotFound } from "../errors.ts";
import { countRows, escapeLike, pageOf, usesTrigrams, type Page } from "./count.ts";
import { KINDS, type AdminRow, type Editable, type ListKindName } from "./kinds.ts";
import { assertMayOpen } from "./access.ts";
import { writePiece } from "./door.ts";
import { lockRow } from "./versions.ts";

/** The portal's operations on every kind of piece (articles, opinion pieces, creative pieces): what
 * differs between kinds is in ./kinds.ts. */

type Actor = SessionUser | null | undefined;

/** Deletes a piece (an article's comments and likes go with it). Returns what the toast may name. */
export async function deletePiece(
  db: Db,
  actor: Actor,
  name: ListKindName,
  id: unknown,
): Promise<{ id: string; title: string }> {
  assertCan(actor, "write");
  return db.transaction(async (tx) => {
    const found = await lockRow(tx, name, id);
    const { row } = await writePiece(tx, actor, {
      op: "delete",
      name,
      row: found,
      needs: "write",
      audit: { action: "delete", details: { status: found.status } },
    });
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
  const kind = KINDS[name].list;
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
  assertCan(actor, "readAll");
  const kind = KINDS[name].list;
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
