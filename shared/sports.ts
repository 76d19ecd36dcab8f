/** The sports desk's fixed lists and texts (issue 42, decision 0078), for the portal and the server. */

/** The portal's Sports page. */
export const SPORTS_PATH = "/admin/dashboard/sports";

export const TEAM_LEVELS = ["varsity", "jv", "freshman", "middle-school", "club"] as const;
export const TEAM_GENDERS = ["boys", "girls", "coed"] as const;
export const TEAM_SEASONS = ["fall", "winter", "spring", "summer"] as const;
export const GAME_STATUSES = ["scheduled", "live", "final", "postponed"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const LEVEL_LABELS: Record<(typeof TEAM_LEVELS)[number], string> = {
  varsity: "Varsity",
  jv: "JV",
  freshman: "Freshman",
  "middle-school": "Middle school",
  club: "Club",
};
export const GENDER_LABELS: Record<(typeof TEAM_GENDERS)[number], string> = {
  boys: "Boys",
  girls: "Girls",
  coed: "Coed",
};
export const SEASON_LABELS: Record<(typeof TEAM_SEASONS)[number], string> = {
  fall: "Fall",
  winter: "Winter",
  spring: "Spring",
  summer: "Summer",
};
export const STATUS_LABELS: Record<GameStatus, string> = {
  scheduled: "Scheduled",
  live: "Live",
  final: "Final",
  postponed: "Postponed",
};

/** Each sport the desk knows and how its game is divided: the score form offers that many periods. */
export const SPORTS: Record<string, { period: string; periods: number }> = {
  Basketball: { period: "Quarter", periods: 4 },
  Football: { period: "Quarter", periods: 4 },
  Soccer: { period: "Half", periods: 2 },
  Baseball: { period: "Inning", periods: 9 },
  Softball: { period: "Inning", periods: 7 },
  Volleyball: { period: "Set", periods: 5 },
  Hockey: { period: "Period", periods: 3 },
  "Field hockey": { period: "Quarter", periods: 4 },
  Lacrosse: { period: "Quarter", periods: 4 },
  "Water polo": { period: "Quarter", periods: 4 },
  Cricket: { period: "Innings", periods: 2 },
  Other: { period: "Period", periods: 4 },
};
export const SPORT_NAMES = Object.keys(SPORTS) as [string, ...string[]];

/** The most points one side scores in a period or a game (a typo's bound, not a sport's). */
export const SCORE_MAX = 999;
/** The most periods a game has (overtimes and extra innings beyond the sport's number). */
export const PERIODS_MAX = 20;

/** "Quarter 1", "OT 1" past the sport's count. */
export function periodName(sport: string, index: number): string {
  const { period, periods } = SPORTS[sport] ?? SPORTS.Other!;
  return index < periods ? `${period} ${index + 1}` : `Overtime ${index - periods + 1}`;
}

/** "Varsity Girls Basketball". */
export const teamLabel = (t: { level: string; gender: string; sport: string }) =>
  `${LEVEL_LABELS[t.level as keyof typeof LEVEL_LABELS] ?? t.level} ${
    GENDER_LABELS[t.gender as keyof typeof GENDER_LABELS] ?? t.gender
  } ${t.sport}`;

/** W, L or T of a final score; null before the final. */
export function outcome(game: { status: string; scoreUs: number | null; scoreThem: number | null }) {
  if (game.status !== "final" || game.scoreUs === null || game.scoreThem === null) return null;
  return game.scoreUs > game.scoreThem ? "W" : game.scoreUs < game.scoreThem ? "L" : "T";
}

export const SPORTS_TEXTS = {
  teamNotFound: "There is no such team on the sports desk.",
  teamDeleted: "This team is no longer on the sports desk.",
  gameNotFound: "There is no such game: it may have been deleted.",
  slugTaken: "Another team has this address. Change the name or the address.",
  teamHasGames: (n: number) =>
    `This team has ${n} ${n === 1 ? "game" : "games"}, so it is kept for its record and hidden from the site.`,
  postponed: "This game is postponed: set it to Scheduled or Live before entering a score.",
  scheduledScore: "A scheduled game has no score yet: choose Live or Final to enter one.",
  finalNeedsScore: "Give the final score (ours and theirs), or the score of each period.",
  badScore: `A score is a whole number from 0 to ${SCORE_MAX}.`,
} as const;
