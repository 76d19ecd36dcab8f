import type { Route } from "./+types/account.data";
import { downloadOwnData } from "./account.server.ts";

/** /account/data: the signed-in user's data as a JSON file (issue 28). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return downloadOwnData(request, context);
}
