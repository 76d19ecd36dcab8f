import { Hono, type Context } from "hono";
import ICAL from "ical.js";
import { expect, it, onTestFinished } from "vitest";
import { SPORTS_TEXTS } from "#shared/sports.ts";
import { loadHome } from "../../app/routes/home.server.ts";
import { loadCalendar, loadSports, loadTeam } from "../../app/routes/sports.server.ts";
import { meta } from "../../app/routes/sports.team.tsx";
import { createPageCache, type PageCacheVariables } from "../../server/http/page-cache.ts";
import { enterScore } from "../../server/modules/sports/games.ts";
import { deleteTeam } from "../../server/modules/sports/teams.ts";
import { actor } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { settle } from "../helpers/route-calls.ts";
import { makeGame, makeTeam } from "../helpers/sports.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

const NEW_YORK = "America/New_York";
const reporter = actor("contributor");

describeEachEngine("sports pages, the strip and the calendar (issue 42)", ({ db }) => {
  it("the .ics feed parses and keeps a 7 pm game at 7 pm local on both sides of the daylight-saving change, by its own VTIMEZONE", async () => {
    const team = await makeTeam(db(), { name: "Varsity Boys Football" });
    const games = [
      await makeGame(db(), team.id, { date: "2026-10-31", time: "19:00", opponent: "Central" }, NEW_YORK),
      await makeGame(
        db(),
        team.id,
        { date: "2026-11-07", time: "19:00", opponent: "East", where: "away" },
        NEW_YORK,
      ),
    ];
    const { context } = testLoadContext(db());
    const answer = (await loadCalendar(context, team.slug)) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    // A VTIMEZONE for the publication's zone and for the zone the games were entered in. ical.js knows
    // no zone of its own: the instants below come from these definitions alone.
    const zones = calendar.getAllSubcomponents("vtimezone");
    expect(zones.map((z) => z.getFirstPropertyValue("tzid")).sort()).toEqual(
      [context.services.config.timeZone, NEW_YORK].sort(),
    );
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe(context.services.config.timeZone);
    for (const zone of zones) ICAL.TimezoneService.register(zone);
    onTestFinished(() => {
      for (const zone of zones) ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue("tzid")));
    });
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual(
      games.map((g) => g.startsAt.toISOString()),
    );
    expect(games.map((g) => g.startsAt.toISOString())).toEqual([
      "2026-10-31T23:00:00.000Z",
      "2026-11-08T00:00:00.000Z",
    ]);
    expect(events.map((e) => e.summary)).toEqual([
      "Varsity Boys Football vs Central",
      "Varsity Boys Football at East",
    ]);
    for (const event of events) {
      const start = event.component.getFirstProperty("dtstart")!;
      expect(start.getParameter("tzid")).toBe(NEW_YORK);
      expect([event.startDate.hour, event.startDate.minute]).toEqual([19, 0]);
    }
    expect(events.map((e) => e.startDate.toString())).toEqual(["2026-10-31T19:00:00", "2026-11-07T19:00:00"]);
    expect(events[0]!.location).toBe("Main Gym");
  });

  it("an .ics request for an unknown or deleted team is a 404 that says so", async () => {
    const { context } = testLoadContext(db());
    const unknown = (await loadCalendar(context, "no-such-team")) as Response;
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(SPORTS_TEXTS.teamNotFound);
    const team = await makeTeam(db());
    await makeGame(db(), team.id);
    await deleteTeam(db(), actor("editor"), team.id);
    expect(((await loadCalendar(context, team.slug)) as Response).status).toBe(404);
  });

  it("a team's page: its schedule, results and record, SportsEvent JSON-LD; a deleted team's says it is gone", async () => {
    const team = await makeTeam(db(), { name: "Varsity Girls Volleyball", sport: "Volleyball" });
    const won = await makeGame(db(), team.id, { date: "2026-09-01", opponent: "North" });
    await makeGame(db(), team.id, { date: "2026-12-20", opponent: "South", where: "away", venue: "" });
    await enterScore(db(), reporter, { id: won.id, status: "final", finalUs: "3", finalThem: "1" });
    const { context } = testLoadContext(db());
    const page = await loadTeam(context, team.slug);
    if (!("kind" in page) || page.kind !== "team") throw new Error("no team page");
    expect(page.record).toEqual({ won: 1, lost: 0, tied: 0 });
    expect(page.games.map((g) => [g.opponent, g.status])).toEqual([
      ["North", "final"],
      ["South", "scheduled"],
    ]);
    const descriptors = meta({ data: page, matches: [] } as never) as Record<string, unknown>[];
    const ld = descriptors.find((d) => "script:ld+json" in d)!["script:ld+json"] as {
      "@graph": Record<string, unknown>[];
    };
    expect(ld["@graph"][1]).toMatchObject({
      "@type": "SportsEvent",
      name: "Varsity Girls Volleyball at South",
      sport: "Volleyball",
      startDate: "2026-12-20T13:30:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      homeTeam: { "@type": "SportsTeam", name: "South" },
      awayTeam: { "@type": "SportsTeam", name: "Varsity Girls Volleyball" },
    });
    expect(ld["@graph"][0]).toMatchObject({ location: { "@type": "Place", name: "Main Gym" } });
    await deleteTeam(db(), actor("editor"), team.id);
    const gone = await settle(loadTeam(context, team.slug));
    expect(gone).toMatchObject({ status: 404, body: { kind: "missing", message: SPORTS_TEXTS.teamDeleted } });
    expect(await settle(loadTeam(context, "nobody"))).toMatchObject({
      status: 404,
      body: { message: SPORTS_TEXTS.teamNotFound },
    });
  });

  it("the Sports page and the home page show a live score, and declare the tag a score change drops", async () => {
    const team = await makeTeam(db());
    const game = await makeGame(db(), team.id, {
      date: new Date().toISOString().slice(0, 10),
      time: "00:00",
    });
    const sports = testLoadContext(db()).context;
    const home = testLoadContext(db()).context;
    expect((await loadHome(home)).sports.map((g) => g.id)).not.toContain(game.id);
    await enterScore(db(), reporter, { id: game.id, status: "live", "us-0": "21", "them-0": "14" });
    const strip = (await loadSports(sports)).strip.find((g) => g.id === game.id);
    expect(strip).toMatchObject({ status: "live", scoreUs: 21, scoreThem: 14, teamSlug: team.slug });
    expect((await loadHome(home)).sports.find((g) => g.id === game.id)).toMatchObject({ scoreUs: 21 });
    expect([...sports.pageTags]).toContain("sports");
    expect([...home.pageTags]).toContain("sports");
  });
});

it("a score change drops the cached sports pages, calendars and the home page, and no other page", async () => {
  let renders = 0;
  const app = new Hono<{ Variables: PageCacheVariables }>();
  const cache = createPageCache({ ttlMs: 60_000, counterRefreshMs: 0, onChange: () => {} });
  app.use("*", cache.middleware);
  const page = (c: Context) => c.html(`<p>${++renders}</p>`);
  app.get("/", (c) => {
    c.get("pageTags").add("sports");
    return page(c);
  });
  app.get("/politics", page);
  app.get("/sports", page);
  app.get("/sports/:team", page);
  app.get("/sports/:team/calendar.ics", (c) =>
    c.body(`BEGIN:VCALENDAR ${++renders}`, 200, { "Content-Type": "text/calendar; charset=utf-8" }),
  );
  const paths = ["/", "/politics", "/sports", "/sports/girls", "/sports/girls/calendar.ics"];
  for (const path of paths) await app.request(path);
  const states = async () =>
    Promise.all(paths.map(async (p) => (await app.request(p)).headers.get("x-cache")));
  expect(await states()).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT"]);
  cache.change("sports");
  expect(await states()).toEqual(["MISS", "HIT", "MISS", "MISS", "MISS"]);
});
