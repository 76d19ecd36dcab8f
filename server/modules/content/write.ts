import type { Db } from "../../db/client.ts";
import { NotFound } from "../errors.ts";
import { recordMediaUses, type MediaUser } from "../media/uses.ts";

/** What every kind of piece has that a write reads back: its images are in these two fields. */
export type WrittenPiece = { id: string; title: string; imageUrl: string | null; content: string };

/** Runs `write` (an insert or an update that returns the row) in a transaction that also makes
 * media_uses say which uploaded images the row shows, so that Unused Images never offers one that a
 * piece shows. A write that returned no row is `notWritten`'s 404. */
export async function writeRecorded<R extends WrittenPiece>(
  db: Db,
  userOf: (id: string) => MediaUser,
  write: (tx: Db) => Promise<R | undefined>,
  notWritten = "Nothing was written",
): Promise<R> {
  return db.transaction(async (tx) => {
    const row = await write(tx);
    if (!row) throw new NotFound(notWritten);
    await recordMediaUses(tx, userOf(row.id), [row.imageUrl, row.content]);
    return row;
  });
}
