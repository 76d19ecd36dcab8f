import { expect, it } from "vitest";
import * as editorRoute from "../../app/routes/admin.editor.ts";
import * as choicesRoute from "../../app/routes/admin.sports.choices.ts";
import { loadScoreForm } from "../../app/routes/admin.dashboard.sports.game.server.ts";
import { loadArticle } from "../../app/routes/article.server.ts";
import { loadSports, loadTeam } from "../../app/routes/sports.server.ts";
import { sportPieceTags } from "../../server/db/schema.ts";
import { articleTag, pageTags, touches } from "../../server/http/page-changes.ts";
import { enterScore } from "../../server/modules/sports/games.ts";
import { actor, makeArticle } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { makeGame, makeTeam } from "../helpers/sports.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

describeEachEngine(
  "a story's teams and games through the editor, on the public pages (issue 42)",
  ({ db }) => {
    const calls = routeCalls(db);

    it("the editor publishes a game's recap: refused for another's story, it drops the public pages, and the Sports page, the team page, the recap and the game's portal page show it", async () => {
      const team = await makeTeam(db(), { name: "Varsity Girls Soccer" });
      const game = await makeGame(db(), team.id, { opponent: "Central", where: "away" });
      await enterScore(db(), actor("contributor"), {
        id: game.id,
        status: "final",
        finalUs: "2",
        finalThem: "1",
      });
      const tags = JSON.stringify([{ teamId: team.id, gameId: game.id, recap: true }]);
      const story = await makeArticle(db(), { title: "Soccer wins at Central" });
      const tagging = { kind: "article", intent: "update", id: story.id, baseVersion: "1" };
      const update = {
        ...PIECE_FORMS.article.create({ title: story.title }),
        ...tagging,
        sports: tags,
      };
      for (const role of ["contributor", "adviser"] as const) {
        const { cookie } = await calls.session(role);
        const refused = await calls.post(editorRoute, "/admin/editor", update, { cookie });
        expect([role, refused.status, refused.changes]).toEqual([role, 403, []]);
      }
      expect(await db().select().from(sportPieceTags)).toEqual([]);

      const { cookie } = await calls.session("editor");
      const saved = await calls.post(editorRoute, "/admin/editor", update, { cookie });
      expect([saved.status, saved.body]).toMatchObject([200, { ok: true }]);
      expect(saved.changes).toEqual(["content"]);
      expect(touches("content", pageTags(`/sports/${team.slug}`, []))).toBe(true);

      const { context } = testLoadContext(db());
      const page = await loadArticle(
        new Request(`http://localhost/article/${story.slug}`),
        context,
        story.slug,
      );
      expect(page).toMatchObject({
        kind: "article",
        recaps: [
          {
            teamName: "Varsity Girls Soccer",
            teamSlug: team.slug,
            game: { id: game.id, opponent: "Central" },
          },
        ],
      });
      // A score's change ("sports") drops the recap's page; its own change drops it too.
      expect(touches("sports", [...context.pageTags])).toBe(true);
      expect([...context.pageTags]).toContain(articleTag(story.id));

      const sports = await loadSports(testLoadContext(db()).context);
      expect(sports.stories.map((s) => s.slug)).toContain(story.slug);
      expect(sports.teams.find((t) => t.id === team.id)?.year).toMatch(/^\d{4}–\d{2}$/);
      const teamPage = await loadTeam(testLoadContext(db()).context, team.slug);
      expect(teamPage).toMatchObject({ kind: "team", stories: [{ slug: story.slug }] });
      expect((teamPage as { games: { recap: unknown }[] }).games[0]!.recap).toEqual({
        slug: story.slug,
        title: story.title,
      });
      const form = await loadScoreForm(
        new Request(`http://localhost:3000/admin/dashboard/sports/games/${game.id}`, { headers: { cookie } }),
        testLoadContext(db()).context,
        game.id,
      );
      expect(form.stories).toEqual([{ id: story.id, title: story.title, status: "published", recap: true }]);
    });

    it("the Sports panel's choices: the teams, and with ?team= that team's games; a reader is refused", async () => {
      const team = await makeTeam(db());
      const game = await makeGame(db(), team.id, { opponent: "East" });
      const { cookie } = await calls.session("contributor");
      const teams = await calls.load(choicesRoute, "/admin/sports/choices", cookie);
      expect(teams.body).toMatchObject({
        ok: true,
        teams: expect.arrayContaining([expect.objectContaining({ id: team.id })]),
      });
      const games = await calls.load(choicesRoute, `/admin/sports/choices?team=${team.id}`, cookie);
      expect(games.body).toMatchObject({ ok: true, team: team.id, games: [{ id: game.id }] });
      expect(games.headers.get("cache-control")).toContain("no-store");
      const reader = await calls.session("reader");
      expect((await calls.load(choicesRoute, "/admin/sports/choices", reader.cookie)).status).toBe(403);
    });

    it("a story that is not a recap says nothing of a game, and publishing a story ('content') drops the team page", async () => {
      const story = await makeArticle(db());
      const { context } = testLoadContext(db());
      const page = await loadArticle(
        new Request(`http://localhost/article/${story.slug}`),
        context,
        story.slug,
      );
      expect(page).toMatchObject({ kind: "article", recaps: [] });
      expect([...context.pageTags]).not.toContain("sports");
      expect(touches("content", pageTags("/sports/varsity-girls-soccer", []))).toBe(true);
    });
  },
);
