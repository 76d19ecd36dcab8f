import type { Route } from "./+types/admin.dashboard.inbox.open";
import { openFromInbox } from "./admin.dashboard.inbox.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return openFromInbox(request, context, params.id);
}
