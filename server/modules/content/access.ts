import { eq } from "drizzle-orm";
import { LOCKED_FOR_WRITER, type Status } from "#shared/lifecycle.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { assertCan, assertStaff, can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { recordAudit, actorOf } from "../audit/record.ts";
import type { AuditAction } from "../audit/actions.ts";
import { Forbidden, NotFound } from "../errors.ts";
import { KINDS, type KindName } from "./kinds.ts";

/**
 * Who may do what to a piece (issue 26, decision 0040). An editor or an admin may do anything to any
 * piece (`editAny`, `publish`). A contributor may open the pieces they created, and change or delete
 * them while they are drafts; a piece in review is locked to them until an editor returns it.
 */

type Actor = SessionUser | null | undefined;
type Owned = { createdBy?: string | null; status: Status };

export const NOT_YOURS = "This piece belongs to another writer. Only an editor can open or change it.";
export const IN_REVIEW = LOCKED_FOR_WRITER.review!;
export const PAST_DRAFT = "Only an editor can change a piece once it is past draft.";
export const DELETE_NOT_ALLOWED = "Only an editor can delete a piece that is not your own draft.";

/** Whether the actor created the piece. */
export const ownsPiece = (actor: SessionUser, row: Pick<Owned, "createdBy">) =>
  !!row.createdBy && row.createdBy === actor.id;

/** Opening a kind at all: its writers, and those who read everything (the adviser reads articles and
 * creative pieces, issue 38; the static pages are the editors'). */
export function assertMayReadKind(actor: Actor, name: KindName): asserts actor is SessionUser {
  assertStaff(actor);
  if (name !== "page" && can(actor.role, "readAll")) return;
  assertCan(actor, "write");
  assertCan(actor, KINDS[name].capability);
}

/** Reads of a piece (its editor, its history, its notes): an editor's or the adviser's any, a
 * contributor's own. */
export function assertMayOpen(actor: Actor, row: Pick<Owned, "createdBy">): asserts actor is SessionUser {
  assertStaff(actor);
  if (can(actor.role, "readAll")) return;
  assertCan(actor, "write");
  if (!ownsPiece(actor, row)) throw new Forbidden(NOT_YOURS);
}

/** A save of the piece's fields (autosave, Save draft, Submit): an editor's any, a contributor's own
 * draft; never the adviser's, who reads and leaves notes. */
export function assertMayEdit(actor: Actor, row: Owned): asserts actor is SessionUser {
  assertCan(actor, "write");
  assertMayOpen(actor, row);
  if (can(actor.role, "editAny")) return;
  if (row.status === "review") throw new Forbidden(IN_REVIEW);
  if (row.status !== "draft") throw new Forbidden(PAST_DRAFT);
}

/** Deleting: an editor's any piece, a contributor's own draft. */
export function assertMayDelete(actor: Actor, row: Owned): asserts actor is SessionUser {
  assertCan(actor, "write");
  if (can(actor.role, "publish")) return;
  if (!ownsPiece(actor, row) || row.status !== "draft") throw new Forbidden(DELETE_NOT_ALLOWED);
}

/** Looks the piece up only for its owner and status, then `assertMayOpen`: for the reads that do not
 * load the row themselves. */
export async function assertMayOpenId(db: Db, actor: Actor, name: KindName, id: unknown): Promise<string> {
  assertMayReadKind(actor, name);
  const kind = KINDS[name];
  if (!isUuid(id)) throw new NotFound(kind.notFound);
  const [row] = await db
    .select({ id: kind.table.id, createdBy: kind.table.createdBy })
    .from(kind.table)
    .where(eq(kind.table.id, id))
    .limit(1);
  if (!row) throw new NotFound(kind.notFound);
  assertMayOpen(actor, row);
  return row.id;
}

/** The audit log's entry for an action on a piece, with its title as the summary; `db` is the action's
 * transaction. */
export function auditPiece(
  db: Db,
  actor: SessionUser,
  action: AuditAction,
  name: KindName,
  row: { id: string; title: string },
  details?: Record<string, unknown>,
): Promise<void> {
  return recordAudit(db, actorOf(actor), {
    action,
    subject: { type: name === "creative" || name === "page" ? name : "article", id: row.id },
    summary: row.title,
    ...(details ? { details } : {}),
  });
}
