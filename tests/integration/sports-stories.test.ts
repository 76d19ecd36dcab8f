import { expect, it } from "vitest";
import * as gameRoute from "../../app/routes/admin.dashboard.sports.game.tsx";
import { loadScoreForm } from "../../app/routes/admin.dashboard.sports.game.server.ts";
import { loadArticle } from "../../app/routes/article.server.ts";
import { loadTeam } from "../../app/routes/sports.server.ts";
import { sportPieceTags } from "../../server/db/schema.ts";
import { articleTag, pageTags, touches } from "../../server/http/page-changes.ts";
import { enterScore } from "../../server/modules/sports/games.ts";
import { actor, makeArticle } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { makeGame, makeTeam } from "../helpers/sports.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

describeEachEngine("a game's stories through the portal and on the public pages (issue 42)", ({ db }) => {
  const calls = routeCalls(db);
  const path = (id: string) => `/admin/dashboard/sports/games/${id}`;

  it("tagging a recap per role: an editor may, a contributor not another's story; the answer drops the sports pages and the story", async () => {
    const team = await makeTeam(db(), { name: "Varsity Girls Soccer" });
    const game = await makeGame(db(), team.id, { opponent: "Central", where: "away" });
    await enterScore(db(), actor("contributor"), {
      id: game.id,
      status: "final",
      finalUs: "2",
      finalThem: "1",
    });
    const story = await makeArticle(db(), { title: "Soccer wins at Central" });
    const fields = { intent: "tag-story", game: game.id, article: story.id, recap: "on" };
    for (const role of ["contributor", "adviser"] as const) {
      const { cookie } = await calls.session(role);
      const refused = await calls.post(gameRoute, path(game.id), fields, { cookie });
      expect([role, refused.status, refused.changes]).toEqual([role, 403, []]);
    }
    expect((await calls.post(gameRoute, path(game.id), fields)).status).not.toBeLessThan(300);
    expect(await db().select().from(sportPieceTags)).toEqual([]);

    const { cookie } = await calls.session("editor");
    const tagged = await calls.post(gameRoute, path(game.id), fields, { cookie });
    expect(tagged.status).toBeLessThan(400);
    expect(tagged.changes).toEqual(expect.arrayContaining(["sports", { article: story.id }]));
    const form = await loadScoreForm(
      new Request(`http://localhost:3000${path(game.id)}`, { headers: { cookie } }),
      testLoadContext(db()).context,
      game.id,
    );
    expect(form.stories).toEqual([expect.objectContaining({ id: story.id, recap: true })]);
    expect(form.choices.map((c) => c.id)).toContain(story.id);

    const { context } = testLoadContext(db());
    const page = await loadArticle(
      new Request(`http://localhost/article/${story.slug}`),
      context,
      story.slug,
    );
    expect(page).toMatchObject({
      kind: "article",
      recap: {
        teamName: "Varsity Girls Soccer",
        teamSlug: team.slug,
        game: { home: false, opponent: "Central" },
      },
    });
    // A score's change ("sports") drops the recap's page; its own change drops it too.
    expect(touches("sports", [...context.pageTags])).toBe(true);
    expect(touches({ article: story.id }, [...context.pageTags])).toBe(true);
    expect([...context.pageTags]).toContain(articleTag(story.id));

    const teamPage = await loadTeam(testLoadContext(db()).context, team.slug);
    expect(teamPage).toMatchObject({ kind: "team", stories: [{ slug: story.slug }] });
    expect((teamPage as { games: { recap: unknown }[] }).games[0]!.recap).toEqual({
      slug: story.slug,
      title: story.title,
    });
  });

  it("a story that is not a recap says nothing of a game, and publishing a story ('content') drops the team page", async () => {
    const story = await makeArticle(db());
    const { context } = testLoadContext(db());
    const page = await loadArticle(
      new Request(`http://localhost/article/${story.slug}`),
      context,
      story.slug,
    );
    expect(page).toMatchObject({ kind: "article", recap: null });
    expect([...context.pageTags]).not.toContain("sports");
    expect(touches("content", pageTags("/sports/varsity-girls-soccer", []))).toBe(true);
  });
});
