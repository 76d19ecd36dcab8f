import { gameChoiceLabel, sportTagLabel } from "#shared/sport-tags.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { schoolYearName } from "#shared/school-year.ts";
import { SPORTS_TEXTS } from "#shared/sports.ts";
import type { Db } from "../../db/client.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { NotFound } from "../errors.ts";
import { getSchoolYearSetting } from "../school-year/setting.ts";
import { teamGames } from "./public.ts";
import { liveTeam, publicTeams } from "./teams.ts";

type Actor = SessionUser | null | undefined;

/** What the editor's Sports panel offers (decision 0078), to every member of staff: the teams on the
 * desk (this school year's first), each with its school year's name and the label its tag carries. */
export async function teamChoices(db: Db, actor: Actor) {
  assertStaff(actor);
  const [teams, setting] = await Promise.all([publicTeams(db), getSchoolYearSetting(db)]);
  return teams.map((t) => ({
    id: t.id,
    name: t.name,
    year: schoolYearName(t.schoolYear, setting),
    label: sportTagLabel(t.name, null),
  }));
}

/** A team's games, earliest first: how the panel names each among the team's ('vs Central High, Fri,
 * Nov 6') and the label its tag carries. */
export async function gameChoices(db: Db, actor: Actor, teamId: unknown) {
  assertStaff(actor);
  if (!isUuid(teamId)) throw new NotFound(SPORTS_TEXTS.teamNotFound);
  const team = await liveTeam(db, teamId);
  return (await teamGames(db, team)).map((g) => ({
    id: g.id,
    choice: gameChoiceLabel(g),
    label: sportTagLabel(team.name, g),
  }));
}
