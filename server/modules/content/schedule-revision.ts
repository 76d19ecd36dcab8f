import type { Db } from "../../db/client.ts";
import { articles, creativePieces, revisions } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";

export type Table = typeof articles | typeof creativePieces;
type Row = Table["$inferSelect"];

/** Who a revision written by the queue names: no account. */
export const SCHEDULER = { id: null, name: "Scheduler" } as const;

/** Columns of a row that are not its editorial fields. */
const NOT_FIELDS = new Set([
  "id",
  "version",
  "pending",
  "pendingVersion",
  "createdAt",
  "updatedAt",
  "publishedAt",
  "firstPublishedAt",
  "scheduledFor",
  "noindex",
]);

/** The revision a change of schedule leaves in a piece's history: its fields as they now are. */
export async function recordScheduleRevision(
  tx: Db,
  stored: "article" | "creative",
  row: Row,
  reason: string,
  by: SessionUser | typeof SCHEDULER,
): Promise<void> {
  const fields = Object.fromEntries(Object.entries(row).filter(([key]) => !NOT_FIELDS.has(key)));
  await tx.insert(revisions).values({
    ...(stored === "article" ? { articleId: row.id } : { creativePieceId: row.id }),
    version: row.version,
    fields,
    reason,
    userId: by.id,
    userName: ("username" in by ? (by.name ?? by.username ?? by.email) : by.name) ?? "Staff",
  });
}
