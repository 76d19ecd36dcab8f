import { eq, sql } from "drizzle-orm";
import type { Status } from "#shared/lifecycle.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import type { PieceFields } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid, NotFound } from "../errors.ts";
import { bylinePeople, setBylines } from "../people/bylines.ts";
import { EditConflict } from "./conflict.ts";
import { pieceFields } from "./fields.ts";
import { EDITED, type KindName } from "./kinds.ts";
import {
  pieceRef,
  recordRevision,
  writerName,
  writerOf,
  type HistoryRef,
  type PieceRef,
} from "./revisions.ts";

// A piece's versions (issue 25, decision 0036): the row as the editor and the history read it, locked
// for a change; a change from an older version refused; and every change written as the next version
// with its revision. The editor's saves (editing.ts) and every other change (unpublish, restore,
// schedule, a correction, a takedown) go through here.

export type Saved = {
  id: string;
  version: number;
  status: Status;
  title: string;
  slug: string | null;
  savedAt: Date;
  /** Edits saved that readers do not see yet (a published or scheduled piece's, until Update). */
  hasPending: boolean;
  /** What readers see changed: the route drops the cached pages. */
  publicChange: boolean;
  /** The editor's note when they returned it from review ('Needs changes: …'). */
  reviewNote: string | null;
};

/** A row as the editor and the history read it. */
export type Row = Record<string, unknown> & {
  id: string;
  version: number;
  status: Status;
  slug?: string;
  title: string;
  firstPublishedAt: Date | null;
  pending: PieceFields | null;
  pendingVersion: number | null;
  updatedAt: Date;
  imageUrl: string | null;
  content: string;
  createdBy: string | null;
  reviewNote: string | null;
};

export function baseVersionOf(input: unknown): number {
  const raw = (input as Record<string, unknown> | null)?.baseVersion;
  const n = typeof raw === "number" ? raw : Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Invalid("The editor did not say which version it started from");
  return n;
}

export async function lockRow(tx: Db, name: KindName, id: unknown): Promise<Row> {
  const kind = EDITED[name];
  if (!isUuid(id)) throw new NotFound(kind.notFound);
  const [row] = await tx.select().from(kind.table).where(eq(kind.table.id, id)).for("update").limit(1);
  if (!row) throw new NotFound(kind.notFound);
  return withAuthors(tx, name, row as unknown as Row);
}

/** The row with its people (`authors`), as the editor and the revisions hold them. */
export async function withAuthors<R extends { id: string }>(tx: Db, name: KindName, row: R): Promise<R> {
  if (name === "page") return row;
  return Object.assign(row, { authors: await bylinePeople(tx, pieceRef(name, row.id)) });
}

/** The people of the byline and the media a piece uses: a static page has neither (decision 0047). */
export const ofPiece = (ref: HistoryRef): ref is PieceRef => !("staticPageId" in ref);

/** The piece as its editor shows it: its pending edits over the row. */
export function editorView(name: KindName, row: Row): PieceFields {
  return { ...pieceFields(name, row), ...(row.pending ?? {}) };
}

export async function refuseOlder(tx: Db, name: KindName, row: Row, baseVersion: number): Promise<void> {
  if (row.version === baseVersion) return;
  throw new EditConflict({
    version: row.version,
    fields: editorView(name, row),
    savedBy: (row.savedBy as string | null) ?? (await writerOf(tx, pieceRef(name, row.id), row.version)),
    savedAt: row.updatedAt,
  });
}

export function savedOf(row: Row, now: Date, publicChange: boolean): Saved {
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    title: row.title,
    slug: row.slug ?? null,
    savedAt: now,
    hasPending: row.pending !== null,
    publicChange,
    reviewNote: row.reviewNote ?? null,
  };
}

/** Writes `changes` as the piece's next version, by `actor` at `now`, with its revision: every change
 * made beside the editor's saves (unpublish, restore, schedule, a correction, a takedown) goes through
 * here, so that each is a version an open editor is told about and History lists. `row` is locked. */
export async function writeNewVersion(
  tx: Db,
  name: KindName,
  row: { id: string },
  changes: Record<string, unknown>,
  { actor, reason, now }: { actor: SessionUser; reason: string; now: Date },
): Promise<Row> {
  const { table } = EDITED[name];
  const [saved] = (await tx
    .update(table)
    .set({ ...changes, version: sql`${table.version} + 1`, savedBy: writerName(actor) } as never)
    .where(eq(table.id, row.id))
    .returning()) as unknown as Row[];
  const ref = pieceRef(name, row.id);
  if (Array.isArray(changes.authors) && ofPiece(ref))
    await setBylines(
      tx,
      ref,
      (changes.authors as { id: string }[]).map((p) => p.id),
    );
  await withAuthors(tx, name, saved!);
  await recordRevision(tx, pieceRef(name, row.id), {
    version: saved!.version,
    fields: editorView(name, saved!),
    reason,
    actor,
    at: now,
  });
  return saved!;
}
