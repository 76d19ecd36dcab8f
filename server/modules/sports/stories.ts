import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles, sportGames, sportPieceTags, sportTeams } from "../../db/schema.ts";

/**
 * Where a story's teams and games show (decision 0078). They are chosen in the story's editor (its
 * Sports panel, ./piece-tags.ts) and written by the one door: a team page lists the published stories
 * tagged with it or one of its games; a game links its recap, the newest published story tagged with
 * it as its recap; the recap says which game.
 */

/** How many stories a team page lists. */
export const TEAM_STORIES_MAX = 10;

/** The stories tagged with a game, its recaps first, for its portal page. */
export async function gameStories(db: Db, gameId: string) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      status: articles.status,
      recap: sportPieceTags.recap,
    })
    .from(sportPieceTags)
    .innerJoin(articles, eq(articles.id, sportPieceTags.articleId))
    .where(eq(sportPieceTags.gameId, gameId))
    .orderBy(desc(sportPieceTags.recap), desc(articles.updatedAt));
}

/** A team's published stories (tagged with the team or any of its games), newest first, at most 10;
 * without a team, the Sports page's: those of every team on the desk (none hidden). */
export async function teamStories(db: Db, teamId?: string) {
  const tagged = db
    .select({ id: sportPieceTags.articleId })
    .from(sportPieceTags)
    .innerJoin(sportTeams, and(eq(sportTeams.id, sportPieceTags.teamId), isNull(sportTeams.deletedAt)))
    .where(teamId ? eq(sportPieceTags.teamId, teamId) : undefined);
  return db
    .select({
      title: articles.title,
      slug: articles.slug,
      excerpt: articles.excerpt,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(and(inArray(articles.id, tagged), eq(articles.status, "published")))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(TEAM_STORIES_MAX);
}

/** The published recap of each of these games (its newest, when several stories say they recap it):
 * game id → the story's address and title. */
export async function recapsOf(db: Db, gameIds: string[]) {
  const recaps = new Map<string, { slug: string; title: string }>();
  if (gameIds.length === 0) return recaps;
  const rows = await db
    .select({ gameId: sportPieceTags.gameId, slug: articles.slug, title: articles.title })
    .from(sportPieceTags)
    .innerJoin(articles, and(eq(articles.id, sportPieceTags.articleId), eq(articles.status, "published")))
    .where(and(inArray(sportPieceTags.gameId, gameIds), eq(sportPieceTags.recap, true)))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  for (const { gameId, ...story } of rows) if (gameId && !recaps.has(gameId)) recaps.set(gameId, story);
  return recaps;
}

/** The games an article recaps, in its editor's order, each with its team's name and address (a
 * hidden team's: none). */
export async function recapOf(db: Db, articleId: string) {
  return db
    .select({ game: sportGames, teamName: sportTeams.name, teamSlug: sportTeams.slug })
    .from(sportPieceTags)
    .innerJoin(sportGames, eq(sportGames.id, sportPieceTags.gameId))
    .innerJoin(sportTeams, and(eq(sportTeams.id, sportGames.teamId), isNull(sportTeams.deletedAt)))
    .where(and(eq(sportPieceTags.articleId, articleId), eq(sportPieceTags.recap, true)))
    .orderBy(asc(sportPieceTags.position));
}
