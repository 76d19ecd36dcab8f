import { liveAction } from "../../app/routes/admin.dashboard.live.server.ts";
import type { Db } from "../../server/db/client.ts";
import { testLoadContext } from "./load-context.ts";

const ORIGIN = "http://localhost";

/** Posts `fields` to the live desk of article `id` (decision 0081) as the session `cookie`; answers its
 * JSON answer and the cached pages it said it changed. */
export async function postToLiveDesk(db: Db, id: string, cookie: string, fields: Record<string, string>) {
  const { context, changes } = testLoadContext(db);
  const request = new Request(`${ORIGIN}/admin/dashboard/articles/${id}/live`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, accept: "application/json" },
  });
  const answer = await liveAction(request, context, id);
  const body = answer instanceof Response ? await answer.json() : (answer as { data: unknown }).data;
  return { body: body as { ok: boolean; toast: { title: string; description?: string } }, changes };
}
