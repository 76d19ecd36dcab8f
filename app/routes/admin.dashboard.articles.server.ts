import type { AppLoadContext } from "react-router";
import {
  deletePiece,
  getPieceForEdit,
  listPiecesForAdmin,
  updatePiece,
} from "../../server/modules/content/portal.ts";
import { isCategory } from "#shared/categories.ts";
import { manageListParams } from "~/lib/manage-list-params.ts";
import { findForEdit } from "~/lib/manage-list.server.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

const SECTION = "/admin/dashboard/articles";

/** Manage Articles: one page of the list as the URL asks (search, category, page), and the article of
 * the Edit Article dialog when `?edit=ID` names one. */
export async function loadManageArticles(request: Request, context: AppLoadContext) {
  const actor = await requireStaffPage(request, context);
  const { db } = context.services;
  const url = new URL(request.url);
  const { q, page, edit } = manageListParams(url);
  const requested = url.searchParams.get("category") ?? "";
  const category = isCategory(requested) ? requested : "";
  const list = (page: number) =>
    listPiecesForAdmin(db, actor, "article", { q: q || undefined, category: category || undefined, page });
  const [results, editing] = await Promise.all([
    list(page),
    edit ? findForEdit(() => getPieceForEdit(db, actor, "article", edit)) : null,
  ]);
  return { q, category, results, editing, editMissing: edit !== null && !editing };
}

/** Update (the Edit Article dialog) and delete (a row's Delete, once confirmed). */
export function manageArticlesAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  return runPortalAction(
    request,
    context,
    {
      update: {
        failure: "Failed to update article",
        async run({ actor, form }) {
          await updatePiece(db, actor, "article", form);
          return { title: "Article updated", description: "Your article has been successfully updated" };
        },
      },
      delete: {
        failure: "Failed to delete article",
        async run({ actor, form }) {
          await deletePiece(db, actor, "article", form.id ?? "");
          return { title: "Article deleted", description: "The article has been successfully deleted" };
        },
      },
    },
    SECTION,
    "content",
  );
}
