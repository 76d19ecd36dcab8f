import { data } from "react-router";
import type { Route } from "./+types/admin.people.suggest";
import { suggestPeople } from "../../server/modules/people/people.ts";
import { failure, NO_STORE } from "~/lib/answer.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";

/** GET /admin/people/suggest?q=: the byline picker's suggestions (any member of staff), in JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const actor = await requireStaff(request, context);
    const q = new URL(request.url).searchParams.get("q") ?? "";
    const people = await suggestPeople(context.services.db, actor, q);
    return data({ ok: true as const, people }, { headers: NO_STORE });
  } catch (error) {
    return failure(error, "Looking up people");
  }
}
