import type { AppLoadContext } from "react-router";
import {
  deletePiece,
  getPieceForEdit,
  listPiecesForAdmin,
  updatePiece,
} from "../../server/modules/content/portal.ts";
import { manageListParams } from "~/lib/manage-list-params.ts";
import { findForEdit } from "~/lib/answer.server.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
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

/** Update (the Edit dialog) and delete (a row's Delete, once confirmed) on a Manage list. */
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
          await updatePiece(db, actor, kind, form);
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
