import { and, asc, desc, eq, gte, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sportGames, sportStandings, sportTeams } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { publicTeams } from "./teams.ts";

/** How far back the portal lists games: a reporter scores today's, an editor fixes last month's. */
const PAST_DAYS = 45;

/**
 * The portal's Sports page (decision 0078), for every reporter (capability `scores`): the teams, the
 * games from 45 days ago on and any still live, earliest first, and the typed standings of this
 * year's leagues.
 */
export async function portalSports(db: Db, actor: SessionUser | null | undefined, now = new Date()) {
  assertCan(actor, "scores");
  const since = new Date(now.getTime() - PAST_DAYS * 86_400_000);
  const [teams, games] = await Promise.all([
    publicTeams(db),
    db
      .select({ game: sportGames, teamName: sportTeams.name, sport: sportTeams.sport })
      .from(sportGames)
      .innerJoin(sportTeams, and(eq(sportTeams.id, sportGames.teamId), isNull(sportTeams.deletedAt)))
      .where(or(gte(sportGames.startsAt, since), eq(sportGames.status, "live")))
      .orderBy(asc(sportGames.startsAt))
      .limit(300),
  ]);
  const standings = await db
    .select()
    .from(sportStandings)
    .orderBy(desc(sportStandings.schoolYear), asc(sportStandings.league));
  return { teams, games: games.map(({ game, ...rest }) => ({ ...game, ...rest })), standings };
}
