import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { SPORTS_TEXTS } from "#shared/sports.ts";
import { actor, makeArticle, makeUser } from "../../../tests/helpers/factories.ts";
import { makeGame, makeTeam, refusal } from "../../../tests/helpers/sports.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, sportPieceTags } from "../../db/schema.ts";
import { enterScore } from "./games.ts";
import { teamPage } from "./public.ts";
import { gameStories, recapOf, storyChoices, tagStory, TEAM_STORIES_MAX, untagStory } from "./stories.ts";
import { deleteTeam } from "./teams.ts";

const editor = actor("editor");

describeEachEngine("sports desk: stories about games, and a game's recap (issue 42)", ({ db }) => {
  const setup = async () => {
    const team = await makeTeam(db());
    const game = await makeGame(db(), team.id, { opponent: "Central" });
    await enterScore(db(), actor("contributor"), {
      id: game.id,
      status: "final",
      finalUs: "58",
      finalThem: "51",
    });
    return { team, game };
  };
  const page = async (slug: string) => {
    const p = await teamPage(db(), slug);
    if ("missing" in p) throw new Error("no team page");
    return p;
  };
  const tagsOf = async (gameId: string) =>
    db().select().from(sportPieceTags).where(eq(sportPieceTags.gameId, gameId));

  it("an editor names a game's recap: the game links it, the team page lists it, the story says which game", async () => {
    const { team, game } = await setup();
    const story = await makeArticle(db(), { title: "Eagles hold off Central" });
    const tagged = await tagStory(db(), editor, { game: game.id, article: story.id, recap: "on" });
    expect(tagged.recap).toBe(true);
    const p = await page(team.slug);
    expect(p.games.find((g) => g.id === game.id)!.recap).toEqual({ slug: story.slug, title: story.title });
    expect(p.stories.map((s) => s.slug)).toEqual([story.slug]);
    const recap = await recapOf(db(), story.id);
    expect(recap).toMatchObject({ teamName: team.name, teamSlug: team.slug, game: { opponent: "Central" } });
    expect(recap!.game).toMatchObject({ scoreUs: 58, scoreThem: 51 });
  });

  it("a game has one recap: naming another moves it; a story that is not the recap is listed but not linked", async () => {
    const { team, game } = await setup();
    const first = await makeArticle(db());
    const second = await makeArticle(db());
    await tagStory(db(), editor, { game: game.id, article: first.id, recap: "on" });
    await tagStory(db(), editor, { game: game.id, article: second.id, recap: "on" });
    expect((await gameStories(db(), game.id)).map((s) => [s.id, s.recap])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(await recapOf(db(), first.id)).toBeNull();
    expect((await page(team.slug)).games[0]!.recap?.slug).toBe(second.slug);
    await tagStory(db(), editor, { game: game.id, article: second.id });
    expect((await page(team.slug)).games[0]!.recap).toBeNull();
    expect((await page(team.slug)).stories).toHaveLength(2);
    await untagStory(db(), editor, { game: game.id, article: first.id });
    expect((await tagsOf(game.id)).map((t) => t.articleId)).toEqual([second.id]);
  });

  it("the team page lists only published stories, newest first, at most ten; a draft recap is not linked", async () => {
    const { team, game } = await setup();
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 12));
    const stories = [];
    for (let d = 1; d <= TEAM_STORIES_MAX + 1; d++) {
      const s = await makeArticle(db());
      await db()
        .update(articles)
        .set({ publishedAt: day(d) })
        .where(eq(articles.id, s.id));
      await tagStory(db(), editor, { game: game.id, article: s.id });
      stories.push(s);
    }
    const draft = await makeArticle(db());
    await db().update(articles).set({ status: "draft", publishedAt: null }).where(eq(articles.id, draft.id));
    await tagStory(db(), editor, { game: game.id, article: draft.id, recap: "on" });
    const p = await page(team.slug);
    expect(p.stories.map((s) => s.slug)).toEqual(
      stories
        .slice(1)
        .reverse()
        .map((s) => s.slug),
    );
    expect(p.games[0]!.recap).toBeNull();
  });

  it("who may tag is who may change the story: a contributor their own draft, never another's or a published one", async () => {
    const { game } = await setup();
    const user = await makeUser(db(), { role: "contributor" });
    const writer = { ...actor("contributor"), id: user.id };
    const own = await makeArticle(db());
    await db()
      .update(articles)
      .set({ status: "draft", publishedAt: null, createdBy: user.id })
      .where(eq(articles.id, own.id));
    const others = await makeArticle(db());
    expect((await storyChoices(db(), writer)).map((s) => s.id)).toEqual([own.id]);
    expect((await storyChoices(db(), editor)).map((s) => s.id)).toContain(others.id);
    expect((await refusal(tagStory(db(), writer, { game: game.id, article: others.id }))).status).toBe(403);
    await tagStory(db(), writer, { game: game.id, article: own.id, recap: "on" });
    await db()
      .update(articles)
      .set({ status: "published", publishedAt: new Date() })
      .where(eq(articles.id, own.id));
    expect((await refusal(untagStory(db(), writer, { game: game.id, article: own.id }))).status).toBe(403);
    expect((await refusal(tagStory(db(), actor("adviser"), { game: game.id, article: own.id }))).status).toBe(
      403,
    );
    expect((await refusal(tagStory(db(), null, { game: game.id, article: own.id }))).status).toBe(401);
    expect((await tagsOf(game.id)).map((t) => t.articleId)).toEqual([own.id]);
  });

  it("refusals say what is wrong and store nothing: no story chosen, an unknown story, an unknown game", async () => {
    const { game } = await setup();
    const story = await makeArticle(db());
    expect(await refusal(tagStory(db(), editor, { game: game.id, article: "" }))).toMatchObject({
      status: 400,
      fields: { article: SPORTS_TEXTS.chooseStory },
    });
    expect(
      await refusal(
        tagStory(db(), editor, { game: game.id, article: "00000000-0000-4000-8000-000000000000" }),
      ),
    ).toMatchObject({ status: 404, message: SPORTS_TEXTS.storyNotFound });
    expect(await refusal(tagStory(db(), editor, { game: "nope", article: story.id }))).toMatchObject({
      status: 404,
      message: SPORTS_TEXTS.gameNotFound,
    });
    expect(await tagsOf(game.id)).toEqual([]);
  });

  it("a hidden team's recap no longer says which game; deleting a story or a game drops its tags", async () => {
    const { team, game } = await setup();
    const story = await makeArticle(db());
    await tagStory(db(), editor, { game: game.id, article: story.id, recap: "on" });
    await deleteTeam(db(), editor, team.id);
    expect(await recapOf(db(), story.id)).toBeNull();
    await db().delete(articles).where(eq(articles.id, story.id));
    expect(await tagsOf(game.id)).toEqual([]);
  });
});
