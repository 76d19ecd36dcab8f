import type { AppLoadContext } from "react-router";
import { listMyPieces } from "../../server/modules/content/mine.ts";
import { manageListParams } from "~/lib/manage-list-params.ts";
import { requireCanPage } from "~/lib/staff.server.ts";

/** My stories (issue 26): the signed-in writer's pieces of every kind, newest first, a page at a time. */
export async function loadMyStories(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "write");
  const { page } = manageListParams(new URL(request.url));
  return { results: await listMyPieces(context.services.db, actor, { page }) };
}
