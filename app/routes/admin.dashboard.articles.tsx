import type { Route } from "./+types/admin.dashboard.articles";
import { requireStaffPage } from "~/lib/staff.server.ts";

// Scaffold: the section is built by the portal issue; only the staff check is real here.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context);
  return null;
}

export default function Section() {
  return <h2 className="font-serif text-2xl font-bold">articles</h2>;
}
