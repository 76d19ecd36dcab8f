import { asc, eq, inArray } from "drizzle-orm";
import {
  isSportTag,
  sameSportTag,
  SPORT_TAG_TEXTS as T,
  SPORT_TAGS_MAX,
  sportTagLabel,
  type SportTag,
} from "#shared/sport-tags.ts";
import type { Db } from "../../db/client.ts";
import { sportGames, sportPieceTags, sportTeams } from "../../db/schema.ts";
import { Invalid } from "../errors.ts";

/**
 * A story's teams and games (issue 42, decision 0078) as a piece field, `sports`, beside its byline's
 * people: the editor posts it, a revision and a pending copy keep it, and the one door
 * (content/door.ts) writes the live tags here with `setSportTags`.
 */

/** The editor's `sports` (a JSON list, as its Sports panel posts it); none when the form does not
 * carry the field (Manage's dialog, an API client), which leaves the tags as they are. */
export function readSportTags(input: unknown): SportTag[] | undefined {
  const raw = (input ?? {}) as Record<string, unknown>;
  if (raw.sports === undefined) return undefined;
  let list = raw.sports === "" ? [] : raw.sports;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list);
    } catch {
      throw new Invalid(T.unreadable, { sports: T.unreadable });
    }
  }
  if (!Array.isArray(list)) throw new Invalid(T.unreadable, { sports: T.unreadable });
  const tags = list.map(tagOf);
  const unique = tags.filter((t, i) => tags.findIndex((u) => sameSportTag(t, u)) === i);
  if (unique.length > SPORT_TAGS_MAX) throw new Invalid(T.tooMany, { sports: T.tooMany });
  return unique;
}

/** A posted tag: its team, its game or none, and whether it is the game's recap (its label is the
 * server's to write). */
function tagOf(raw: unknown): SportTag {
  const t = (raw ?? {}) as Record<string, unknown>;
  const tag = { teamId: t.teamId, gameId: t.gameId ?? null, recap: t.recap === true, label: "" };
  if (!isSportTag(tag)) throw new Invalid(T.unreadable, { sports: T.unreadable });
  return tag;
}

/** Each tag's team (a game's own team, whatever was posted) and its label now; a team or game that is
 * gone is refused (`strict`: the editor's save) or left out (a restore, a pending copy applied). */
export async function resolveSportTags(db: Db, tags: SportTag[], strict: boolean): Promise<SportTag[]> {
  if (tags.length === 0) return [];
  const gameIds = tags.flatMap((t) => (t.gameId ? [t.gameId] : []));
  const games = gameIds.length
    ? await db.select().from(sportGames).where(inArray(sportGames.id, gameIds))
    : [];
  const teamIds = [...tags.map((t) => t.teamId), ...games.map((g) => g.teamId)];
  const teams = await db
    .select({ id: sportTeams.id, name: sportTeams.name })
    .from(sportTeams)
    .where(inArray(sportTeams.id, teamIds));
  const out: SportTag[] = [];
  for (const tag of tags) {
    const game = tag.gameId ? games.find((g) => g.id === tag.gameId) : null;
    const team = teams.find((t) => t.id === (game ? game.teamId : tag.teamId));
    if (!team || game === undefined) {
      if (strict) throw new Invalid(T.gone, { sports: T.gone });
      continue;
    }
    const resolved = {
      teamId: team.id,
      gameId: game?.id ?? null,
      recap: game !== null && tag.recap,
      label: sportTagLabel(team.name, game),
    };
    if (!out.some((t) => sameSportTag(t, resolved))) out.push(resolved);
  }
  return out;
}

/** A story's live tags, in the editor's order. */
export async function sportTagsOf(db: Db, articleId: string): Promise<SportTag[]> {
  const rows = await db
    .select({ tag: sportPieceTags, team: sportTeams.name, game: sportGames })
    .from(sportPieceTags)
    .innerJoin(sportTeams, eq(sportTeams.id, sportPieceTags.teamId))
    .leftJoin(sportGames, eq(sportGames.id, sportPieceTags.gameId))
    .where(eq(sportPieceTags.articleId, articleId))
    .orderBy(asc(sportPieceTags.position));
  return rows.map(({ tag, team, game }) => ({
    teamId: tag.teamId,
    gameId: tag.gameId,
    recap: tag.recap,
    label: sportTagLabel(team, game),
  }));
}

/** Makes the story's live tags exactly `tags`, in order (the one door's, inside its transaction); a
 * team or game deleted since the tags were chosen is left out. */
export async function setSportTags(tx: Db, articleId: string, tags: readonly SportTag[]): Promise<void> {
  await tx.delete(sportPieceTags).where(eq(sportPieceTags.articleId, articleId));
  const kept = await resolveSportTags(tx, [...tags], false);
  if (kept.length === 0) return;
  await tx.insert(sportPieceTags).values(
    kept.map((t, position) => ({
      articleId,
      teamId: t.teamId,
      gameId: t.gameId,
      recap: t.recap,
      position,
    })),
  );
}
