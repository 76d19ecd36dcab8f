import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { REFUSALS } from "#shared/roles.ts";
import { SPORTS_TEXTS } from "#shared/sports.ts";
import { actor } from "../../../tests/helpers/factories.ts";
import { makeGame, makeTeam, refusal, teamFields } from "../../../tests/helpers/sports.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { auditEvents, sportGames, sportTeams } from "../../db/schema.ts";
import { teamCalendar } from "./calendar.ts";
import { createGame, instantOf } from "./games.ts";
import { teamPage } from "./public.ts";
import { createTeam, deleteTeam, listTeams, updateTeam } from "./teams.ts";

const editor = actor("editor");
const KOLKATA = "Asia/Kolkata";
const SITE = { url: "https://news.example.edu", name: "Borderland Times", timeZone: KOLKATA };

describeEachEngine("sports desk: teams and the schedule (issue 42)", ({ db }) => {
  const teams = async () => (await db().select({ id: sportTeams.id }).from(sportTeams)).length;

  it("editors add a team for this school year, audited; a bad field or a taken address stores nothing", async () => {
    const team = await createTeam(
      db(),
      editor,
      teamFields({ name: "JV Boys Soccer", sport: "Soccer", level: "jv", gender: "boys", season: "fall" }),
      KOLKATA,
    );
    expect(team).toMatchObject({
      slug: "jv-boys-soccer",
      sport: "Soccer",
      level: "jv",
      gender: "boys",
      season: "fall",
    });
    expect(team.schoolYear).toBeGreaterThanOrEqual(2026);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, team.id));
    expect(audit).toMatchObject({ action: "sports-team", summary: "JV Boys Soccer" });
    const before = await teams();
    const bad = [
      [{ name: "" }, "name", /Give the team a name/],
      [{ sport: "Quidditch" }, "sport", "Choose the sport."],
      [{ level: "pro" }, "level", /Choose the level/],
      [{ gender: "x" }, "gender", "Choose boys, girls or coed."],
      [{ name: "JV Boys Soccer" }, "slug", SPORTS_TEXTS.slugTaken],
    ] as const;
    for (const [overrides, field, message] of bad) {
      const answer = await refusal(createTeam(db(), editor, teamFields(overrides), KOLKATA));
      expect(answer.status, field).toBeGreaterThanOrEqual(400);
      expect(answer.fields[field], field).toMatch(message);
    }
    expect(await teams()).toBe(before);
  });

  it("contributors, the adviser and readers cannot change teams or games; every reporter lists them", async () => {
    const team = await makeTeam(db());
    for (const who of [actor("contributor"), actor("adviser"), actor("reader")]) {
      expect(await refusal(createTeam(db(), who, teamFields(), KOLKATA))).toMatchObject({ status: 403 });
      expect(await refusal(updateTeam(db(), who, { ...teamFields(), id: team.id }))).toMatchObject({
        status: 403,
      });
      expect(await refusal(deleteTeam(db(), who, team.id))).toMatchObject({ status: 403 });
      expect(await refusal(createGame(db(), who, { teamId: team.id }, KOLKATA))).toMatchObject({
        status: 403,
      });
    }
    expect((await refusal(createTeam(db(), actor("contributor"), teamFields(), KOLKATA))).message).toBe(
      REFUSALS.sports,
    );
    expect((await listTeams(db(), actor("contributor"))).map((t) => t.id)).toContain(team.id);
    expect(await refusal(listTeams(db(), actor("reader")))).toMatchObject({ status: 403 });
  });

  it("deleting a team without games removes it; with games it is kept, hidden, and its page and calendar say so", async () => {
    const empty = await makeTeam(db());
    expect((await deleteTeam(db(), editor, empty.id)).kept).toBeNull();
    expect(await db().select().from(sportTeams).where(eq(sportTeams.id, empty.id))).toEqual([]);
    const played = await makeTeam(db());
    await makeGame(db(), played.id);
    expect((await deleteTeam(db(), editor, played.id)).kept).toBe(SPORTS_TEXTS.teamHasGames(1));
    expect(await teamPage(db(), played.slug)).toEqual({ missing: "deleted" });
    expect(await teamPage(db(), "no-such-team")).toEqual({ missing: "unknown" });
    expect(await teamCalendar(db(), SITE, played.slug)).toBeNull();
    expect((await listTeams(db(), editor)).map((t) => t.id)).not.toContain(played.id);
    expect(await refusal(makeGame(db(), played.id))).toMatchObject({
      status: 404,
      message: SPORTS_TEXTS.teamDeleted,
    });
    expect(await refusal(deleteTeam(db(), editor, played.id))).toMatchObject({ status: 404 });
  });

  it("a game's day and time are read on the publication's calendar, summer or winter, and its zone kept", async () => {
    const team = await makeTeam(db());
    const summer = await makeGame(db(), team.id, { date: "2026-10-31", time: "19:00" }, "America/New_York");
    const winter = await makeGame(db(), team.id, { date: "2026-11-07", time: "19:00" }, "America/New_York");
    expect(summer.startsAt.toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(winter.startsAt.toISOString()).toBe("2026-11-08T00:00:00.000Z");
    expect(winter).toMatchObject({
      timeZone: "America/New_York",
      home: true,
      status: "scheduled",
      scoreUs: null,
    });
    expect(instantOf("2026-11-06", "19:00", KOLKATA).toISOString()).toBe("2026-11-06T13:30:00.000Z");
    const before = (await db().select().from(sportGames)).length;
    for (const [overrides, field] of [
      [{ date: "2026-02-30" }, "date"],
      [{ date: "tomorrow" }, "date"],
      [{ time: "25:00" }, "time"],
      [{ opponent: " " }, "opponent"],
      [{ where: "neutral" }, "where"],
    ] as const) {
      const answer = await refusal(makeGame(db(), team.id, overrides));
      expect(answer.status, field).toBe(400);
      expect(answer.fields[field], field).toBeTruthy();
    }
    expect((await db().select().from(sportGames)).length).toBe(before);
  });
});
