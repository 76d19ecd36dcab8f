import type { Db } from "../../db/client.ts";
import { writePiece, type Writer } from "./door.ts";
import { lockRow } from "./versions.ts";

/**
 * Gives a piece to another owner (`createdBy`: whose draft it is to open, edit and submit) through the
 * one door, with its revision: History says who handed it over and why. The school year's rollover
 * hands a graduate's drafts on, and its undo gives them back.
 */
export async function setPieceOwner(
  tx: Db,
  writer: Writer,
  piece: { kind: "article" | "creative"; id: string },
  createdBy: string | null,
  reason: string,
): Promise<void> {
  const row = await lockRow(tx, piece.kind, piece.id);
  await writePiece(tx, writer, {
    op: "update",
    name: piece.kind,
    needs: "editAny",
    row,
    set: { createdBy },
    owner: "any",
    revision: { reason },
    visible: false,
  });
}
