import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { isUuid } from "#shared/schemas/fields.ts";
import { REVISIONS_KEPT } from "#shared/lifecycle.ts";
import type { Db } from "../../db/client.ts";
import { revisions, type PieceFields } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { SCHEDULER } from "../audit/record.ts";
import { NotFound } from "../errors.ts";
import { assertMayOpenId } from "./access.ts";
import type { KindName } from "./kinds.ts";

/** The piece a history row belongs to (the same shape as a media use's). */
export type PieceRef = { articleId: string } | { creativePieceId: string };
/** A history row's owner: a piece, or a static page (decision 0047), which has revisions only. */
export type HistoryRef = PieceRef | { staticPageId: string };

export function pieceRef(name: Exclude<KindName, "page">, id: string): PieceRef;
export function pieceRef(name: KindName, id: string): HistoryRef;
export function pieceRef(name: KindName, id: string): HistoryRef {
  if (name === "page") return { staticPageId: id };
  return name === "creative" ? { creativePieceId: id } : { articleId: id };
}

/** The column of `ref`'s piece in a history table. */
export function refColumn(ref: HistoryRef) {
  if ("staticPageId" in ref) return [revisions.staticPageId, ref.staticPageId] as const;
  return "articleId" in ref
    ? ([revisions.articleId, ref.articleId] as const)
    : ([revisions.creativePieceId, ref.creativePieceId] as const);
}

/** Who wrote something: a person's name (their username or e-mail when they have none), or a process. */
export function writerName(actor: SessionUser | null | undefined, fallback = SCHEDULER.name): string {
  return actor ? (actor.name ?? actor.username ?? actor.email) : fallback;
}

export type RevisionSummary = {
  id: string;
  version: number;
  reason: string;
  userName: string;
  createdAt: Date;
  auto: boolean;
  /** No field differs from the revision before it: an event (a correction, a takedown, a restore of
   * the same text) rather than a change of the text. */
  unchanged: boolean;
};

/** Writes a revision of `ref` and prunes the history to REVISIONS_KEPT: autosaves' revisions go first,
 * then the oldest (decision 0036). */
export async function recordRevision(
  tx: Db,
  ref: HistoryRef,
  r: {
    version: number;
    fields: PieceFields;
    reason: string;
    actor: SessionUser | null;
    auto?: boolean;
    at?: Date;
    /** The writer's name when it is not the actor's (a version kept in history for someone else). */
    userName?: string;
  },
): Promise<void> {
  await tx.insert(revisions).values({
    ...(r.at ? { createdAt: r.at } : {}),
    ...ref,
    version: r.version,
    fields: r.fields,
    reason: r.reason,
    auto: r.auto ? 1 : 0,
    userId: r.actor?.id ?? null,
    userName: r.userName ?? writerName(r.actor),
  });
  const [column, id] = refColumn(ref);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(revisions)
    .where(eq(column, id));
  if (n <= REVISIONS_KEPT) return;
  const surplus = await tx
    .select({ id: revisions.id })
    .from(revisions)
    .where(eq(column, id))
    .orderBy(desc(revisions.auto), revisions.createdAt)
    .limit(n - REVISIONS_KEPT);
  await tx.delete(revisions).where(
    inArray(
      revisions.id,
      surplus.map((s) => s.id),
    ),
  );
}

/** The newest revision's time, to space autosaves' revisions out. */
export async function lastRevisionAt(db: Db, ref: HistoryRef): Promise<Date | null> {
  const [column, id] = refColumn(ref);
  const [row] = await db
    .select({ createdAt: revisions.createdAt })
    .from(revisions)
    .where(eq(column, id))
    .orderBy(desc(revisions.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Who wrote `version` of the piece, when the history holds it. */
export async function writerOf(db: Db, ref: HistoryRef, version: number): Promise<string | null> {
  const [column, id] = refColumn(ref);
  const [row] = await db
    .select({ userName: revisions.userName })
    .from(revisions)
    .where(and(eq(column, id), eq(revisions.version, version)))
    .orderBy(desc(revisions.createdAt))
    .limit(1);
  return row?.userName ?? null;
}

/** A piece's History: newest first, with who, when and why. */
export async function listRevisions(
  db: Db,
  actor: SessionUser | null | undefined,
  name: KindName,
  id: unknown,
): Promise<RevisionSummary[]> {
  const [column, pieceId] = refColumn(pieceRef(name, await assertMayOpenId(db, actor, name, id)));
  const rows = await db
    .select({
      id: revisions.id,
      version: revisions.version,
      reason: revisions.reason,
      userName: revisions.userName,
      createdAt: revisions.createdAt,
      auto: revisions.auto,
      unchanged: sql<boolean>`coalesce(${revisions.fields} = lag(${revisions.fields}) over (order by ${revisions.createdAt}, ${revisions.version}), false)`,
    })
    .from(revisions)
    .where(eq(column, pieceId))
    .orderBy(desc(revisions.createdAt), desc(revisions.version))
    .limit(REVISIONS_KEPT);
  return rows.map((r) => ({ ...r, auto: r.auto === 1 }));
}

/** One revision of the piece, with every field it holds. */
export async function getRevision(
  db: Db,
  actor: SessionUser | null | undefined,
  name: KindName,
  id: unknown,
  revisionId: unknown,
): Promise<Omit<RevisionSummary, "unchanged"> & { fields: PieceFields }> {
  const [column, pieceId] = refColumn(pieceRef(name, await assertMayOpenId(db, actor, name, id)));
  if (!isUuid(revisionId)) throw new NotFound("That version is not in this piece's history");
  const [row] = await db
    .select()
    .from(revisions)
    .where(and(eq(column, pieceId), eq(revisions.id, revisionId)))
    .limit(1);
  if (!row) throw new NotFound("That version is not in this piece's history");
  return {
    id: row.id,
    version: row.version,
    reason: row.reason,
    userName: row.userName,
    createdAt: row.createdAt,
    auto: row.auto === 1,
    fields: row.fields,
  };
}
