import type { AppLoadContext } from "react-router";
import { loadManagePieces, managePiecesAction } from "./admin.dashboard.pieces.server.ts";

/** Manage Creative Pieces: the list and the edit dialog (loadManagePieces). */
export function loadManageCreative(request: Request, context: AppLoadContext) {
  return loadManagePieces(request, context, "creative");
}

/** Update (the Edit Creative Piece dialog) and delete (a row's Delete, once confirmed). */
export function manageCreativeAction(request: Request, context: AppLoadContext) {
  return managePiecesAction(request, context, "creative");
}
