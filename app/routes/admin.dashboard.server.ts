import type { AppLoadContext } from "react-router";
import { personForUser } from "../../server/modules/people/people.ts";
import { countContent } from "../../server/modules/stats/counts.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

/** The staff check for every section (SPEC.md §2: anonymous visitors go to /admin), who is signed in,
 * and the counts of the overview panel. */
export async function loadPortal(request: Request, context: AppLoadContext) {
  const user = await requireStaffPage(request, context);
  return {
    username: user.username ?? user.name ?? user.email.split("@")[0]!,
    role: user.role,
    counts: await countContent(context.services.db, user),
    /** A new piece's byline: the writer's own person (made with their name the first time). */
    byline: await personForUser(context.services.db, user).then(({ id, name }) => ({ id, name })),
  };
}
