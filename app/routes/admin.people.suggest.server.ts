import { data, type AppLoadContext } from "react-router";
import { suggestPeople } from "../../server/modules/people/people.ts";
import { failure, NO_STORE } from "~/lib/answer.server.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

/** The byline picker's suggestions for `?q=` (any member of staff), in JSON; like every portal loader,
 * it sends an anonymous visitor to /admin and answers a reader 403. */
export async function peopleSuggestions(request: Request, context: AppLoadContext) {
  try {
    const actor = await requireStaffPage(request, context);
    const q = new URL(request.url).searchParams.get("q") ?? "";
    const people = await suggestPeople(context.services.db, actor, q);
    return data({ ok: true as const, people }, { headers: NO_STORE });
  } catch (error) {
    return failure(error, "Looking up people");
  }
}
