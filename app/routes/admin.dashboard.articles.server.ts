import type { AppLoadContext } from "react-router";
import { deletePiece, updatePiece } from "../../server/modules/content/portal.ts";
import { isCategory } from "#shared/categories.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { loadManagePieces } from "./admin.dashboard.pieces.server.ts";

const SECTION = "/admin/dashboard/articles";

/** Manage Articles: the list and the edit dialog (loadManagePieces), within the category the URL
 * names when it is one of the 14. */
export async function loadManageArticles(request: Request, context: AppLoadContext) {
  const requested = new URL(request.url).searchParams.get("category") ?? "";
  const category = isCategory(requested) ? requested : "";
  return { category, ...(await loadManagePieces(request, context, "article", category)) };
}

/** Update (the Edit Article dialog) and delete (a row's Delete, once confirmed). */
export function manageArticlesAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  return runPortalAction(
    request,
    context,
    {
      update: {
        changes: "content",
        failure: "Failed to update article",
        async run({ actor, form }) {
          await updatePiece(db, actor, "article", form);
          return { title: "Article updated", description: "Your article has been successfully updated" };
        },
      },
      delete: {
        changes: "content",
        failure: "Failed to delete article",
        async run({ actor, form }) {
          await deletePiece(db, actor, "article", form.id ?? "");
          return { title: "Article deleted", description: "The article has been successfully deleted" };
        },
      },
    },
    SECTION,
  );
}
