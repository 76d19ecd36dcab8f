import type { AppLoadContext } from "react-router";
import { changesBesideTheEditor, loadEditor } from "../../server/modules/content/editor.ts";
import { getArticleCommentMode } from "../../server/modules/comments/article-mode.ts";
import { scheduleStateOf } from "../../server/modules/content/schedule.ts";
import { can } from "../../server/modules/accounts/policies.ts";
import { pieceDays } from "../../server/modules/readership/figures.ts";
import { piecePolls } from "../../server/modules/polls/manage.ts";
import { loadPieceCare } from "./admin.pieces.server.ts";
import { approvalState } from "../../server/modules/content/approvals.ts";
import { findForEdit } from "~/lib/answer.server.ts";
import { redirectWithFlash } from "~/lib/flash.server.ts";
import { orRefused, requireStaffPage } from "~/lib/staff.server.ts";

/** The editor page of a saved piece (/admin/dashboard/articles/:id, /admin/dashboard/creative/:id):
 * its fields with any autosaved edits of a published piece laid over them, its version and status. A
 * piece that does not exist (deleted meanwhile, a stale link) goes back to its Manage list with the
 * kind's 'not found' toast, as the Edit dialog's link did. Beside it: its preview links and corrections,
 * its schedule's state (a failed attempt shows), how many corrections and takedowns it has had, which
 * the page keys the editor by (components/portal/editor/page.tsx), and its readership. */
export async function loadEditorPage(
  request: Request,
  context: AppLoadContext,
  name: "article" | "creative",
  id: string,
  notFound: string,
) {
  const actor = await requireStaffPage(request, context);
  const { db } = context.services;
  // A contributor opening someone else's piece: 403 (decision 0040).
  const piece = await orRefused(() => findForEdit(() => loadEditor(db, actor, name, id)));
  if (!piece) {
    const list = name === "creative" ? "/admin/dashboard/creative" : "/admin/dashboard/articles";
    throw redirectWithFlash(context, list, { title: notFound, variant: "destructive" });
  }
  // The adviser reads and leaves notes (issue 38): none of the writers' panels.
  const readOnly = !can(actor.role, "write");
  // One after the other: the embedded database answers one query at a time anyway.
  const care = readOnly
    ? { previewLinks: [], corrections: [] }
    : await loadPieceCare(context, actor, name, piece.id);
  const schedule = readOnly ? null : await scheduleStateOf(db, actor, name, piece.id);
  const changedBeside = readOnly ? 0 : await changesBesideTheEditor(db, actor, name, piece.id);
  // An article's own comment mode (issue 27), for its Comments panel.
  const commentMode = name === "article" ? await getArticleCommentMode(db, piece.id) : null;
  // Its last 30 days of views, for the roles that see readership (decision 0048).
  const readership = can(actor.role, "viewReadership")
    ? await pieceDays(db, actor, piece.id, context.services.config.timeZone)
    : null;
  // Its readers' polls' votes by hour, for the roles that manage polls (decision 0077).
  const polls = can(actor.role, "polls")
    ? await piecePolls(
        db,
        actor,
        name === "article" ? { articleId: piece.id } : { creativePieceId: piece.id },
        {
          unit: "hour",
          timeZone: context.services.config.timeZone,
        },
      )
    : null;
  const approval = await approvalState(db, actor, name, piece);
  return { piece, care, schedule, changedBeside, commentMode, readership, polls, readOnly, approval };
}
