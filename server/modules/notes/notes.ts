import { and, eq, isNull, or } from "drizzle-orm";
import { anchorsForm, noteForm, replyForm } from "#shared/schemas/note.ts";
import type { Db } from "../../db/client.ts";
import { draftNotes } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { writerName } from "../content/revisions.ts";
import { Invalid } from "../errors.ts";
import { notify } from "../notifications/notify.ts";
import { validate } from "../validate.ts";
import { noteWithPiece, notedPiece, pieceColumn, type NotedPiece } from "./access.ts";
import { shortQuote } from "#shared/note-quote.ts";

type Actor = SessionUser | null | undefined;

export const REPLY_TO_REPLY = "Please reply to the note itself, not to a reply";

const pieceIds = (piece: NotedPiece) =>
  piece.kind === "creative" ? { creativePieceId: piece.id } : { articleId: piece.id };

const editorLink = (piece: NotedPiece) =>
  `/admin/dashboard/${piece.kind === "creative" ? "creative" : "articles"}/${piece.id}`;

/** Tells the draft's creator and everyone in the thread (but the writer of this note) about it, in the
 * note's own transaction: `note:<id>` is the event, once. */
async function tell(
  tx: Db,
  actor: SessionUser,
  piece: NotedPiece,
  note: { id: string; threadId: string; body: string; quote: string | null },
) {
  const thread = await tx
    .select({ authorId: draftNotes.authorId })
    .from(draftNotes)
    .where(or(eq(draftNotes.id, note.threadId), eq(draftNotes.parentId, note.threadId)));
  const people = [piece.createdBy, ...thread.map((t) => t.authorId)].filter(
    (id): id is string => !!id && id !== actor.id,
  );
  await notify(tx, {
    kind: "note",
    eventKey: `note:${note.id}`,
    userIds: people,
    title: `Note by ${writerName(actor)} on "${shortQuote(note.quote)}": ${piece.title}`,
    body: note.body,
    link: editorLink(piece),
  });
}

/** A note on a passage of a piece the actor may open (issue 38). Nothing is stored unless the note and
 * its passage are sound. */
export async function addNote(db: Db, actor: Actor, kind: unknown, pieceId: unknown, input: unknown) {
  const piece = await notedPiece(db, actor, kind, pieceId);
  const form = validate(noteForm, input);
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(draftNotes)
      .values({
        ...pieceIds(piece),
        authorId: actor!.id,
        authorName: writerName(actor),
        body: form.body,
        anchorIndex: form.index,
        anchorLength: form.length,
        quote: form.quote,
      })
      .returning({ id: draftNotes.id, createdAt: draftNotes.createdAt });
    await tell(tx, actor!, piece, { id: note!.id, threadId: note!.id, body: form.body, quote: form.quote });
    return note!;
  });
}

/** A reply in a note's thread. */
export async function replyToNote(db: Db, actor: Actor, noteId: unknown, input: unknown) {
  const { note, piece } = await noteWithPiece(db, actor, noteId);
  if (note.parentId) throw new Invalid(REPLY_TO_REPLY);
  const form = validate(replyForm, input);
  return db.transaction(async (tx) => {
    const [reply] = await tx
      .insert(draftNotes)
      .values({
        ...pieceIds(piece),
        parentId: note.id,
        authorId: actor!.id,
        authorName: writerName(actor),
        body: form.body,
      })
      .returning({ id: draftNotes.id, createdAt: draftNotes.createdAt });
    await tell(tx, actor!, piece, { id: reply!.id, threadId: note.id, body: form.body, quote: note.quote });
    return reply!;
  });
}

/** Resolves a note's thread, or opens it again. */
export async function setNoteResolved(db: Db, actor: Actor, noteId: unknown, resolved: boolean) {
  const { note } = await noteWithPiece(db, actor, noteId);
  if (note.parentId) throw new Invalid(REPLY_TO_REPLY);
  const [row] = await db
    .update(draftNotes)
    .set(
      resolved ? { resolvedAt: new Date(), resolvedBy: actor!.id } : { resolvedAt: null, resolvedBy: null },
    )
    .where(eq(draftNotes.id, note.id))
    .returning({ id: draftNotes.id, resolvedAt: draftNotes.resolvedAt });
  return row!;
}

/**
 * The anchors the editor moved with its text (./anchors in the editor: each change of the text moves
 * them), for the `version` the editor has just saved. Anchors computed against another version (a save
 * by someone else came between) are not written: the editor that opens the piece next finds each
 * passage by its quote. Returns how many were moved.
 */
export async function moveAnchors(db: Db, actor: Actor, kind: unknown, pieceId: unknown, input: unknown) {
  const piece = await notedPiece(db, actor, kind, pieceId);
  const form = validate(anchorsForm, input);
  if (form.version !== piece.version) return 0;
  const [column, id] = pieceColumn(piece);
  let moved = 0;
  await db.transaction(async (tx) => {
    for (const anchor of form.anchors) {
      const changes =
        "deleted" in anchor
          ? { onDeletedText: 1 }
          : { anchorIndex: anchor.index, anchorLength: anchor.length, quote: anchor.quote, onDeletedText: 0 };
      const done = await tx
        .update(draftNotes)
        .set(changes)
        .where(and(eq(column, id), eq(draftNotes.id, anchor.id), isNull(draftNotes.parentId)))
        .returning({ id: draftNotes.id });
      moved += done.length;
    }
  });
  return moved;
}
