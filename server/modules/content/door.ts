import { isStatus } from "#shared/lifecycle.ts";
import type { Capability } from "#shared/roles.ts";
import type { PageChange } from "#shared/page-change.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import type { AuditAction } from "../audit/actions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Conflict, NotFound } from "../errors.ts";
import { recordPlayerCaptions } from "../media-files/player-captions.ts";
import { recordMediaUses } from "../media/uses.ts";
import { setBylines } from "../people/bylines.ts";
import { assertMayDelete, assertMayEdit } from "./access.ts";
import { approvalStep } from "./approvals.ts";
import { syncAssignment } from "../desk/sync.ts";
import { refusePagePolls } from "../polls/read.ts";
import { syncPolls } from "../polls/sync.ts";
import { setSportTags } from "../sports/piece-tags.ts";
import { deleteRow, insertRow, updateRow } from "./door-rows.ts";
import { photoEssayColumn } from "./gallery.ts";
import type { PieceValues } from "./fields.ts";
import { KINDS, type KindName } from "./kinds.ts";
import { pieceRef, recordRevision, writerName } from "./revisions.ts";
import { editorView, ofPiece, withLinked, type Row } from "./versions.ts";

/**
 * The one door (issue 37, decision 0059): every change of a piece, of every kind and from every caller
 * (the editor's saves, Manage, a form posted without the page's script, the scheduler, an import, the
 * seeds and the test factories, a restore), is written by `writePiece`. It checks the capability and
 * the ownership, writes the next version with its `savedBy`, the byline's people, an article's teams
 * and games (decision 0078) and the images the piece shows, its revision and its audit entry, and answers which public pages changed. Its
 * statements are ./door-rows.ts's, the only ones that write the piece tables.
 */

/** A process that writes a piece with no account: its name is the revision's and the audit log's. */
export type SystemWriter = { system: "Scheduler" | "Seed" };
export type Writer = SessionUser | SystemWriter;

export const SCHEDULER_WRITER: SystemWriter = { system: "Scheduler" };
export const SEED_WRITER: SystemWriter = { system: "Seed" };

const personOf = (writer: Writer): SessionUser | null => ("system" in writer ? null : writer);
const nameOf = (writer: Writer) => ("system" in writer ? writer.system : writerName(writer));

type Common = {
  name: KindName;
  /** What it asks of a person beside the kind's own capability ('write', or 'publish' for Publish,
   * Unpublish, a schedule, a takedown): a system writer is the site's own process. */
  needs: Capability;
  /** The audit log's entry, when the change is one it records. */
  audit?: { action: AuditAction; details?: Record<string, unknown> } | null;
};

export type PieceChange = Common &
  (
    | {
        /** A change of the piece's row, locked by the caller (./versions.ts lockRow). */
        op: "update";
        row: Row;
        set: PieceValues;
        /** 'edit': a contributor changes their own draft only (decision 0040); 'any': the capability
         * alone decides (an editor's Unpublish, a schedule). */
        owner: "edit" | "any";
        /** Its revision (none: an autosave between two kept ones). */
        revision: { reason: string; auto?: boolean; at?: Date } | null;
        /** Whether readers see the change. */
        visible: boolean;
        /** The 404 when the database wrote no row (a rule refused it); else a conflict, as another
         * write got there first. */
        unwritten?: string;
      }
    | {
        op: "create";
        name: Exclude<KindName, "page">;
        set: PieceValues;
        /** Whose piece it is when an editor starts it for another writer (a desk assignment's draft):
         * their own to open and edit. */
        createdFor?: string;
        revision: { reason: string; auto?: boolean; at: Date };
        visible: boolean;
      }
    | { op: "delete"; name: Exclude<KindName, "page">; row: Row }
  );

export type Written = {
  row: Row;
  /** The public pages the change drops (none when readers see nothing new). */
  pages: PageChange | null;
};

