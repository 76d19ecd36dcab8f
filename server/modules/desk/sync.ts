import { and, eq, ne, notInArray } from "drizzle-orm";
import type { AssignmentStatus } from "#shared/desk.ts";
import type { Status } from "#shared/lifecycle.ts";
import type { Db } from "../../db/client.ts";
import { articles, assignments } from "../../db/schema.ts";
import { scheduleReminders } from "./reminders.ts";

/**
 * The draft drives its assignment (issue 38): the one door (content/door.ts) calls this after every
 * change of a piece, in its transaction, so every writer (the editor, the forms, the scheduler) moves
 * the assignment the same way and nobody sets it by hand. A spiked story stays spiked.
 */
const FROM_PIECE: Record<Status, AssignmentStatus> = {
  draft: "drafting",
  review: "review",
  scheduled: "ready",
  published: "published",
  unpublished: "ready",
};

/** The status an assignment takes from its draft as the draft stands (a spiked story brought back). */
export async function statusFromDraft(
  tx: Db,
  assignment: { articleId: string | null },
): Promise<AssignmentStatus> {
  if (!assignment.articleId) return "assigned";
  const [piece] = await tx
    .select({ status: articles.status })
    .from(articles)
    .where(eq(articles.id, assignment.articleId));
  return piece ? FROM_PIECE[piece.status] : "assigned";
}

export async function syncAssignment(
  tx: Db,
  name: string,
  piece: { id: string; status: Status },
): Promise<void> {
  if (name === "page") return;
  const status = FROM_PIECE[piece.status];
  const linked = name === "creative" ? assignments.creativePieceId : assignments.articleId;
  // One indexed row at most (assignments_article_idx); an autosave that changes no status writes nothing.
  const moved = await tx
    .update(assignments)
    .set({ status, updatedAt: new Date() })
    .where(
      and(eq(linked, piece.id), ne(assignments.status, status), notInArray(assignments.status, ["spiked"])),
    )
    .returning({ id: assignments.id, status: assignments.status, draftDue: assignments.draftDue });
  for (const row of moved) await scheduleReminders(tx, row);
}
