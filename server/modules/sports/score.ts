import { GAME_STATUSES, PERIODS_MAX, SCORE_MAX, SPORTS_TEXTS as T, type GameStatus } from "#shared/sports.ts";
import type { PeriodScore } from "../../db/schema/sports.ts";
import { Invalid } from "../errors.ts";
import { formText } from "../validate.ts";

/** A score as the phone form posts it, read and checked (decision 0078). */
export type ScoreEntry = {
  status: GameStatus;
  periods: PeriodScore[];
  scoreUs: number | null;
  scoreThem: number | null;
};

/** One score field: blank is null, else a whole number from 0 to SCORE_MAX, or the field's message. */
function points(input: unknown, field: string, fields: Record<string, string>): number | null {
  const raw = formText(input, field).trim();
  if (raw === "") return null;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) > SCORE_MAX) {
    fields[field] = T.badScore;
    return null;
  }
  return Number(raw);
}

/**
 * Reads `status`, the periods (`us-0`, `them-0`, …: a blank side of a period played is 0; periods after
 * the last one with a number are not played yet) and the final (`finalUs`, `finalThem`). With periods,
 * the score is their sum; without, the final as typed. Refused with a clear message: a bad number, any
 * score on a postponed or scheduled game, a final with no score.
 */
export function readScore(input: unknown): ScoreEntry {
  const status = formText(input, "status") as GameStatus;
  if (!GAME_STATUSES.includes(status))
    throw new Invalid("Choose the game's status.", { status: "Choose the game's status." });
  const fields: Record<string, string> = {};
  const cells = Array.from({ length: PERIODS_MAX }, (_, i) => ({
    us: points(input, `us-${i}`, fields),
    them: points(input, `them-${i}`, fields),
  }));
  const finalUs = points(input, "finalUs", fields);
  const finalThem = points(input, "finalThem", fields);
  const first = Object.values(fields)[0];
  if (first) throw new Invalid(first, fields);
  const played = cells.findLastIndex((c) => c.us !== null || c.them !== null) + 1;
  const periods = cells.slice(0, played).map((c) => ({ us: c.us ?? 0, them: c.them ?? 0 }));
  const anyScore = played > 0 || finalUs !== null || finalThem !== null;
  if (status === "postponed" && anyScore) throw new Invalid(T.postponed, { status: T.postponed });
  if (status === "scheduled" && anyScore) throw new Invalid(T.scheduledScore, { status: T.scheduledScore });
  const sum = (side: "us" | "them") => periods.reduce((n, p) => n + p[side], 0);
  const scoreUs = played > 0 ? sum("us") : finalUs;
  const scoreThem = played > 0 ? sum("them") : finalThem;
  if (status === "final" && (scoreUs === null || scoreThem === null))
    throw new Invalid(T.finalNeedsScore, { finalUs: T.finalNeedsScore });
  if (status === "live") return { status, periods, scoreUs: scoreUs ?? 0, scoreThem: scoreThem ?? 0 };
  return { status, periods, scoreUs, scoreThem };
}
