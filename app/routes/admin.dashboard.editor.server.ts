import type { AppLoadContext } from "react-router";
import { loadEditor } from "../../server/modules/content/editor.ts";
import { findForEdit } from "~/lib/answer.server.ts";
import { redirectWithFlash } from "~/lib/flash.server.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

/** The editor page of a saved piece (/admin/dashboard/articles/:id, /admin/dashboard/creative/:id):
 * its fields with any autosaved edits of a published piece laid over them, its version and status. A
 * piece that does not exist (deleted meanwhile, a stale link) goes back to its Manage list with the
 * kind's 'not found' toast, as the Edit dialog's link did. */
export async function loadEditorPage(
  request: Request,
  context: AppLoadContext,
  name: "article" | "creative",
  id: string,
  notFound: string,
) {
  const actor = await requireStaffPage(request, context);
  const piece = await findForEdit(() => loadEditor(context.services.db, actor, name, id));
  if (!piece) {
    const list = name === "creative" ? "/admin/dashboard/creative" : "/admin/dashboard/articles";
    throw redirectWithFlash(context, list, { title: notFound, variant: "destructive" });
  }
  return piece;
}
