import { redirect } from "react-router";
import type { Route } from "./+types/admin.dashboard._index";
import { sectionsFor } from "~/components/portal/portal-sections.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

/** The dashboard opens on its default section, Upload New Article (SPEC.md §4): the first section the
 * signed-in role may use (issue 26; every staff role may write). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffPage(request, context);
  return redirect(sectionsFor(user.role)[0]?.to ?? "/admin/dashboard/mine");
}
