import type { Db } from "../../server/db/client.ts";
import { createGame } from "../../server/modules/sports/games.ts";
import { createTeam } from "../../server/modules/sports/teams.ts";
import { actor } from "./factories.ts";

let n = 0;

/** A team's form with sensible defaults and a fresh name. */
export const teamFields = (overrides: Record<string, string> = {}) => ({
  name: `Varsity Girls Basketball ${++n}`,
  sport: "Basketball",
  level: "varsity",
  gender: "girls",
  season: "winter",
  league: "",
  ...overrides,
});

/** A game's form for `teamId`. */
export const gameFields = (teamId: string, overrides: Record<string, string> = {}) => ({
  teamId,
  date: "2026-11-06",
  time: "19:00",
  where: "home",
  opponent: "Central High",
  venue: "Main Gym",
  ...overrides,
});

/** A team, added by an editor. */
export const makeTeam = (db: Db, overrides: Record<string, string> = {}, timeZone = "Asia/Kolkata") =>
  createTeam(db, actor("editor"), teamFields(overrides), timeZone);

/** A game of `teamId`, added by an editor. */
export const makeGame = (
  db: Db,
  teamId: string,
  overrides: Record<string, string> = {},
  timeZone = "Asia/Kolkata",
) => createGame(db, actor("editor"), gameFields(teamId, overrides), timeZone);

/** The refusal `promise` ends in. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, message: "", fields: {} as Record<string, string> }),
    (e: { status?: number; message: string; fields?: Record<string, string> }) => ({
      status: e.status,
      message: e.message,
      fields: e.fields ?? {},
    }),
  );
