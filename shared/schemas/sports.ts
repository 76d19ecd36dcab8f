import { z } from "#shared/zod.ts";
import { SPORT_NAMES, TEAM_GENDERS, TEAM_LEVELS, TEAM_SEASONS } from "../sports.ts";
import { text } from "./fields.ts";

const required = (max: number, label: string, message: string) =>
  text(max, label).pipe(z.string().min(1, message));

/** A team as the portal's form posts it (Sports, decision 0078). */
export const teamForm = z.object({
  name: required(120, "The name", "Give the team a name, such as Varsity Girls Basketball."),
  slug: text(120, "The address"),
  sport: z.enum(SPORT_NAMES, { message: "Choose the sport." }),
  level: z.enum(TEAM_LEVELS, { message: "Choose the level: varsity, JV…" }),
  gender: z.enum(TEAM_GENDERS, { message: "Choose boys, girls or coed." }),
  season: z.enum(TEAM_SEASONS, { message: "Choose the season it plays in." }),
  league: text(120, "The league"),
});
export type TeamForm = z.input<typeof teamForm>;

/** A game on a team's schedule: its day and time on the publication's calendar. */
export const gameForm = z.object({
  teamId: z.string().uuid("Choose the team."),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Give the game's date."),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Give the game's start time."),
  where: z.enum(["home", "away"], { message: "Choose home or away." }),
  opponent: required(120, "The opponent", "Name the opponent."),
  venue: text(160, "The venue"),
});
export type GameForm = z.input<typeof gameForm>;
