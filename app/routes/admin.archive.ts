import type { Route } from "./+types/admin.archive";
import { downloadArchive } from "./admin.archive.server.ts";

/** GET /admin/archive: the newest archive of the site, made in Settings → Archive, as a zip (admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return downloadArchive(request, context);
}
