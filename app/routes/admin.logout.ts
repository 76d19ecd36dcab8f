import type { Route } from "./+types/admin.logout";
import { adminLogoutAction } from "./admin.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  return adminLogoutAction(request, context);
}
