import type { AppLoadContext } from "react-router";
import { deletePiece, updatePiece } from "../../server/modules/content/portal.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { loadManagePieces } from "./admin.dashboard.pieces.server.ts";

const SECTION = "/admin/dashboard/creative";

/** Manage Creative Pieces: the list and the edit dialog (loadManagePieces). */
export function loadManageCreative(request: Request, context: AppLoadContext) {
  return loadManagePieces(request, context, "creative");
}

/** Update (the Edit Creative Piece dialog) and delete (a row's Delete, once confirmed). */
export function manageCreativeAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  return runPortalAction(
    request,
    context,
    {
      update: {
        changes: "content",
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
        changes: "content",
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
  );
}
