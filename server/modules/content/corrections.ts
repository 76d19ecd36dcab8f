import { asc, eq } from "drizzle-orm";
import { correctionForm } from "#shared/schemas/piece-care.ts";
import type { Db } from "../../db/client.ts";
import { corrections } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid } from "../errors.ts";
import { validate } from "../validate.ts";
import type { KindName } from "./kinds.ts";
import { assertMayOpen } from "./access.ts";
import { pieceRef } from "./revisions.ts";
import { writePiece } from "./door.ts";
import { findPiece, publicHrefOf } from "./piece-lookup.ts";

type Actor = SessionUser | null | undefined;

export const CORRECTION_OF_UNPUBLISHED =
  "Only a published piece takes a correction: edit a draft, or publish the piece first.";

export type Correction = { id: string; note: string; createdAt: Date };

/** A dated correction under a published piece's headline (issue 25): plain text, 1–1000 characters. It
 * moves the piece's Updated date (and its dateModified), is a new version (an editor's save from the
 * version before is refused as a conflict rather than passing over it), and is in the piece's history
 * as 'Correction: <note>'. */
export async function addCorrection(
  db: Db,
  actor: Actor,
  name: KindName,
  id: unknown,
  note: unknown,
  now = new Date(),
): Promise<{ correction: Correction; version: number; publicHref: string }> {
  assertCan(actor, "publish");
  const form = validate(correctionForm, { note });
  return db.transaction(async (tx) => {
    const piece = await findPiece(tx, name, id, true);
    if (piece.status !== "published") throw new Invalid(CORRECTION_OF_UNPUBLISHED);
    const [correction] = await tx
      .insert(corrections)
      .values({ ...pieceRef(name, piece.id), note: form.note, createdBy: actor.id, createdAt: now })
      .returning({ id: corrections.id, note: corrections.note, createdAt: corrections.createdAt });
    const { row } = await writePiece(tx, actor, {
      op: "update",
      name,
      row: piece,
      needs: "publish",
      owner: "any",
      set: { updatedAt: now },
      revision: { reason: `Correction: ${form.note}`, at: now },
      audit: { action: "correction", details: { note: form.note } },
      visible: true,
    });
    return { correction: correction!, version: row.version, publicHref: publicHrefOf(name, row) };
  });
}

/** A piece's corrections, oldest first, as the page lists them. */
export async function listCorrections(
  db: Db,
  actor: Actor,
  name: KindName,
  id: unknown,
): Promise<Correction[]> {
  assertCan(actor, "write");
  const piece = await findPiece(db, name, id);
  assertMayOpen(actor, piece);
  const column = name === "creative" ? corrections.creativePieceId : corrections.articleId;
  return db
    .select({ id: corrections.id, note: corrections.note, createdAt: corrections.createdAt })
    .from(corrections)
    .where(eq(column, piece.id))
    .orderBy(asc(corrections.createdAt), asc(corrections.id));
}
