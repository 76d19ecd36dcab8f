import type { AppLoadContext } from "react-router";
import { isCategory } from "#shared/categories.ts";
import { loadManagePieces, managePiecesAction } from "./admin.dashboard.pieces.server.ts";

/** Manage Articles: the list and the edit dialog (loadManagePieces), within the category the URL
 * names when it is one of the 15. */
export async function loadManageArticles(request: Request, context: AppLoadContext) {
  const requested = new URL(request.url).searchParams.get("category") ?? "";
  const category = isCategory(requested) ? requested : "";
  return { category, ...(await loadManagePieces(request, context, "article", category)) };
}

/** Update (the Edit Article dialog) and delete (a row's Delete, once confirmed). */
export function manageArticlesAction(request: Request, context: AppLoadContext) {
  return managePiecesAction(request, context, "article");
}
