import type { RateLimits } from "../../http/rate-limits.ts";

/** Failed attempts an account takes, from addresses it has not signed in from, before each further
 * attempt must wait. Larger than what one address can make in the window (signInPair: 5 in 15
 * minutes, so at most 10 across two windows), so one address alone never slows an account down. */
export const FREE_ATTEMPTS = 10;
/** The longest wait between two attempts on an account under attack, in seconds. */
export const MAX_WAIT_SECONDS = 60;

/** The wait that attempt number `n` on an account opens for the next one: 1, 2, 4 ... 60 seconds. */
export function waitSeconds(n: number): number {
  return Math.min(2 ** Math.max(0, n - FREE_ATTEMPTS - 1), MAX_WAIT_SECONDS);
}

/** One account whatever name it was reached by: its id once the name is resolved, the name otherwise
 * (an unknown name is counted like an account, with the same work, so that it answers alike). */
export function accountKey(userId: string | null, name: string): string {
  return userId ? `user:${userId}` : `name:${name.trim().toLowerCase()}`;
}

/**
 * Brute-force protection for a password sign-in, reader or staff, run before the password is checked:
 * - per (account, address): 5 attempts in 15 minutes, strictly, whoever makes them;
 * - per address, across accounts: 100 failures in 15 minutes (a campus behind one NAT fits);
 * - per account, across addresses: after FREE_ATTEMPTS failures in 15 minutes each attempt waits for the
 *   one before (1, 2, 4 ... 60 s), a delay, never a lock, and claimed atomically so parallel guesses
 *   cannot share one slot.
 * An address that signed in to the account in the last 30 days (or reset its password from there) is
 * exempt from the last two: an attacker elsewhere cannot keep the owner out of their own account.
 * Attempts are counted before the check (atomic, so a burst cannot slip through); `succeeded()` takes a
 * success back out and remembers the address.
 */
export async function guardSignIn(
  limits: RateLimits,
  { userId, name, ip }: { userId: string | null; name: string; ip: string },
): Promise<{ succeeded(): Promise<void> }> {
  const account = accountKey(userId, name);
  const pair = `${account}|${ip}`;
  const known = await limits.remembers("signInKnownAddress", pair);
  await limits.consume("signInPair", pair);
  if (!known) {
    await limits.consume("signInAddress", ip);
    const attempt = await limits.count("signInFailures", account);
    if (attempt > FREE_ATTEMPTS) await limits.consume("signInAccount", account, waitSeconds(attempt));
  }
  return {
    async succeeded() {
      await limits.reset("signInPair", pair);
      if (!known) {
        await limits.refund("signInAddress", ip);
        await limits.refund("signInFailures", account);
      }
      await limits.remember("signInKnownAddress", pair);
    },
  };
}

/** After a password reset through the mailed link: the address that did it is the owner's. */
export async function rememberOwnerAddress(limits: RateLimits, userId: string, ip: string): Promise<void> {
  const pair = `${accountKey(userId, "")}|${ip}`;
  await limits.reset("signInPair", pair);
  await limits.remember("signInKnownAddress", pair);
}
