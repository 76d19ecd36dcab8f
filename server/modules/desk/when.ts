import { formatDateTime, parseLocalDateTime } from "#shared/local-time.ts";
import { Invalid } from "../errors.ts";

/** The desk's times (issue 38): typed and read on the publication's clock, whatever the browser's. */

export type Clock = { timeZone: string; now?: Date };

export const PAST_DEADLINE = "That time has passed: please give a deadline in the future.";

/** The instant a 'datetime-local' value names in the publication's zone; a new deadline in the past is
 * refused (`field` is the form's field). `kept` is the value the assignment has: an unchanged one is
 * kept even once it has passed (an overdue story can still have its notes edited). */
export function deadline(
  value: string | null,
  field: string,
  clock: Clock,
  kept: Date | null = null,
): Date | null {
  if (value === null) return null;
  const at = parseLocalDateTime(value, clock.timeZone);
  if (!at)
    throw new Invalid("Please give a real day and time", { [field]: "Please give a real day and time" });
  if (kept && Math.floor(kept.getTime() / 60_000) === Math.floor(at.getTime() / 60_000)) return kept;
  if (at.getTime() <= (clock.now ?? new Date()).getTime())
    throw new Invalid(PAST_DEADLINE, { [field]: PAST_DEADLINE });
  return at;
}

/** 'November 29, 2026 at 7:00 AM', on the publication's clock. */
export const shownTime = (at: Date, clock: Clock) => formatDateTime(at, clock.timeZone);
