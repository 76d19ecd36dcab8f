import type { Route } from "./+types/admin.school-sign-in";
import { startInvitationSignInAction, startSchoolSignInLoader } from "./admin.school-sign-in.server.ts";

/** The school's sign-in buttons lead here, and on to the school's provider (decision 0066): staff's and
 * readers' by GET, an invitation's by POST with its token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return startSchoolSignInLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return startInvitationSignInAction(request, context);
}
