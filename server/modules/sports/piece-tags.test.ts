import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { SPORT_TAG_TEXTS, SPORT_TAGS_MAX, type SportTag } from "#shared/sport-tags.ts";
import { actor, makeUser } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { makeGame, makeTeam, refusal } from "../../../tests/helpers/sports.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { sportPieceTags } from "../../db/schema.ts";
import { loadEditor } from "../content/editor.ts";
import { savePiece } from "../content/editing.ts";
import { restoreRevision } from "../content/restore.ts";
import { getRevision, listRevisions } from "../content/revisions.ts";
import { enterScore, deleteGame } from "./games.ts";
import { teamPage } from "./public.ts";
import { recapOf, TEAM_STORIES_MAX } from "./stories.ts";
import { gameChoices, teamChoices } from "./tag-choices.ts";
import { deleteTeam } from "./teams.ts";

const editor = actor("editor");
const DAY = 86_400_000;
type Tag = Partial<SportTag> & { teamId: string };
let teams = 0;

describeEachEngine("sports desk: a story's teams and games, chosen in its editor (issue 42)", ({ db }) => {
  const setup = async () => {
    const team = await makeTeam(db(), { name: `Varsity Girls Soccer ${++teams}` });
    const game = await makeGame(db(), team.id, { opponent: "Central", date: "2026-11-06" });
    await enterScore(db(), actor("contributor"), {
      id: game.id,
      status: "final",
      finalUs: "2",
      finalThem: "1",
    });
    return { team, game };
  };
  const form = (tags: Tag[], overrides: Record<string, string> = {}) =>
    PIECE_FORMS.article.create({ sports: JSON.stringify(tags), ...overrides });
  const publish = (tags: Tag[], now = new Date(), who = editor) =>
    savePiece(db(), who, "article", form(tags), "publish", now);
  const save = (id: string, version: number, tags: Tag[], intent: "autosave" | "update" | "save") =>
    savePiece(db(), editor, "article", { ...form(tags), id, baseVersion: version }, intent);
  const page = async (slug: string) => {
    const p = await teamPage(db(), slug);
    if ("missing" in p) throw new Error("no team page");
    return p;
  };
  const tagsOf = async (articleId: string) =>
    (await loadEditor(db(), editor, "article", articleId)).fields.sports ?? [];

  it("a story tagged with a game as its recap: the team page lists it, the game links it, the recap names the game", async () => {
    const { team, game } = await setup();
    const other = await makeTeam(db());
    // The game's own team is written, whatever was posted; the label is the server's.
    const story = await publish([{ teamId: other.id, gameId: game.id, recap: true, label: "forged" }]);
    expect(await tagsOf(story.id)).toEqual([
      { teamId: team.id, gameId: game.id, recap: true, label: `${team.name} vs Central, Fri, Nov 6` },
    ]);
    const p = await page(team.slug);
    expect(p.games[0]!.recap).toEqual({ slug: story.slug, title: story.title });
    expect(p.stories.map((s) => s.slug)).toEqual([story.slug]);
    expect((await recapOf(db(), story.id)).map((r) => [r.teamSlug, r.game.id, r.game.scoreUs])).toEqual([
      [team.slug, game.id, 2],
    ]);
    expect((await page(other.slug)).stories).toEqual([]);
  });

  it("a story about the team and no one game (a season preview) is listed on the team page, and recaps nothing", async () => {
    const { team } = await setup();
    const story = await publish([{ teamId: team.id, gameId: null, recap: true }]);
    expect(await tagsOf(story.id)).toEqual([
      { teamId: team.id, gameId: null, recap: false, label: team.name },
    ]);
    expect((await page(team.slug)).stories.map((s) => s.slug)).toEqual([story.slug]);
    expect(await recapOf(db(), story.id)).toEqual([]);
  });

  it("tags are part of the piece's versions: a revision holds them, a restore brings them back, a published piece's edit waits for Update", async () => {
    const { team, game } = await setup();
    const story = await publish([{ teamId: team.id, gameId: game.id, recap: true }]);
    // An autosave of the published story keeps the change pending: readers still see the recap.
    const pending = await save(story.id, story.version, [{ teamId: team.id, gameId: null }], "autosave");
    expect(pending.hasPending).toBe(true);
    expect((await page(team.slug)).games[0]!.recap?.slug).toBe(story.slug);
    expect(await tagsOf(story.id)).toEqual([expect.objectContaining({ gameId: null })]);
    const updated = await save(story.id, pending.version, [{ teamId: team.id, gameId: null }], "update");
    expect((await page(team.slug)).games[0]!.recap).toBeNull();
    const revisions = await listRevisions(db(), editor, "article", story.id);
    const published = revisions.find((r) => r.reason === "Published")!;
    const first = await getRevision(db(), editor, "article", story.id, published.id);
    expect(first.fields.sports).toEqual([expect.objectContaining({ gameId: game.id, recap: true })]);
    await restoreRevision(db(), editor, "article", {
      id: story.id,
      revisionId: published.id,
      baseVersion: updated.version,
    });
    expect((await page(team.slug)).games[0]!.recap?.slug).toBe(story.slug);
    expect(await tagsOf(story.id)).toEqual([expect.objectContaining({ gameId: game.id, recap: true })]);
  });

  it("a game's recap is its newest published one; a draft recap, or a story not marked recap, is not linked", async () => {
    const { team, game } = await setup();
    const start = new Date("2026-11-07T12:00:00Z");
    const older = await publish([{ teamId: team.id, gameId: game.id, recap: true }], start);
    const newer = await publish([{ teamId: team.id, gameId: game.id, recap: true }], new Date(+start + DAY));
    await publish([{ teamId: team.id, gameId: game.id }], new Date(+start + 2 * DAY));
    await savePiece(
      db(),
      editor,
      "article",
      form([{ teamId: team.id, gameId: game.id, recap: true }]),
      "save",
    );
    expect((await page(team.slug)).games[0]!.recap?.slug).toBe(newer.slug);
    expect((await recapOf(db(), older.id)).length).toBe(1);
    expect((await page(team.slug)).stories).toHaveLength(3);
  });

  it("the team page lists its published stories newest first, at most ten", async () => {
    const { team } = await setup();
    const slugs: string[] = [];
    for (let d = 1; d <= TEAM_STORIES_MAX + 1; d++)
      slugs.push((await publish([{ teamId: team.id, gameId: null }], new Date(Date.UTC(2026, 10, d)))).slug!);
    expect((await page(team.slug)).stories.map((s) => s.slug)).toEqual(slugs.slice(1).reverse());
  });

  it("refusals say what is wrong and store nothing; a form without the field leaves the tags as they are", async () => {
    const { team, game } = await setup();
    const story = await publish([{ teamId: team.id, gameId: game.id }]);
    const attempt = (sports: string) =>
      refusal(
        savePiece(
          db(),
          editor,
          "article",
          { ...form([], { sports }), id: story.id, baseVersion: story.version },
          "save",
        ),
      );
    expect(await attempt("not json")).toMatchObject({
      status: 400,
      fields: { sports: SPORT_TAG_TEXTS.unreadable },
    });
    expect(await attempt(JSON.stringify([{ teamId: "nope" }]))).toMatchObject({ status: 400 });
    const many = Array.from({ length: SPORT_TAGS_MAX + 1 }, () => ({ teamId: crypto.randomUUID() }));
    expect(await attempt(JSON.stringify(many))).toMatchObject({
      fields: { sports: SPORT_TAG_TEXTS.tooMany },
    });
    const gone = await makeGame(db(), team.id);
    await deleteGame(db(), editor, gone.id);
    expect(await attempt(JSON.stringify([{ teamId: team.id, gameId: gone.id }]))).toMatchObject({
      status: 400,
      fields: { sports: SPORT_TAG_TEXTS.gone },
    });
    expect(await tagsOf(story.id)).toEqual([expect.objectContaining({ gameId: game.id })]);
    const without = PIECE_FORMS.article.create();
    await savePiece(
      db(),
      editor,
      "article",
      { ...without, id: story.id, baseVersion: story.version },
      "save",
    );
    expect(await tagsOf(story.id)).toEqual([expect.objectContaining({ gameId: game.id })]);
  });

  it("who may tag is who may change the story: a contributor their own draft, not another's", async () => {
    const { team } = await setup();
    const user = await makeUser(db(), { role: "contributor" });
    const writer = { ...actor("contributor"), id: user.id };
    const own = await savePiece(db(), writer, "article", form([{ teamId: team.id, gameId: null }]), "save");
    expect(await tagsOf(own.id)).toHaveLength(1);
    const others = await publish([]);
    const tagged = {
      ...form([{ teamId: team.id, gameId: null }]),
      id: others.id,
      baseVersion: others.version,
    };
    expect((await refusal(savePiece(db(), writer, "article", tagged, "save"))).status).toBe(403);
    expect(await tagsOf(others.id)).toEqual([]);
  });

  it("deleting a game drops its tags and a restore leaves it out; a hidden team's recap names no game", async () => {
    const { team, game } = await setup();
    const later = await makeGame(db(), team.id, { opponent: "East" });
    const story = await publish([
      { teamId: team.id, gameId: later.id },
      { teamId: team.id, gameId: game.id, recap: true },
    ]);
    await deleteGame(db(), editor, later.id);
    expect(await tagsOf(story.id)).toEqual([expect.objectContaining({ gameId: game.id })]);
    const [revision] = await listRevisions(db(), editor, "article", story.id);
    await restoreRevision(db(), editor, "article", {
      id: story.id,
      revisionId: revision!.id,
      baseVersion: story.version,
    });
    expect(await tagsOf(story.id)).toEqual([expect.objectContaining({ gameId: game.id })]);
    await deleteTeam(db(), editor, team.id);
    expect(await recapOf(db(), story.id)).toEqual([]);
    expect(await db().select().from(sportPieceTags).where(eq(sportPieceTags.gameId, later.id))).toEqual([]);
  });

  it("the Sports panel's choices: every member of staff sees the teams on the desk and a team's games, labelled", async () => {
    const { team, game } = await setup();
    const hidden = await makeTeam(db());
    await makeGame(db(), hidden.id);
    await deleteTeam(db(), editor, hidden.id);
    const teams = await teamChoices(db(), actor("contributor"));
    expect(teams.map((t) => t.id)).toContain(team.id);
    expect(teams.map((t) => t.id)).not.toContain(hidden.id);
    expect(await gameChoices(db(), actor("adviser"), team.id)).toEqual([
      { id: game.id, choice: "vs Central, Fri, Nov 6", label: `${team.name} vs Central, Fri, Nov 6` },
    ]);
    expect((await refusal(gameChoices(db(), editor, hidden.id))).status).toBe(404);
    expect((await refusal(teamChoices(db(), actor("reader")))).status).toBe(403);
    expect((await refusal(teamChoices(db(), null))).status).toBe(401);
  });
});
