import type { AppLoadContext } from "react-router";
import {
  deletePiece,
  getPieceForEdit,
  listPiecesForAdmin,
  updatePiece,
} from "../../server/modules/content/portal.ts";
import { manageListParams } from "~/lib/manage-list-params.ts";
import { findForEdit } from "~/lib/manage-list.server.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

const SECTION = "/admin/dashboard/creative";

/** Manage Creative Pieces: one page of the list as the URL asks (search, page), and the piece of the
 * Edit Creative Piece dialog when `?edit=ID` names one. */
export async function loadManageCreative(request: Request, context: AppLoadContext) {
  const actor = await requireStaffPage(request, context);
  const { db } = context.services;
  const { q, page, edit } = manageListParams(new URL(request.url));
  const list = (page: number) => listPiecesForAdmin(db, actor, "creative", { q: q || undefined, page });
  const [results, editing] = await Promise.all([
    list(page),
    edit ? findForEdit(() => getPieceForEdit(db, actor, "creative", edit)) : null,
  ]);
  return { q, results, editing, editMissing: edit !== null && !editing };
}

/** Update (the Edit Creative Piece dialog) and delete (a row's Delete, once confirmed). */
export function manageCreativeAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  return runPortalAction(
    request,
    context,
    {
      update: {
        failure: "Failed to update creative piece",
        async run({ actor, form }) {
          await updatePiece(db, actor, "creative", form);
          return {
            title: "Creative piece updated",
            description: "The creative piece has been successfully updated",
          };
        },
      },
      delete: {
        failure: "Failed to delete creative piece",
        async run({ actor, form }) {
          await deletePiece(db, actor, "creative", form.id ?? "");
          return {
            title: "Creative piece deleted",
            description: "The creative piece has been successfully deleted",
          };
        },
      },
    },
    SECTION,
    "content",
  );
}
