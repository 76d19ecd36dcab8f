import type { AppLoadContext } from "react-router";
import { mostRead, MOST_READ_DAYS } from "../../server/modules/readership/figures.ts";
import { requireCanPage } from "~/lib/staff.server.ts";

/** /admin/dashboard/readership: the ten most read pieces of the last seven days (decision 0048). */
export async function loadMostRead(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "viewReadership");
  const { db, config } = context.services;
  return { pieces: await mostRead(db, actor, config.timeZone), days: MOST_READ_DAYS };
}
