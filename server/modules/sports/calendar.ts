import { TZDate } from "@date-fns/tz";
import ical, { ICalEventStatus } from "ical-generator";
import { STATUS_LABELS, teamLabel } from "#shared/sports.ts";
import type { Db } from "../../db/client.ts";
import { teamGames } from "./public.ts";
import { vtimezone } from "./vtimezone.ts";
import { teamBySlug } from "./teams.ts";

/** How long a game is taken to last on the calendar: families see a block, not a point. */
const GAME_HOURS = 2;

/**
 * A team's games as an iCalendar feed that families subscribe to (`/sports/:team/calendar.ics`,
 * decision 0078), written with ical-generator. Each game's start carries `TZID` of the zone it was
 * entered in, with its local time there (a TZDate: ical-generator writes its wall-clock time), so a
 * 7 pm game stays at 7 pm on either side of a daylight-saving change; the calendar is in the
 * publication's zone (`timeZone`), and each zone is defined by a VTIMEZONE over the games' dates.
 * Null for an unknown or deleted team.
 */
export async function teamCalendar(
  db: Db,
  site: { url: string; name: string; timeZone: string },
  slug: string,
  now = new Date(),
) {
  const team = await teamBySlug(db, slug);
  if (!team || team.deletedAt) return null;
  const games = await teamGames(db, team);
  const page = `${site.url}/sports/${team.slug}`;
  // The zones are defined over the games' dates (today's, for a team without games yet).
  const starts = games.length ? games.map((g) => g.startsAt.getTime()) : [now.getTime()];
  const from = new Date(Math.min(...starts));
  const to = new Date(Math.max(...starts) + GAME_HOURS * 3_600_000);
  const calendar = ical({
    name: `${team.name}: ${site.name}`,
    description: `${teamLabel(team)} games, from ${site.name}.`,
    prodId: { company: site.name, product: "Sports desk", language: "EN" },
    url: page,
    ttl: 60 * 60,
    timezone: { name: site.timeZone, generator: (zone) => vtimezone(zone, from, to) },
  });
  const host = new URL(site.url).host;
  for (const game of games) {
    const start = new TZDate(game.startsAt.getTime(), game.timeZone);
    const end = new TZDate(game.startsAt.getTime() + GAME_HOURS * 3_600_000, game.timeZone);
    const score =
      game.scoreUs !== null && game.scoreThem !== null
        ? ` (${STATUS_LABELS[game.status as "final"]}: ${game.scoreUs}–${game.scoreThem})`
        : "";
    calendar.createEvent({
      id: `${game.id}@${host}`,
      start,
      end,
      timezone: game.timeZone,
      summary: `${team.name} ${game.home ? "vs" : "at"} ${game.opponent}${score}`,
      location: game.venue || null,
      description: game.status === "postponed" ? "Postponed: a new date will follow." : null,
      status: game.status === "postponed" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      url: page,
      lastModified: game.updatedAt,
      stamp: game.updatedAt,
    });
  }
  return calendar.toString();
}
