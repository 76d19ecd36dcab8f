import type { GameView } from "./game-line.tsx";

const EVENT_STATUS: Record<string, string> = {
  scheduled: "https://schema.org/EventScheduled",
  live: "https://schema.org/EventScheduled",
  final: "https://schema.org/EventScheduled",
  postponed: "https://schema.org/EventPostponed",
};

/** A game as schema.org's SportsEvent (decision 0078): the teams, the start, the place, the status. */
export function sportsEvent(game: GameView, team: { name: string; sport: string }, url: string) {
  const ours = { "@type": "SportsTeam", name: team.name };
  const theirs = { "@type": "SportsTeam", name: game.opponent };
  return {
    "@type": "SportsEvent",
    name: `${team.name} ${game.home ? "vs" : "at"} ${game.opponent}`,
    sport: team.sport,
    startDate: game.startsAt,
    eventStatus: EVENT_STATUS[game.status],
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    homeTeam: game.home ? ours : theirs,
    awayTeam: game.home ? theirs : ours,
    competitor: [ours, theirs],
    ...(game.venue ? { location: { "@type": "Place", name: game.venue } } : {}),
    url,
  };
}
