import { and, eq, gt, like, lt, ne, or, sql } from "drizzle-orm";
import type { Status } from "#shared/lifecycle.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { editorPresence, revisions, type PieceFields } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { NotFound } from "../errors.ts";
import { assertMayOpen, assertMayOpenId, assertMayReadKind } from "./access.ts";
import { selectRow } from "./door-rows.ts";
import { editorView, withLinked } from "./versions.ts";
import { KINDS, type KindName } from "./kinds.ts";
import { publicHrefOf } from "./piece-lookup.ts";
import { pieceRef, refColumn, writerName } from "./revisions.ts";

type Actor = SessionUser | null | undefined;

export type EditorState = {
  id: string;
  fields: PieceFields;
  version: number;
  status: Status;
  hasPending: boolean;
  scheduledFor: Date | null;
  firstPublishedAt: Date | null;
  publishedAt: Date | null;
  updatedAt: Date;
  noindex: boolean;
  /** Where readers find it once published. */
  publicHref: string;
  /** The editor's note when they returned it from review. */
  reviewNote: string | null;
  /** Whether the one who opens it created it (a contributor opens only their own). */
  own: boolean;
};

/** A piece as the editor opens it: its pending edits over the row, and where it stands. */
export async function loadEditor(db: Db, actor: Actor, name: KindName, id: unknown): Promise<EditorState> {
  assertMayReadKind(actor, name);
  const kind = KINDS[name];
  if (!isUuid(id)) throw new NotFound(kind.notFound);
  const found = await selectRow(db, name, id);
  if (!found) throw new NotFound(kind.notFound);
  const row = await withLinked(db, name, found);
  assertMayOpen(actor, row);
  return {
    id: row.id,
    fields: editorView(name, row),
    version: row.version,
    status: row.status,
    hasPending: row.pending !== null,
    scheduledFor: row.scheduledFor,
    firstPublishedAt: row.firstPublishedAt,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    noindex: row.noindex,
    publicHref: publicHrefOf(name, row),
    reviewNote: row.reviewNote,
    own: row.createdBy === actor.id,
  };
}

/** An editor that has not beaten for this long has closed. */
export const PRESENCE_MS = 45_000;

/** The editor's heartbeat (every 20 s or so): says this person has the piece open, and answers who
 * else has — the editor tells them, and locks no one out. */
export async function heartbeat(
  db: Db,
  actor: Actor,
  name: KindName,
  id: unknown,
  now = new Date(),
): Promise<{ userName: string; seenAt: Date }[]> {
  assertCan(actor, "write");
  await assertMayOpenId(db, actor, name, id);
  const pieceKey = `${name === "creative" || name === "page" ? name : "article"}:${id}`;
  const userName = writerName(actor);
  await db
    .insert(editorPresence)
    .values({ pieceKey, userId: actor.id, userName, seenAt: now })
    .onConflictDoUpdate({
      target: [editorPresence.pieceKey, editorPresence.userId],
      set: { seenAt: now, userName },
    });
  const since = new Date(now.getTime() - PRESENCE_MS);
  await db
    .delete(editorPresence)
    .where(and(eq(editorPresence.pieceKey, pieceKey), lt(editorPresence.seenAt, since)));
  return db
    .select({ userName: editorPresence.userName, seenAt: editorPresence.seenAt })
    .from(editorPresence)
    .where(
      and(
        eq(editorPresence.pieceKey, pieceKey),
        ne(editorPresence.userId, actor.id),
        gt(editorPresence.seenAt, since),
      ),
    );
}

/** How many corrections and takedowns the piece has had: the changes made beside the editor, from its
 * panels, after which the editor page opens the piece afresh. */
export async function changesBesideTheEditor(
  db: Db,
  actor: Actor,
  name: KindName,
  id: string,
): Promise<number> {
  assertCan(actor, "write");
  const [column, pieceId] = refColumn(pieceRef(name, id));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(revisions)
    .where(
      and(
        eq(column, pieceId),
        or(like(revisions.reason, "Correction:%"), like(revisions.reason, "Takedown:%")),
      ),
    );
  return row?.n ?? 0;
}
