import type { Route } from "./+types/admin.contributions-csv";
import { contributionsCsv } from "./admin.dashboard.contributions.server.ts";

/** GET /admin/contributions.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the contribution report as CSV (issue
 * 38), for editors and the adviser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return contributionsCsv(request, context);
}
