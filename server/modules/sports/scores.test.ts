import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { SPORTS_TEXTS } from "#shared/sports.ts";
import { actor } from "../../../tests/helpers/factories.ts";
import { makeGame, makeTeam, refusal } from "../../../tests/helpers/sports.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { sportGames } from "../../db/schema.ts";
import { enterScore } from "./games.ts";
import { leagueStandings, recentResults, sportsStrip, teamPage } from "./public.ts";
import { saveStandings } from "./standings.ts";
import { deleteTeam } from "./teams.ts";

const reporter = actor("contributor");
const KOLKATA = "Asia/Kolkata";

/** The phone form's fields: the status, each period's points, the final. */
const score = (
  id: string,
  status: string,
  periods: [string, string][] = [],
  final: [string, string] = ["", ""],
) => ({
  id,
  status,
  ...Object.fromEntries(
    periods.flatMap(([us, them], i) => [
      [`us-${i}`, us],
      [`them-${i}`, them],
    ]),
  ),
  finalUs: final[0],
  finalThem: final[1],
});

describeEachEngine("sports desk: scores, records, standings and the strip (issue 42)", ({ db }) => {
  const stored = async (id: string) =>
    (await db().select().from(sportGames).where(eq(sportGames.id, id)))[0]!;

  it("a reporter enters a live score by quarter, then the final: the score is the periods' sum", async () => {
    const team = await makeTeam(db());
    const game = await makeGame(db(), team.id);
    const live = await enterScore(
      db(),
      reporter,
      score(game.id, "live", [
        ["12", "10"],
        ["8", ""],
        ["", ""],
      ]),
    );
    expect(live.game).toMatchObject({
      status: "live",
      periods: [
        { us: 12, them: 10 },
        { us: 8, them: 0 },
      ],
      scoreUs: 20,
      scoreThem: 10,
    });
    const final = await enterScore(
      db(),
      reporter,
      score(game.id, "final", [
        ["12", "10"],
        ["8", "14"],
        ["15", "9"],
        ["10", "11"],
      ]),
    );
    expect(final.game).toMatchObject({ status: "final", scoreUs: 45, scoreThem: 44 });
    // Only the final, when the periods are not known.
    const other = await makeGame(db(), team.id, { opponent: "West" });
    expect(
      (await enterScore(db(), actor("editor"), score(other.id, "final", [], ["3", "7"]))).game,
    ).toMatchObject({ periods: [], scoreUs: 3, scoreThem: 7 });
    expect(await teamPage(db(), team.slug)).toMatchObject({ record: { won: 1, lost: 1, tied: 0 } });
  });

  it("refuses with a clear message and stores nothing: a score on a postponed or scheduled game, negative or non-numeric points, a final with no score", async () => {
    const team = await makeTeam(db());
    const game = await makeGame(db(), team.id);
    await enterScore(db(), reporter, score(game.id, "live", [["4", "2"]]));
    const before = await stored(game.id);
    const cases = [
      [score(game.id, "postponed", [["5", "2"]]), "status", SPORTS_TEXTS.postponed],
      [score(game.id, "scheduled", [], ["1", "0"]), "status", SPORTS_TEXTS.scheduledScore],
      [score(game.id, "live", [["-3", "2"]]), "us-0", SPORTS_TEXTS.badScore],
      [score(game.id, "live", [["4", "two"]]), "them-0", SPORTS_TEXTS.badScore],
      [score(game.id, "final", [], ["4.5", "2"]), "finalUs", SPORTS_TEXTS.badScore],
      [score(game.id, "final", [], ["1000", "2"]), "finalUs", SPORTS_TEXTS.badScore],
      [score(game.id, "final"), "finalUs", SPORTS_TEXTS.finalNeedsScore],
      [score(game.id, "over"), "status", "Choose the game's status."],
    ] as const;
    for (const [input, field, message] of cases) {
      const answer = await refusal(enterScore(db(), reporter, input));
      expect(answer, field).toMatchObject({ status: 400, message });
      expect(answer.fields[field], field).toBe(message);
    }
    expect(await stored(game.id)).toEqual(before);
    // Postponed without a score is fine; then a score on it is refused until it is live again.
    await enterScore(db(), reporter, score(game.id, "postponed"));
    expect(await stored(game.id)).toMatchObject({ status: "postponed" });
    expect(
      (await refusal(enterScore(db(), reporter, score(game.id, "postponed", [], ["1", "1"])))).message,
    ).toBe(SPORTS_TEXTS.postponed);
    expect(await refusal(enterScore(db(), reporter, score("not-a-game", "live")))).toMatchObject({
      status: 404,
    });
  });

  it("only staff of the chain enter scores: the adviser and readers are refused, no one signed in too", async () => {
    const team = await makeTeam(db());
    const game = await makeGame(db(), team.id);
    for (const who of [actor("adviser"), actor("reader")])
      expect(await refusal(enterScore(db(), who, score(game.id, "live", [["1", "0"]])))).toMatchObject({
        status: 403,
      });
    expect(await refusal(enterScore(db(), null, score(game.id, "live", [["1", "0"]])))).toMatchObject({
      status: 401,
    });
    expect(await stored(game.id)).toMatchObject({ status: "scheduled", scoreUs: null });
  });

  it("standings are computed from the league's results, or typed as the league published them", async () => {
    const league = `Metro ${crypto.randomUUID().slice(0, 6)}`;
    const girls = await makeTeam(db(), { league, name: `Girls ${league}` });
    const win = await makeGame(db(), girls.id, { opponent: "North" });
    const loss = await makeGame(db(), girls.id, { opponent: "South" });
    await enterScore(db(), reporter, score(win.id, "final", [], ["50", "40"]));
    await enterScore(db(), reporter, score(loss.id, "final", [], ["30", "41"]));
    const computed = await leagueStandings(db(), league, girls.schoolYear);
    expect(computed.source).toBe("computed");
    expect(computed.rows.map((r) => [r.team, r.won, r.lost])).toEqual([
      ["South", 1, 0],
      [girls.name, 1, 1],
      ["North", 0, 1],
    ]);
    const form = { league, schoolYear: String(girls.schoolYear) };
    expect(await refusal(saveStandings(db(), reporter, { ...form, rows: "A, 1, 0" }))).toMatchObject({
      status: 403,
    });
    const bad = await refusal(
      saveStandings(db(), actor("editor"), { ...form, rows: "South, 9, 1\nNorth nine" }),
    );
    expect(bad).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Line 2 \("North nine"\) cannot be read/),
    });
    expect((await leagueStandings(db(), league, girls.schoolYear)).source).toBe("computed");
    await saveStandings(db(), actor("editor"), { ...form, rows: "South, 9, 1\nNorth, 5, 5, 1\n" });
    expect(await leagueStandings(db(), league, girls.schoolYear)).toMatchObject({
      source: "typed",
      rows: [
        { team: "South", won: 9, lost: 1, tied: 0 },
        { team: "North", won: 5, lost: 5, tied: 1 },
      ],
    });
    await saveStandings(db(), actor("editor"), { ...form, rows: "" });
    expect((await leagueStandings(db(), league, girls.schoolYear)).source).toBe("computed");
  });

  it("the strip: live games, today's finals and the week's games; the home page's only live and final today; the Sports page's results the week's before today", async () => {
    const now = new Date("2026-11-06T10:00:00Z"); // 15:30 in Kolkata
    const team = await makeTeam(db());
    const at = (date: string, time: string, opponent: string) =>
      makeGame(db(), team.id, { date, time, opponent });
    const live = await at("2026-11-06", "14:00", "Live One");
    const finalToday = await at("2026-11-06", "09:00", "Final Today");
    const finalYesterday = await at("2026-11-05", "18:00", "Final Yesterday");
    const lastWeek = await at("2026-10-31", "18:00", "Final Last Week");
    const tooOld = await at("2026-10-29", "18:00", "Final Too Old");
    await at("2026-11-10", "18:00", "Next Week");
    await at("2026-11-20", "18:00", "Later");
    await enterScore(db(), reporter, score(live.id, "live", [["7", "3"]]));
    await enterScore(db(), reporter, score(finalToday.id, "final", [], ["60", "58"]));
    await enterScore(db(), reporter, score(finalYesterday.id, "final", [], ["1", "2"]));
    for (const g of [lastWeek, tooOld])
      await enterScore(db(), reporter, score(g.id, "final", [], ["3", "2"]));
    const mine = (games: { teamId: string; opponent: string }[]) =>
      games.filter((g) => g.teamId === team.id).map((g) => g.opponent);
    expect(mine(await sportsStrip(db(), KOLKATA, now))).toEqual(["Final Today", "Live One", "Next Week"]);
    expect(mine(await sportsStrip(db(), KOLKATA, now, true))).toEqual(["Final Today", "Live One"]);
    expect(mine(await recentResults(db(), KOLKATA, now))).toEqual(["Final Yesterday", "Final Last Week"]);
    await enterScore(db(), reporter, score(live.id, "final", [["7", "3"]]));
    await deleteTeam(db(), actor("editor"), team.id);
    expect(mine(await sportsStrip(db(), KOLKATA, now))).toEqual([]);
  });
});
