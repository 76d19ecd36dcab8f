import { and, eq, isNull } from "drizzle-orm";
import type { FinalApproval } from "#shared/desk.ts";
import { LIVE_STATUSES, type Status } from "#shared/lifecycle.ts";
import { REFUSALS } from "#shared/roles.ts";
import type { Db } from "../../db/client.ts";
import { pieceApprovals, users } from "../../db/schema.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Forbidden, Invalid } from "../errors.ts";
import { readDeskSettings } from "../settings/desk-settings.ts";
import { auditPiece } from "./access.ts";
import type { KindName } from "./kinds.ts";
import { pieceRef, writerName, type PieceRef } from "./revisions.ts";
import { lockRow } from "./versions.ts";

/**
 * Final approval before publishing (issue 38): Settings says who gives it — any editor (the default:
 * the publisher's own act is the approval), the editor-in-chief alone, or an editor and then the
 * adviser (the adviser approves a piece in review; an editor then publishes it). Every publication
 * records its approvals (piece_approvals) and History names them; a Return clears the open ones.
 */

export const NEEDS_ADVISER =
  "The adviser has not approved this piece yet. An editor can publish it once they have.";
export const APPROVE_ONLY_REVIEW = "Only a piece in review can be approved.";
export const APPROVAL_NOT_ASKED =
  "This publication does not ask for the adviser's approval. An admin can change that in Settings.";
export const ALREADY_APPROVED = "You have approved this piece already.";
export const chiefOnly = (name: string) =>
  `Only the editor-in-chief, ${name}, gives the final approval before a piece is published.`;

/** Whether `actor` is the adviser: by role, or an adviser acting with an editor's powers. */
export const isAdviser = (actor: SessionUser) => actor.role === "adviser" || actor.adviser === true;

const refWhere = (ref: PieceRef) =>
  "articleId" in ref
    ? eq(pieceApprovals.articleId, ref.articleId)
    : eq(pieceApprovals.creativePieceId, ref.creativePieceId);

const openApprovals = (tx: Db, ref: PieceRef) =>
  tx
    .select({ userId: pieceApprovals.userId, userName: pieceApprovals.userName, role: pieceApprovals.role })
    .from(pieceApprovals)
    .where(and(refWhere(ref), isNull(pieceApprovals.clearedAt)));

/** Whether a change from `was` to `next` makes a piece public that readers did not see (a first
 * publication, a schedule, a republication). */
export const goesPublic = (was: Status | null, next: Status | undefined) =>
  !!next && LIVE_STATUSES.includes(next) && !(was && LIVE_STATUSES.includes(was));

/**
 * Before `person` publishes or schedules the piece `ref`: the publication's rule, refused with its
 * reason. Answers History's words for the approvals it uses ('approved by Ms. Chen, adviser'), or null.
 */
export async function checkFinalApproval(
  tx: Db,
  person: SessionUser,
  ref: PieceRef | null,
): Promise<string | null> {
  const settings = await readDeskSettings(tx);
  if (settings.finalApproval === "chief" && settings.editorInChief && settings.editorInChief !== person.id) {
    const [chief] = await tx
      .select({ name: users.name, username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, settings.editorInChief));
    throw new Forbidden(
      chiefOnly(chief ? (chief.name ?? chief.username ?? chief.email) : "chosen in Settings"),
    );
  }
  if (settings.finalApproval !== "adviser") return null;
  const advisers = ref ? (await openApprovals(tx, ref)).filter((a) => a.role === "adviser") : [];
  if (!advisers.length) throw new Forbidden(NEEDS_ADVISER);
  return `approved by ${advisers.map((a) => `${a.userName}, adviser`).join(" and ")}`;
}

