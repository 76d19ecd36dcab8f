import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import type { AuditAction } from "../audit/actions.ts";
import { Invalid } from "../errors.ts";
import { writePiece, type Written } from "./door.ts";
import type { PieceValues } from "./fields.ts";
import { PAGE_ALWAYS_PUBLISHED, type KindName } from "./kinds.ts";
import { baseVersionOf, lockRow, refuseOlder, savedOf, type Saved } from "./versions.ts";
import { formValue } from "../validate.ts";

export const NOT_SCHEDULED = "This piece is not scheduled.";
export const NOT_PUBLISHED = "Only a published piece can be unpublished";

/** Unpublish and unschedule (issue 37): one status change that takes a piece back from where it stands
 * (published, or scheduled) to where it is no one's to read, as its next version. */
const WITHDRAWALS = {
  published: {
    set: { status: "unpublished", publishedAt: null },
    reason: "Unpublished",
    audit: "unpublish",
    refused: NOT_PUBLISHED,
    visible: true,
  },
  scheduled: {
    set: { status: "draft", scheduledFor: null },
    reason: "Schedule cancelled",
    audit: "unschedule",
    refused: NOT_SCHEDULED,
    visible: false,
  },
} satisfies Record<
  string,
  { set: PieceValues; reason: string; audit: AuditAction; refused: string; visible: boolean }
>;

/** Takes the piece `input` names (its id and the version it was read at) out of `from`. `also` runs
 * in the same transaction (the schedule's job is cancelled with it). */
export async function withdrawPiece(
  db: Db,
  actor: SessionUser | null | undefined,
  name: KindName,
  input: unknown,
  from: keyof typeof WITHDRAWALS,
  { now = new Date(), also }: { now?: Date; also?: (tx: Db, id: string) => Promise<unknown> } = {},
): Promise<Written> {
  assertCan(actor, "publish");
  if (name === "page") throw new Invalid(PAGE_ALWAYS_PUBLISHED);
  const withdrawal = WITHDRAWALS[from];
  const baseVersion = baseVersionOf(input);
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, name, formValue(input, "id"));
    await refuseOlder(tx, name, row, baseVersion);
    if (row.status !== from) throw new Invalid(withdrawal.refused);
    const written = await writePiece(tx, actor, {
      op: "update",
      name,
      row,
      needs: "publish",
      owner: "any",
      set: { ...withdrawal.set, updatedAt: now },
      revision: { reason: withdrawal.reason, at: now },
      audit: { action: withdrawal.audit },
      visible: withdrawal.visible,
    });
    await also?.(tx, row.id);
    return written;
  });
}

/** Takes a published piece off every public page, without deleting it; Publish brings it back. */
export async function unpublishPiece(
  db: Db,
  actor: SessionUser | null | undefined,
  name: KindName,
  input: unknown,
  now = new Date(),
): Promise<Saved> {
  const { row, pages } = await withdrawPiece(db, actor, name, input, "published", { now });
  return savedOf(row, now, pages);
}
