import { TZDate } from "@date-fns/tz";
import { and, eq } from "drizzle-orm";
import { SPORTS_TEXTS as T } from "#shared/sports.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { gameForm } from "#shared/schemas/sports.ts";
import type { Db } from "../../db/client.ts";
import { sportGames } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid, NotFound } from "../errors.ts";
import { validate } from "../validate.ts";
import { readScore } from "./score.ts";
import { liveTeam } from "./teams.ts";

type Actor = SessionUser | null | undefined;
export type Game = typeof sportGames.$inferSelect;

/** The instant of a day and time on the calendar of `timeZone` (its offset that day: summer or winter). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  const at = new TZDate(y, m - 1, d, h, min, timeZone);
  if (Number.isNaN(at.getTime()) || at.getDate() !== d)
    throw new Invalid("Give the game's date.", { date: "Give the game's date." });
  return new Date(at.getTime());
}

function columnsOf(input: unknown, timeZone: string) {
  const form = validate(gameForm, input);
  return {
    teamId: form.teamId,
    startsAt: instantOf(form.date, form.time, timeZone),
    timeZone,
    home: form.where === "home",
    opponent: form.opponent,
    venue: form.venue,
  };
}

/** Puts a game on a team's schedule, at a day and time on the publication's calendar (`timeZone`). */
export async function createGame(db: Db, actor: Actor, input: unknown, timeZone: string) {
  assertCan(actor, "sports");
  const values = columnsOf(input, timeZone);
  await liveTeam(db, values.teamId);
  const [row] = await db.insert(sportGames).values(values).returning();
  return row!;
}

/** Changes a game's day, time, place or opponent (a postponed game's new date). */
export async function updateGame(db: Db, actor: Actor, input: unknown, timeZone: string) {
  assertCan(actor, "sports");
  const id = (input as { id?: unknown } | null)?.id;
  if (!isUuid(id)) throw new NotFound(T.gameNotFound);
  const values = columnsOf(input, timeZone);
  await liveTeam(db, values.teamId);
  const [row] = await db
    .update(sportGames)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sportGames.id, id))
    .returning();
  if (!row) throw new NotFound(T.gameNotFound);
  return row;
}

export async function deleteGame(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, "sports");
  if (!isUuid(id)) throw new NotFound(T.gameNotFound);
  const [row] = await db.delete(sportGames).where(eq(sportGames.id, id)).returning();
  if (!row) throw new NotFound(T.gameNotFound);
  return row;
}

/** A game and its team (deleted teams' games are not scored). */
export async function gameById(db: Db, id: unknown) {
  if (!isUuid(id)) throw new NotFound(T.gameNotFound);
  const [game] = await db.select().from(sportGames).where(eq(sportGames.id, id)).limit(1);
  if (!game) throw new NotFound(T.gameNotFound);
  return { game, team: await liveTeam(db, game.teamId) };
}

/**
 * Enters a game's status and score, live or final, by period or the final alone (readScore): every
 * reporter may (capability `scores`), as the one at the game is often a contributor. Nothing is stored
 * when anything is refused.
 */
export async function enterScore(db: Db, actor: Actor, input: unknown) {
  assertCan(actor, "scores");
  const id = (input as { id?: unknown } | null)?.id;
  const { game, team } = await gameById(db, id);
  const entry = readScore(input);
  const [row] = await db
    .update(sportGames)
    .set({ ...entry, updatedAt: new Date() })
    .where(and(eq(sportGames.id, game.id)))
    .returning();
  return { game: row!, team };
}