function check(writer: Writer, change: PieceChange) {
  if ("system" in writer) return;
  assertCan(writer, change.needs);
  assertCan(writer, KINDS[change.name].capability);
  if (change.op === "create" && change.createdFor && change.createdFor !== writer.id)
    assertCan(writer, "editAny");
  if (change.op === "delete") assertMayDelete(writer, change.row);
  else if (change.op === "update" && change.owner === "edit") assertMayEdit(writer, change.row);
}

/** Writes `change` by `writer`, inside the caller's transaction `tx`. */
export async function writePiece(tx: Db, writer: Writer, change: PieceChange): Promise<Written> {
  check(writer, change);
  const { name } = change;
  const kind = KINDS[name];
  if (change.op === "delete") {
    const row = await deleteRow(tx, change.name, change.row.id);
    if (!row) throw new NotFound(KINDS[change.name].list.notDeleted);
    await audit(tx, writer, change, row);
    return { row: change.row, pages: kind.drops(change.row) };
  }
  const person = personOf(writer);
  // Who approves a publication (issue 38): checked before the write, recorded after it.
  const next = isStatus(change.set.status) ? change.set.status : undefined;
  const approval = await approvalStep(tx, person, name, change.op === "update" ? change.row : null, next);
  const values = { ...change.set, ...photoEssayColumn(name, change.set), savedBy: nameOf(writer) };
  const written =
    change.op === "create"
      ? await insertRow(tx, change.name, { ...values, createdBy: change.createdFor ?? person?.id ?? null })
      : await updateRow(tx, name, change.row.id, change.row.version, values);
  if (!written && change.op === "update" && change.unwritten) throw new NotFound(change.unwritten);
  if (!written) throw new Conflict("The piece changed while it was being saved. Please save again.");
  const ref = pieceRef(name, written.id);
  // The live byline's people (a save into the pending copy carries its authors inside `pending`).
  if (ofPiece(ref) && Array.isArray(change.set.authors))
    await setBylines(
      tx,
      ref,
      change.set.authors.map((p) => p.id),
    );
  // An article's teams and games on the sports desk (decision 0078), as the byline's people.
  if ("articleId" in ref && Array.isArray(change.set.sports))
    await setSportTags(tx, ref.articleId, change.set.sports);
  const row = await withLinked(tx, name, written);
  await approval.done(row.id);
  // The desk's assignment follows its draft's status (issue 38), whoever wrote the change.
  if (change.op === "update") await syncAssignment(tx, name, row);
  if (ofPiece(ref))
    await recordMediaUses(
      tx,
      ref,
      [row.imageUrl ?? null, row.content, JSON.stringify(row.pending ?? "")],
      ["audioFileId" in row ? (row.audioFileId as string | null) : null],
    );
  // The captions its videos' players show, changed after Insert too (issue 41).
  if (ofPiece(ref)) await recordPlayerCaptions(tx, [row.content, row.pending?.content]);
  // The polls of its live body (issue 42, decision 0077); a bad poll, live or pending, refuses the save,
  // and so does any poll in a static page's.
  if (ofPiece(ref)) await syncPolls(tx, ref, row.content ?? "", row.pending?.content ?? null);
  else refusePagePolls(row.content, row.pending?.content);
  if (change.revision)
    await recordRevision(tx, ref, {
      version: row.version,
      fields: editorView(name, row),
      reason: approval.said ? `${change.revision.reason}, ${approval.said}` : change.revision.reason,
      actor: person,
      ...(person ? {} : { userName: nameOf(writer) }),
      at: change.revision.at,
      auto: change.revision.auto,
    });
  await audit(tx, writer, change, row);
  return { row, pages: change.visible ? kind.drops(row) : null };
}

/** The change's audit entry, with the piece's title as its summary. */
function audit(tx: Db, writer: Writer, change: PieceChange, row: { id: string; title: string }) {
  if (!change.audit) return;
  const person = personOf(writer);
  const { name } = change;
  return recordAudit(tx, person ? actorOf(person) : { id: null, name: nameOf(writer) }, {
    action: change.audit.action,
    subject: { type: name === "creative" || name === "page" ? name : "article", id: row.id },
    summary: row.title,
    ...(change.audit.details ? { details: change.audit.details } : {}),
  });
}
