import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { draftNotes, users } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { notedPiece, pieceColumn } from "./access.ts";
import { shortQuote } from "#shared/note-quote.ts";

type Actor = SessionUser | null | undefined;

export type NoteReply = { id: string; authorName: string; body: string; createdAt: Date };
export type NoteThread = NoteReply & {
  anchorIndex: number | null;
  anchorLength: number | null;
  quote: string | null;
  onDeletedText: boolean;
  resolvedAt: Date | null;
  resolvedByName: string | null;
  replies: NoteReply[];
};

/** One line of the piece's History for something done to its notes (not a change of its text). */
export type NoteEvent = { id: string; at: Date; userName: string; reason: string };

/** Who resolved a note, by their account's name as it is now (an account gone leaves 'Someone'). */
const resolverName = sql<
  string | null
>`coalesce(${users.name}, ${users.username}, ${users.email}, case when ${draftNotes.resolvedAt} is not null then 'Someone' end)`;

async function noteRows(db: Db, piece: Parameters<typeof pieceColumn>[0]) {
  const [column, id] = pieceColumn(piece);
  return db
    .select({
      id: draftNotes.id,
      parentId: draftNotes.parentId,
      authorName: draftNotes.authorName,
      body: draftNotes.body,
      anchorIndex: draftNotes.anchorIndex,
      anchorLength: draftNotes.anchorLength,
      quote: draftNotes.quote,
      onDeletedText: draftNotes.onDeletedText,
      resolvedAt: draftNotes.resolvedAt,
      resolvedByName: resolverName,
      createdAt: draftNotes.createdAt,
    })
    .from(draftNotes)
    .leftJoin(users, eq(users.id, draftNotes.resolvedBy))
    .where(eq(column, id))
    .orderBy(asc(draftNotes.createdAt), asc(draftNotes.id));
}

/** A piece's notes, oldest first, each with its replies; for whoever may open the piece. */
export async function listNotes(
  db: Db,
  actor: Actor,
  kind: unknown,
  pieceId: unknown,
): Promise<NoteThread[]> {
  const piece = await notedPiece(db, actor, kind, pieceId);
  const rows = await noteRows(db, piece);
  const threads = new Map<string, NoteThread>();
  for (const r of rows) {
    if (r.parentId) continue;
    const { parentId: _none, onDeletedText, ...note } = r;
    threads.set(r.id, { ...note, onDeletedText: onDeletedText === 1, replies: [] });
  }
  for (const r of rows) {
    if (!r.parentId) continue;
    threads.get(r.parentId)?.replies.push({
      id: r.id,
      authorName: r.authorName,
      body: r.body,
      createdAt: r.createdAt,
    });
  }
  return [...threads.values()];
}

/**
 * The piece's notes as History's events (issue 38): each note, reply and resolution at its own time.
 * They are read from the notes themselves, so History shows them without a revision of the text.
 */
export async function listNoteEvents(
  db: Db,
  actor: Actor,
  kind: unknown,
  pieceId: unknown,
): Promise<NoteEvent[]> {
  const piece = await notedPiece(db, actor, kind, pieceId);
  const rows = await noteRows(db, piece);
  const quotes = new Map(rows.map((r) => [r.id, shortQuote(r.quote)]));
  const events: NoteEvent[] = [];
  for (const r of rows) {
    const quote = quotes.get(r.parentId ?? r.id) ?? "";
    events.push({
      id: `note:${r.id}`,
      at: r.createdAt,
      userName: r.authorName,
      reason: r.parentId
        ? `Reply by ${r.authorName} to a note on "${quote}"`
        : `Note by ${r.authorName} on "${quote}"`,
    });
    if (r.resolvedAt)
      events.push({
        id: `resolved:${r.id}`,
        at: r.resolvedAt,
        userName: r.resolvedByName ?? "Someone",
        reason: `${r.resolvedByName ?? "Someone"} resolved a note on "${quote}"`,
      });
  }
  return events.sort((a, b) => b.at.getTime() - a.at.getTime());
}
