import { eq } from "drizzle-orm";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { articles, creativePieces, draftNotes } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { assertMayOpen } from "../content/access.ts";
import { KINDS } from "../content/kinds.ts";
import { Invalid, NotFound } from "../errors.ts";

type Actor = SessionUser | null | undefined;

/** The kinds of piece that take notes: a static page has none. */
export const NOTED_KINDS = ["article", "opinion", "creative"] as const;
export type NotedKind = (typeof NOTED_KINDS)[number];

export const NOTE_NOT_FOUND = "That note is not on this piece any more";

/** The piece a note is on, as the notes read it. */
export type NotedPiece = {
  kind: "article" | "creative";
  id: string;
  title: string;
  createdBy: string | null;
  version: number;
};

/**
 * Who may read a piece's notes and leave one (issue 38): whoever has notes and may open the piece in the
 * editor, as the content module decides (editors, admins and the adviser any piece, a contributor their
 * own). The one rule for every note function: a new role or power changes it here.
 */
export function assertMayNote(actor: Actor, row: { createdBy: string | null }): asserts actor is SessionUser {
  assertCan(actor, "notes");
  assertMayOpen(actor, row);
}

const tableOf = (kind: NotedPiece["kind"]) => (kind === "creative" ? creativePieces : articles);

async function findPiece(db: Db, kind: NotedPiece["kind"], id: string): Promise<NotedPiece | null> {
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: table.id, title: table.title, createdBy: table.createdBy, version: table.version })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ? { kind, ...row } : null;
}

/** The piece `name`/`id` names, once the actor may note it: 404 when there is none, 403 when it is not
 * theirs to open (as the editor's own refusal). */
export async function notedPiece(db: Db, actor: Actor, name: unknown, id: unknown): Promise<NotedPiece> {
  assertCan(actor, "notes");
  const kindName = NOTED_KINDS.find((k) => k === name);
  if (!kindName) throw new Invalid("Notes are kept on articles and creative pieces only");
  const kind = kindName === "creative" ? "creative" : "article";
  const piece = isUuid(id) ? await findPiece(db, kind, id) : null;
  if (!piece) throw new NotFound(KINDS[kindName].notFound);
  assertMayNote(actor, piece);
  return piece;
}

/** A note (or reply) by its id, with its piece, once the actor may note that piece. */
export async function noteWithPiece(db: Db, actor: Actor, noteId: unknown) {
  assertCan(actor, "notes");
  if (!isUuid(noteId)) throw new NotFound(NOTE_NOT_FOUND);
  const [note] = await db
    .select({
      id: draftNotes.id,
      parentId: draftNotes.parentId,
      articleId: draftNotes.articleId,
      creativePieceId: draftNotes.creativePieceId,
      quote: draftNotes.quote,
      resolvedAt: draftNotes.resolvedAt,
    })
    .from(draftNotes)
    .where(eq(draftNotes.id, noteId))
    .limit(1);
  if (!note) throw new NotFound(NOTE_NOT_FOUND);
  const piece = note.articleId
    ? await findPiece(db, "article", note.articleId)
    : await findPiece(db, "creative", note.creativePieceId!);
  if (!piece) throw new NotFound(NOTE_NOT_FOUND);
  assertMayNote(actor, piece);
  return { note, piece };
}

/** The column and value that select a piece's notes. */
export const pieceColumn = (piece: Pick<NotedPiece, "kind" | "id">) =>
  [piece.kind === "creative" ? draftNotes.creativePieceId : draftNotes.articleId, piece.id] as const;
