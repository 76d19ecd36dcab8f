import { redirect } from "react-router";
import type { Route } from "./+types/admin.dashboard._index";
import { requireStaffPage } from "~/lib/staff.server.ts";

/** The dashboard opens on its default section, Upload New Article (SPEC.md §4). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  return redirect("/admin/dashboard/articles/new");
}
