import { redirect, type AppLoadContext } from "react-router";
import { isStatus } from "#shared/lifecycle.ts";
import { deletePiece, listPiecesForAdmin } from "../../server/modules/content/portal.ts";
import { updateForm } from "../../server/modules/content/forms.ts";
import { recentViews } from "../../server/modules/readership/figures.ts";
import { manageListParams } from "~/lib/manage-list-params.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireCanPage } from "~/lib/staff.server.ts";
import { can } from "#shared/roles.ts";

/** Manage Articles and Manage Creative Pieces: one page of the list as the URL asks (search, page,
 * `status` when it is one of STATUSES, and an article's `category`, already checked). The Edit dialog's
 * old address, `?edit=ID`, goes to the piece's editor page (decision 0039). */
export async function loadManagePieces<K extends "article" | "creative">(
  request: Request,
  context: AppLoadContext,
  kind: K,
  category = "",
) {
  // Editors, and the adviser, who reads everything (issue 38) but deletes nothing.
  const actor = await requireCanPage(request, context, "readAll");
  const { db } = context.services;
  const url = new URL(request.url);
  const { q, page, edit } = manageListParams(url);
  if (edit) throw redirect(`${MANAGE[kind].section}/${encodeURIComponent(edit)}`);
  const requested = url.searchParams.get("status");
  const status = isStatus(requested) ? requested : "";
  const results = await listPiecesForAdmin(db, actor, kind, {
    q: q || undefined,
    category: category || undefined,
    status: status || undefined,
    page,
  });
  // Each row's views in the last 30 days (decision 0048): one indexed read for the page's 20 pieces.
  const views = await recentViews(
    db,
    actor,
    results.items.map((item) => item.id),
    context.services.config.timeZone,
  );
  const items = results.items.map((item) => ({ ...item, views: views.get(item.id) ?? 0 }));
  return { q, status, results: { ...results, items }, mayDelete: can(actor.role, "publish") };
}

/** The toasts of SPEC.md §8 for a Manage list's update and delete, and where a plain form post goes. */
const MANAGE = {
  article: {
    section: "/admin/dashboard/articles",
    updateFailed: "Failed to update article",
    updated: { title: "Article updated", description: "Your article has been successfully updated" },
    deleteFailed: "Failed to delete article",
    deleted: { title: "Article deleted", description: "The article has been successfully deleted" },
  },
  creative: {
    section: "/admin/dashboard/creative",
    updateFailed: "Failed to update creative piece",
    updated: {
      title: "Creative piece updated",
      description: "The creative piece has been successfully updated",
    },
    deleteFailed: "Failed to delete creative piece",
    deleted: {
      title: "Creative piece deleted",
      description: "The creative piece has been successfully deleted",
    },
  },
} as const;

/** Delete (a row's Delete, once confirmed) on a Manage list, and the plain update the Edit dialog sent
 * before the editor page (kept for a form posted without the page's script and for API clients). */
export function managePiecesAction(request: Request, context: AppLoadContext, kind: "article" | "creative") {
  const { db } = context.services;
  const texts = MANAGE[kind];
  return runPortalAction(
    request,
    context,
    {
      update: {
        changes: "content",
        failure: texts.updateFailed,
        async run({ actor, form }) {
          await updateForm(db, actor, kind, form);
          return texts.updated;
        },
      },
      delete: {
        changes: "content",
        failure: texts.deleteFailed,
        async run({ actor, form }) {
          await deletePiece(db, actor, kind, form.id ?? "");
          return texts.deleted;
        },
      },
    },
    texts.section,
  );
}
