import type { Status } from "#shared/lifecycle.ts";
import type { Db } from "../../db/client.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import type { AuditAction } from "../audit/actions.ts";
import { writePiece, type Writer, type Written } from "./door.ts";
import type { Fields } from "./fields.ts";
import type { KindName } from "./kinds.ts";
import { enqueuePublish } from "./schedule.ts";

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
  /** The audit log's entry (the editor's Publish and Submit), when the start is one it records. */
  audit?: AuditAction | null;
};

/**
 * A piece's first row, through the one door (./door.ts) for every way a piece comes to be (the
 * editor's first save, an import from another site, the seeds and the test factories): the row with a
 * free slug, its bylines (`fields.authors`), the images it shows, its first revision, its audit entry
 * and, when scheduled, its publish job. Run inside the caller's transaction.
 */
export async function insertPiece(
  tx: Db,
  writer: Writer | SessionUser,
  name: Exclude<KindName, "page">,
  fields: Fields,
  start: Start,
): Promise<Written> {
  const live = start.status === "published";
  const written = await writePiece(tx, writer, {
    op: "create",
    name,
    needs: live ? "publish" : "write",
    set: {
      ...fields,
      status: start.status,
      publishedAt: start.publishedAt,
      firstPublishedAt: start.publishedAt,
      scheduledFor: start.scheduledFor,
      createdAt: start.createdAt,
      updatedAt: start.updatedAt,
    },
    revision: { reason: start.reason, at: start.at, auto: start.auto },
    audit: start.audit ? { action: start.audit } : null,
    visible: live,
  });
  if (start.scheduledFor) await enqueuePublish(tx, name, written.row.id, start.scheduledFor);
  return written;
}
