import type { Status } from "#shared/lifecycle.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import type { PieceFields } from "../../db/schema.ts";
import type { PageChange } from "#shared/page-change.ts";
import { selectRow } from "./door-rows.ts";
import { Invalid, NotFound } from "../errors.ts";
import { formValue } from "../validate.ts";
import { bylinePeople } from "../people/bylines.ts";
import { sportTagsOf } from "../sports/piece-tags.ts";
import { EditConflict } from "./conflict.ts";
import { fieldsOf, pieceFields, type Fields } from "./fields.ts";
import { KINDS, type KindName } from "./kinds.ts";
import { pieceRef, writerOf, type HistoryRef, type PieceRef } from "./revisions.ts";

// A piece's versions (issue 25, decision 0036): the row as the editor and the history read it, locked
// for a change; a change from an older version refused; and every change written as the next version
// with its revision. The editor's saves (editing.ts) and every other change (unpublish, restore,
// schedule, a correction, a takedown) are written by the one door (./door.ts).

export type Saved = {
  id: string;
  version: number;
  status: Status;
  title: string;
  slug: string | null;
  savedAt: Date;
  /** Edits saved that readers do not see yet (a published or scheduled piece's, until Update). */
  hasPending: boolean;
  /** What readers see changed. */
  publicChange: boolean;
  /** The public pages it drops, which the portal's answer applies (decision 0059). */
  pages: PageChange | null;
  /** The editor's note when they returned it from review ('Needs changes: …'). */
  reviewNote: string | null;
};

/** A row as the editor and the history read it: any kind's table row (./fields.ts), its life's columns
 * always there. */
export type Row = Fields & {
  id: string;
  version: number;
  status: Status;
  title: string;
  content: string;
  firstPublishedAt: Date | null;
  scheduledFor: Date | null;
  publishedAt: Date | null;
  noindex: boolean;
  pending: PieceFields | null;
  pendingVersion: number | null;
  updatedAt: Date;
  createdBy: string | null;
  savedBy: string | null;
  reviewNote: string | null;
};

export function baseVersionOf(input: unknown): number {
  const raw = formValue(input, "baseVersion");
  const n = typeof raw === "number" ? raw : Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Invalid("The editor did not say which version it started from");
  return n;
}

export async function lockRow(tx: Db, name: KindName, id: unknown): Promise<Row> {
  const kind = KINDS[name];
  if (!isUuid(id)) throw new NotFound(kind.notFound);
  const row = await selectRow(tx, name, id, true);
  if (!row) throw new NotFound(kind.notFound);
  return withLinked(tx, name, row);
}

/** The row with what is linked to it, as the editor and the revisions hold them: its people
 * (`authors`) and an article's teams and games (`sports`, decision 0078). */
export async function withLinked<R extends { id: string }>(tx: Db, name: KindName, row: R): Promise<R> {
  if (name === "page") return row;
  const authors = await bylinePeople(tx, pieceRef(name, row.id));
  if (name === "creative") return Object.assign(row, { authors });
  return Object.assign(row, { authors, sports: await sportTagsOf(tx, row.id) });
}

/** The people of the byline and the media a piece uses: a static page has neither (decision 0047). */
export const ofPiece = (ref: HistoryRef): ref is PieceRef => !("staticPageId" in ref);

/** The piece as its editor shows it: its pending edits over the row. */
export function editorView(name: KindName, row: Row): Fields {
  return { ...pieceFields(name, row), ...fieldsOf(row.pending) };
}

export async function refuseOlder(tx: Db, name: KindName, row: Row, baseVersion: number): Promise<void> {
  if (row.version === baseVersion) return;
  throw new EditConflict({
    version: row.version,
    fields: editorView(name, row),
    savedBy: row.savedBy ?? (await writerOf(tx, pieceRef(name, row.id), row.version)),
    savedAt: row.updatedAt,
  });
}

export function savedOf(row: Row, now: Date, pages: PageChange | null): Saved {
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    title: row.title,
    slug: row.slug ?? null,
    savedAt: now,
    hasPending: row.pending !== null,
    publicChange: pages !== null,
    pages,
    reviewNote: row.reviewNote ?? null,
  };
}
