import { sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "#shared/constants.ts";
import type { Status } from "#shared/lifecycle.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { pageOf, type Page } from "./count.ts";
import type { ListKindName as KindName } from "./kinds.ts";

/** A row of My stories. */
export type MyPiece = {
  kind: KindName;
  id: string;
  title: string;
  status: Status;
  /** The editor's note when they returned it ('Needs changes: …'). */
  reviewNote: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Both kinds' pieces created by `userId` (each read along its `*_created_by_idx`). */
const mine = (userId: string) => sql`
  select case when category = 'Opinion' then 'opinion' else 'article' end as kind, id, title, status,
    review_note, created_at, updated_at
  from articles where created_by = ${userId}
  union all
  select 'creative', id, title, status, review_note, created_at, updated_at
  from creative_pieces where created_by = ${userId}`;

type Raw = {
  kind: KindName;
  id: string;
  title: string;
  status: Status;
  review_note: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * My stories (issue 26): every piece the signed-in writer created, of every kind, newest first, 20 a
 * page, with its status and the note of a return. Any staff role has one (an editor's lists the pieces
 * they started).
 */
export async function listMyPieces(
  db: Db,
  actor: SessionUser | null | undefined,
  query: { page?: number | string } = {},
): Promise<Page<MyPiece>> {
  assertCan(actor, "write");
  const asked = Number(query.page ?? 1);
  return pageOf(
    Number.isFinite(asked) ? asked : 1,
    ADMIN_PAGE_SIZE,
    async () => {
      const result = await db.execute(sql`select count(*)::int as n from (${mine(actor.id)}) as mine`);
      return { total: Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0), more: false };
    },
    async (offset) => {
      const result = await db.execute(
        sql`${mine(actor.id)} order by created_at desc, id desc limit ${ADMIN_PAGE_SIZE} offset ${offset}`,
      );
      return rowsOf<Raw>(result).map((r) => ({
        kind: r.kind,
        id: r.id,
        title: r.title,
        status: r.status,
        reviewNote: r.review_note,
        createdAt: new Date(r.created_at),
        updatedAt: new Date(r.updated_at),
      }));
    },
    { together: false },
  );
}
