import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { SPORTS_TEXTS as T } from "#shared/sports.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { articles, sportGames, sportPieceTags, sportTeams } from "../../db/schema.ts";
import { assertCan, can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { assertMayEdit } from "../content/access.ts";
import { Invalid, NotFound } from "../errors.ts";
import { gameById } from "./games.ts";

type Actor = SessionUser | null | undefined;

/** How many stories a team page lists, and how many a game's story menu offers. */
export const TEAM_STORIES_MAX = 10;
const CHOICES_MAX = 40;

const storyColumns = { id: articles.id, title: articles.title, slug: articles.slug, status: articles.status };

/** The story, if the actor may edit it: who may tag a story is who may change it (decision 0078). */
async function storyToTag(db: Db, actor: Actor, id: unknown) {
  if (id === undefined || id === "") throw new Invalid(T.chooseStory, { article: T.chooseStory });
  if (!isUuid(id)) throw new NotFound(T.storyNotFound);
  const [row] = await db
    .select({ ...storyColumns, createdBy: articles.createdBy })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) throw new NotFound(T.storyNotFound);
  assertMayEdit(actor, row);
  return row;
}

type TagInput = { game?: unknown; article?: unknown; recap?: unknown } | null;

/**
 * Tags a story with a game (and so its team), as its recap when `recap` is on: a game has one recap,
 * so naming another moves it. Every reporter reaches the game page (`scores`); the story must be one
 * they may edit.
 */
export async function tagStory(db: Db, actor: Actor, input: TagInput) {
  assertCan(actor, "scores");
  const { game, team } = await gameById(db, input?.game);
  const story = await storyToTag(db, actor, input?.article);
  const recap = input?.recap === "on" || input?.recap === true;
  await db.transaction(async (tx) => {
    if (recap)
      await tx
        .update(sportPieceTags)
        .set({ recap: false })
        .where(and(eq(sportPieceTags.gameId, game.id), eq(sportPieceTags.recap, true)));
    await tx
      .insert(sportPieceTags)
      .values({ articleId: story.id, teamId: team.id, gameId: game.id, recap })
      .onConflictDoUpdate({ target: [sportPieceTags.gameId, sportPieceTags.articleId], set: { recap } });
  });
  return { game, team, story, recap };
}

/** Takes a story off a game (the same people as tagging). */
export async function untagStory(db: Db, actor: Actor, input: TagInput) {
  assertCan(actor, "scores");
  const { game } = await gameById(db, input?.game);
  const story = await storyToTag(db, actor, input?.article);
  await db
    .delete(sportPieceTags)
    .where(and(eq(sportPieceTags.gameId, game.id), eq(sportPieceTags.articleId, story.id)));
  return { game, story };
}

/** The stories tagged with a game, the recap first, for its portal page. */
export async function gameStories(db: Db, gameId: string) {
  const rows = await db
    .select({ ...storyColumns, recap: sportPieceTags.recap })
    .from(sportPieceTags)
    .innerJoin(articles, eq(articles.id, sportPieceTags.articleId))
    .where(eq(sportPieceTags.gameId, gameId))
    .orderBy(desc(sportPieceTags.recap), desc(sportPieceTags.createdAt));
  return rows;
}

/** The stories the actor may tag, last changed first: an editor's any, a contributor's own drafts. */
export async function storyChoices(db: Db, actor: Actor) {
  assertCan(actor, "scores");
  const mine = can(actor.role, "editAny")
    ? undefined
    : and(eq(articles.createdBy, actor.id), eq(articles.status, "draft"));
  return db
    .select(storyColumns)
    .from(articles)
    .where(mine)
    .orderBy(desc(articles.updatedAt))
    .limit(CHOICES_MAX);
}

/** A team's published stories (tagged with any of its games), newest first, at most 10. */
export async function teamStories(db: Db, teamId: string) {
  const tagged = db
    .select({ id: sportPieceTags.articleId })
    .from(sportPieceTags)
    .where(eq(sportPieceTags.teamId, teamId));
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

/** The published recaps of these games: game id → the story's address and title. */
export async function recapsOf(db: Db, gameIds: string[]) {
  if (gameIds.length === 0) return new Map<string, { slug: string; title: string }>();
  const rows = await db
    .select({ gameId: sportPieceTags.gameId, slug: articles.slug, title: articles.title })
    .from(sportPieceTags)
    .innerJoin(articles, and(eq(articles.id, sportPieceTags.articleId), eq(articles.status, "published")))
    .where(and(inArray(sportPieceTags.gameId, gameIds), eq(sportPieceTags.recap, true)));
  return new Map(rows.map(({ gameId, ...story }) => [gameId, story]));
}

/** The game an article recaps, with its team's name and address (a hidden team's: none). */
export async function recapOf(db: Db, articleId: string) {
  const [row] = await db
    .select({ game: sportGames, teamName: sportTeams.name, teamSlug: sportTeams.slug })
    .from(sportPieceTags)
    .innerJoin(sportGames, eq(sportGames.id, sportPieceTags.gameId))
    .innerJoin(sportTeams, and(eq(sportTeams.id, sportGames.teamId), isNull(sportTeams.deletedAt)))
    .where(and(eq(sportPieceTags.articleId, articleId), eq(sportPieceTags.recap, true)))
    .limit(1);
  return row ?? null;
}
