import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assignments } from "../../db/schema.ts";
import { assertCan, can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { writePiece } from "../content/door.ts";
import { Forbidden, Invalid } from "../errors.ts";
import { resolveBylines } from "../people/bylines.ts";
import { lockAssignment } from "./assignment-rows.ts";
import { peopleOf } from "./people.ts";

/**
 * 'Start the draft' (issue 38): the assignment's writer, or an editor, makes its article through the
 * one door: the working headline its title, the section its category, the writers its byline, the
 * first writer its owner (their own draft to write and submit). The two are linked, and from then on
 * the draft drives the assignment's status (./sync.ts).
 */

export const ONLY_WRITER = "Only the assignment's writer or an editor can start its draft.";
export const HAS_DRAFT = "This assignment has its draft already: open it from the assignment.";
export const SPIKED = "This story is spiked: bring it back before starting its draft.";

export async function startDraft(
  db: Db,
  actor: SessionUser | null | undefined,
  id: unknown,
  now = new Date(),
): Promise<{ articleId: string }> {
  assertCan(actor, "write");
  return db.transaction(async (tx) => {
    const row = await lockAssignment(tx, id);
    const people = (await peopleOf(tx, [row.id])).get(row.id) ?? [];
    const writers = people.filter((p) => p.role === "writer");
    const editor = can(actor.role, "assign");
    if (!editor && !writers.some((w) => w.userId === actor.id)) throw new Forbidden(ONLY_WRITER);
    if (row.articleId || row.creativePieceId) throw new Invalid(HAS_DRAFT);
    if (row.status === "spiked") throw new Invalid(SPIKED);
    const byline = await resolveBylines(
      tx,
      writers.map((w) => ({ name: w.name })),
    );
    const owner = writers.some((w) => w.userId === actor.id) ? actor.id : (writers[0]?.userId ?? actor.id);
    const { row: piece } = await writePiece(tx, actor, {
      op: "create",
      name: "article",
      needs: "write",
      createdFor: owner,
      set: {
        title: row.headline,
        category: row.category,
        content: "",
        excerpt: "",
        author: byline.text,
        authors: byline.people,
        status: "draft",
        createdAt: now,
        updatedAt: now,
      },
      revision: { reason: "Started from the desk", at: now },
      visible: false,
    });
    await tx
      .update(assignments)
      .set({ articleId: piece.id, status: "drafting", updatedAt: now })
      .where(eq(assignments.id, row.id));
    return { articleId: piece.id };
  });
}
