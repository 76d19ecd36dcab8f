import { and, eq, isNotNull } from "drizzle-orm";
import { formatDateTime } from "#shared/local-time.ts";
import type { Db } from "../../db/client.ts";
import { people, pieceAuthors } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { editorsFor, notify } from "./notify.ts";

/**
 * What the content door's intents tell people (issue 38), each called inside the transaction that
 * writes the piece: a submission tells the editors, a return the piece's writer (with the note), a
 * schedule and a publication the writer and the byline's people who have accounts. Whoever did it is
 * not told of their own act.
 */

/** The piece as written: its table's name, id, version, title, section and creator. */
export type PieceNews = {
  name: "article" | "opinion" | "creative";
  id: string;
  version: number;
  title: string;
  category?: string | null;
  createdBy: string | null;
};

export type PieceEvent =
  | { kind: "submitted" }
  | { kind: "returned"; note: string }
  | { kind: "scheduled"; at: Date; timeZone: string }
  | { kind: "published" };

const stored = (piece: PieceNews) => (piece.name === "creative" ? "creative" : "article");

/** The piece's page in the portal: its editor. */
export const pieceLink = (piece: PieceNews) =>
  `/admin/dashboard/${piece.name === "creative" ? "creative" : "articles"}/${piece.id}`;

/** The accounts of the people in the piece's byline. */
async function bylineAccounts(tx: Db, piece: PieceNews): Promise<string[]> {
  const column = stored(piece) === "creative" ? pieceAuthors.creativePieceId : pieceAuthors.articleId;
  const rows = await tx
    .select({ userId: people.userId })
    .from(pieceAuthors)
    .innerJoin(people, eq(people.id, pieceAuthors.personId))
    .where(and(eq(column, piece.id), isNotNull(people.userId)));
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

function wording(piece: PieceNews, event: PieceEvent, actor: SessionUser | null) {
  const by = actor ? (actor.name ?? actor.username ?? actor.email) : null;
  switch (event.kind) {
    case "submitted":
      return { title: `Submitted for review: ${piece.title}`, body: by ? `Submitted by ${by}.` : "" };
    case "returned":
      return { title: `Returned to you: ${piece.title}`, body: event.note };
    case "scheduled":
      return {
        title: `Scheduled: ${piece.title}`,
        body: `It will be published on ${formatDateTime(event.at, event.timeZone)}.`,
      };
    case "published":
      return {
        title: `Published: ${piece.title}`,
        body: by ? `Published by ${by}.` : "Published on schedule.",
      };
  }
}

/** Tells the people `event` concerns, in `tx`. Returns how many notifications were added. */
export async function notifyPiece(
  tx: Db,
  actor: SessionUser | null,
  piece: PieceNews,
  event: PieceEvent,
): Promise<number> {
  const creator = piece.createdBy ? [piece.createdBy] : [];
  const recipients =
    event.kind === "submitted"
      ? await editorsFor(tx, piece.category ?? undefined)
      : event.kind === "returned"
        ? creator
        : [...creator, ...(await bylineAccounts(tx, piece))];
  const userIds = recipients.filter((id) => id !== actor?.id);
  return notify(tx, {
    kind: event.kind,
    eventKey: `${event.kind}:${stored(piece)}:${piece.id}:${piece.version}`,
    userIds,
    ...wording(piece, event, actor),
    link: pieceLink(piece),
  });
}

/** The event an editor's save is, if any: `was` is the piece's status before (null: a new piece). */
export function savedEvent(intent: string, was: string | null, note: string | null): PieceEvent | null {
  if (intent === "submit") return { kind: "submitted" };
  if (intent === "return" && note) return { kind: "returned", note };
  if (intent === "publish" && was !== "published") return { kind: "published" };
  return null;
}

/** A written row as the events read it. */
export const newsOf = (
  name: PieceNews["name"],
  row: { id: string; version: number; title: string; createdBy: string | null; category?: unknown },
): PieceNews => ({
  name,
  id: row.id,
  version: row.version,
  title: row.title,
  category: typeof row.category === "string" ? row.category : null,
  createdBy: row.createdBy,
});

/** After an editor's save (./content/editing.ts): tells whom its intent concerns, if anyone. */
export async function notifySaved(
  tx: Db,
  actor: SessionUser,
  name: PieceNews["name"],
  row: Parameters<typeof newsOf>[1],
  intent: string,
  was: string | null,
  note: string | null,
): Promise<number> {
  const event = savedEvent(intent, was, note);
  return event ? notifyPiece(tx, actor, newsOf(name, row), event) : 0;
}
