import type { Route } from "./+types/admin.school-sign-in";
import { startSchoolSignInLoader } from "./admin.school-sign-in.server.ts";

/** The school's sign-in buttons lead here, and on to the school's provider (decision 0066): staff's,
 * an invitation's and readers'. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return startSchoolSignInLoader(request, context);
}