/** After a publication: it uses the open approvals up, and records the publisher's own. */
export async function recordPublication(tx: Db, person: SessionUser, ref: PieceRef, at = new Date()) {
  await tx
    .update(pieceApprovals)
    .set({ clearedAt: at })
    .where(and(refWhere(ref), isNull(pieceApprovals.clearedAt)));
  await tx.insert(pieceApprovals).values({
    ...ref,
    userId: person.id,
    userName: writerName(person),
    role: "editor",
    createdAt: at,
    clearedAt: at,
  });
}

/** A Return sends the piece back to its writer: the approvals given so far no longer stand. */
export async function clearApprovals(tx: Db, ref: PieceRef, at = new Date()) {
  await tx
    .update(pieceApprovals)
    .set({ clearedAt: at })
    .where(and(refWhere(ref), isNull(pieceApprovals.clearedAt)));
}

/**
 * The door's part (./door.ts): before a person's change that makes a piece public, the rule (refused
 * with its reason); after it, `done` records the publication, or clears the approvals of a piece
 * returned to its writer. `said` is History's words for the approvals used, if any.
 */
export async function approvalStep(
  tx: Db,
  person: SessionUser | null,
  name: KindName,
  was: { id: string; status: Status } | null,
  next: Status | undefined,
): Promise<{ said: string | null; done: (id: string) => Promise<void> }> {
  const none = { said: null, done: async () => {} };
  if (!person || name === "page") return none;
  if (goesPublic(was?.status ?? null, next)) {
    const said = await checkFinalApproval(tx, person, was ? pieceRef(name, was.id) : null);
    return { said, done: (id) => recordPublication(tx, person, pieceRef(name, id)) };
  }
  if (was?.status === "review" && next === "draft")
    return { said: null, done: (id) => clearApprovals(tx, pieceRef(name, id)) };
  return none;
}

/** The adviser approves a piece in review, where the publication asks for it; audited. */
export async function approvePiece(
  db: Db,
  actor: SessionUser | null | undefined,
  name: Exclude<KindName, "page">,
  id: unknown,
): Promise<{ title: string }> {
  assertStaff(actor);
  if (!isAdviser(actor)) throw new Forbidden(REFUSALS.approve);
  if ((await readDeskSettings(db)).finalApproval !== "adviser") throw new Invalid(APPROVAL_NOT_ASKED);
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, name, id);
    if (row.status !== "review") throw new Invalid(APPROVE_ONLY_REVIEW);
    const ref = pieceRef(name, row.id);
    if ((await openApprovals(tx, ref)).some((a) => a.userId === actor.id))
      throw new Invalid(ALREADY_APPROVED);
    await tx
      .insert(pieceApprovals)
      .values({ ...ref, userId: actor.id, userName: writerName(actor), role: "adviser" });
    await auditPiece(tx, actor, "approve", name, row);
    return { title: row.title };
  });
}

/** The open approvals of a piece, for its editor: who has approved it since it was last returned. */
export async function listApprovals(db: Db, name: Exclude<KindName, "page">, id: string) {
  return openApprovals(db, pieceRef(name, id));
}

export type ApprovalState = {
  /** Who gives the final approval here. */
  rule: FinalApproval;
  /** The adviser's approvals since the piece was last returned. */
  advisers: string[];
  /** Whether this person may approve it now (the adviser, a piece in review, not yet approved by them). */
  mayApprove: boolean;
};

/** For the editor page: where the piece stands with its approvals. One query where the rule asks the
 * adviser's, none otherwise. */
export async function approvalState(
  db: Db,
  actor: SessionUser,
  name: KindName,
  piece: { id: string; status: Status },
): Promise<ApprovalState> {
  const { finalApproval: rule } = await readDeskSettings(db);
  if (rule !== "adviser" || name === "page") return { rule, advisers: [], mayApprove: false };
  const open = (await openApprovals(db, pieceRef(name, piece.id))).filter((a) => a.role === "adviser");
  return {
    rule,
    advisers: open.map((a) => a.userName),
    mayApprove: isAdviser(actor) && piece.status === "review" && !open.some((a) => a.userId === actor.id),
  };
}
