import type { PieceFields } from "../../db/schema.ts";
import { Conflict, isDomainError } from "../errors.ts";

/** The newer version a refused save met: the editor offers to show it, to keep the refused text as the
 * newest (theirs then goes to history), or to copy the refused text. */
export type TheirVersion = {
  version: number;
  fields: PieceFields;
  /** Who wrote it, when the history says. */
  savedBy: string | null;
  savedAt: Date;
};

export const EDIT_CONFLICT_MESSAGE =
  "Someone saved a newer version of this piece (in another tab or on another device). Nothing was overwritten.";

/** A save based on an older version than the piece's: refused, never written over the newer one. */
export class EditConflict extends Conflict {
  constructor(readonly theirs: TheirVersion) {
    super(EDIT_CONFLICT_MESSAGE);
  }
}

/** By shape, not class identity (the React Router bundle holds its own copy of this module). */
export function isEditConflict(error: unknown): error is EditConflict {
  return isDomainError(error) && error.status === 409 && "theirs" in error;
}
