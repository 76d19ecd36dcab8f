import type { AppLoadContext } from "react-router";
import { getPieceForEdit, listPiecesForAdmin } from "../../server/modules/content/portal.ts";
import { manageListParams } from "~/lib/manage-list-params.ts";
import { findForEdit } from "~/lib/answer.server.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

/** Manage Articles and Manage Creative Pieces: one page of the list as the URL asks (search, page, and
 * an article's `category`, already checked), and the piece of the Edit dialog when `?edit=ID` names
 * one. */
export async function loadManagePieces<K extends "article" | "creative">(
  request: Request,
  context: AppLoadContext,
  kind: K,
  category = "",
) {
  const actor = await requireStaffPage(request, context);
  const { db } = context.services;
  const { q, page, edit } = manageListParams(new URL(request.url));
  const [results, editing] = await Promise.all([
    listPiecesForAdmin(db, actor, kind, { q: q || undefined, category: category || undefined, page }),
    edit ? findForEdit(() => getPieceForEdit(db, actor, kind, edit)) : null,
  ]);
  return { q, results, editing, editMissing: edit !== null && !editing };
}
