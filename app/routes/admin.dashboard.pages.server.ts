import type { AppLoadContext } from "react-router";
import { loadEditor } from "../../server/modules/content/editor.ts";
import { PAGE_NOT_FOUND } from "../../server/modules/content/kinds.ts";
import { listPages } from "../../server/modules/pages/read.ts";
import { findForEdit } from "~/lib/answer.server.ts";
import { redirectWithFlash } from "~/lib/flash.server.ts";
import { orRefused, requireCanPage } from "~/lib/staff.server.ts";

export const PAGES_PATH = "/admin/dashboard/pages";

/** Pages (issue 27, decision 0047): the static pages, for an editor to open in the editor. */
export async function loadPagesList(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "editPages");
  return { pages: await listPages(context.services.db, actor) };
}

/** A page in the one editor: as a published piece's, with nothing beside it (a page has no preview
 * links, corrections, takedown or schedule). A page that is not there goes back to the list. */
export async function loadPageEditor(request: Request, context: AppLoadContext, id: string) {
  const actor = await requireCanPage(request, context, "editPages");
  const piece = await orRefused(() => findForEdit(() => loadEditor(context.services.db, actor, "page", id)));
  if (!piece) throw redirectWithFlash(context, PAGES_PATH, { title: PAGE_NOT_FOUND, variant: "destructive" });
  return { piece, care: { previewLinks: [], corrections: [] }, schedule: null, changedBeside: 0 };
}
