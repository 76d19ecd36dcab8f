import { TZDate } from "@date-fns/tz";
import ical, { ICalEventStatus } from "ical-generator";
import { STATUS_LABELS, teamLabel } from "#shared/sports.ts";
import type { Db } from "../../db/client.ts";
import { teamGames } from "./public.ts";
import { teamBySlug } from "./teams.ts";

/** How long a game is taken to last on the calendar: families see a block, not a point. */
const GAME_HOURS = 2;

/**
 * A team's games as an iCalendar feed that families subscribe to (`/sports/:team/calendar.ics`,
 * decision 0078), written with ical-generator. Each game's start carries `TZID` of the zone it was
 * entered in, with its local time there (a TZDate: ical-generator writes its wall-clock time), so a
 * 7 pm game stays at 7 pm on either side of a daylight-saving change. Null for an unknown or deleted
 * team.
 */
export async function teamCalendar(db: Db, siteUrl: string, siteName: string, slug: string) {
  const team = await teamBySlug(db, slug);
  if (!team || team.deletedAt) return null;
  const games = await teamGames(db, team);
  const page = `${siteUrl}/sports/${team.slug}`;
  const calendar = ical({
    name: `${team.name}: ${siteName}`,
    description: `${teamLabel(team)} games, from ${siteName}.`,
    prodId: { company: siteName, product: "Sports desk", language: "EN" },
    url: page,
    ttl: 60 * 60,
  });
  const host = new URL(siteUrl).host;
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
