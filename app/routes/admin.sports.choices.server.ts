import { data, type AppLoadContext } from "react-router";
import { gameChoices, teamChoices } from "../../server/modules/sports/tag-choices.ts";
import { failure, NO_STORE } from "~/lib/answer.server.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

/** The editor's Sports panel's choices (decision 0078), for every member of staff, in JSON: the teams,
 * or with `?team=ID` that team's games. */
export async function sportsChoices(request: Request, context: AppLoadContext) {
  try {
    const actor = await requireStaffPage(request, context);
    const { db } = context.services;
    const team = new URL(request.url).searchParams.get("team");
    const body =
      team === null
        ? { ok: true as const, teams: await teamChoices(db, actor) }
        : { ok: true as const, team, games: await gameChoices(db, actor, team) };
    return data(body, { headers: NO_STORE });
  } catch (error) {
    return failure(error, "Looking up the sports desk");
  }
}
