import type { RateLimits } from "../../rate-limits.ts";
import { accountKey, pairKey } from "../sign-in-guard.ts";

/**
 * Guessing protection for second-factor codes (at sign-in, and to turn the factor on or off), run before
 * the code is checked (docs/security.md, 'Second factor'):
 * - per (account, address): 5 attempts in 15 minutes, strictly;
 * - per account, from addresses that have not passed its second factor (or reset its password) in the
 *   last 30 days: 30 attempts an hour, more than one address can make (5 per 15 minutes), so one address
 *   alone never reaches it. A code is one of a million, so a guesser with many addresses needs this
 *   bound; while it is used up, such an address is refused even with the right code, and the owner gets
 *   in from a network they passed the second factor from before, or after resetting the password (which
 *   ends the guesser's sessions and makes that network the owner's).
 * Counted before the check (atomic, so a burst cannot slip through); `succeeded()` takes a success back
 * out and remembers the address.
 */
export async function guardSecondFactor(
  limits: RateLimits,
  { userId, ip }: { userId: string; ip: string },
): Promise<{ succeeded(): Promise<void> }> {
  const account = accountKey(userId, "");
  const pair = pairKey(account, ip);
  const known = await limits.remembers("secondFactorKnownAddress", pair);
  await limits.consume("secondFactor", pair);
  if (!known) await limits.consume("secondFactorAccount", account);
  return {
    async succeeded() {
      await limits.reset("secondFactor", pair);
      if (!known) await limits.refund("secondFactorAccount", account);
      await limits.remember("secondFactorKnownAddress", pair);
    },
  };
}
