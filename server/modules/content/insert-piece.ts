import { eq } from "drizzle-orm";
import type { Status } from "#shared/lifecycle.ts";
import type { Db } from "../../db/client.ts";
import type { PieceFields } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { insertArticle, slugBase } from "../articles/write.ts";
import { recordMediaUses } from "../media/uses.ts";
import { setBylines } from "../people/bylines.ts";
import { EDITED, type KindName } from "./kinds.ts";
import { pieceRef, recordRevision, writerName } from "./revisions.ts";
import { enqueuePublish } from "./schedule.ts";
import { editorView, withAuthors, type Row } from "./versions.ts";

/** Where a new piece starts its life: its status and dates, and the reason its first revision gives. */
export type Start = {
  status: Status;
  publishedAt: Date | null;
  /** Set exactly when the status is 'scheduled': its publish job is queued with the row. */
  scheduledFor: Date | null;
  createdAt: Date;
  updatedAt: Date;
  reason: string;
  /** When the revision is written ('now'), which an import's older dates are not. */
  at: Date;
  auto?: boolean;
};

/**
 * A piece's first row, written once for every way a piece comes to be (the editor's first save, an
 * import from another site): the row with a free slug, its bylines (`fields.authors`), the images it
 * shows, its first revision and, when scheduled, its publish job. Run inside the caller's transaction.
 */
export async function insertPiece(
  tx: Db,
  actor: SessionUser,
  name: Exclude<KindName, "page">,
  fields: PieceFields,
  start: Start,
): Promise<Row> {
  const { authors, ...columns } = fields;
  const values = {
    ...columns,
    status: start.status,
    createdBy: actor.id,
    publishedAt: start.publishedAt,
    firstPublishedAt: start.publishedAt,
    scheduledFor: start.scheduledFor,
    createdAt: start.createdAt,
    updatedAt: start.updatedAt,
    savedBy: writerName(actor),
  };
  const kind = EDITED[name];
  const row = (name === "creative"
    ? (
        await tx
          .insert(kind.table)
          .values(values as never)
          .returning()
      )[0]
    : await insertArticle(
        tx,
        slugBase(fields.slug as string, fields.title as string),
        values as never,
      )) as unknown as Row;
  const [full] = (await tx.select().from(kind.table).where(eq(kind.table.id, row.id))) as unknown as Row[];
  const ref = pieceRef(name, full!.id);
  await setBylines(
    tx,
    ref,
    ((authors ?? []) as { id: string }[]).map((p) => p.id),
  );
  await withAuthors(tx, name, full!);
  await recordMediaUses(tx, ref, [full!.imageUrl, full!.content]);
  await recordRevision(tx, ref, {
    version: full!.version,
    fields: editorView(name, full!),
    reason: start.reason,
    actor,
    at: start.at,
    auto: start.auto,
  });
  if (start.scheduledFor) await enqueuePublish(tx, name, full!.id, start.scheduledFor);
  return full!;
}
