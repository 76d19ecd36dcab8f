import { clientNetwork } from "./client-network.ts";
import type { RateLimits } from "../rate-limits.ts";

/** Failed attempts an account takes, from addresses it has not signed in from, before an address that
 * failed must wait between attempts. Larger than what one address can make in the window (signInPair:
 * 5 in 15 minutes, so at most 10 across two), so one address alone never starts the waits. */
export const FREE_ATTEMPTS = 10;
/** The longest wait between two attempts from an address that failed on an account under attack. */
export const MAX_WAIT_SECONDS = 30;

/** The wait after a failure when the account has had `n` failures: 1, 2, 4 ... 30 seconds. */
export function waitSeconds(n: number): number {
  return Math.min(2 ** Math.max(0, n - FREE_ATTEMPTS - 1), MAX_WAIT_SECONDS);
}

/** One account whatever name it was reached by: its id once the name is resolved, the name otherwise
 * (an unknown name is counted like an account, with the same work, so that it answers alike). */
export function accountKey(userId: string | null, name: string): string {
  return userId ? `user:${userId}` : `name:${name.trim().toLowerCase()}`;
}

/** The (account, address) pair of a sign-in; an IPv6 client is its /64 (client-network.ts). */
export const pairKey = (account: string, ip: string) => `${account}|${clientNetwork(ip)}`;

/**
 * Brute-force protection for a password sign-in, reader or staff, run before the password is checked
 * (decision 0007, docs/security.md 'Password guessing'):
 * - per (account, address): 5 attempts in 15 minutes, strictly, whoever makes them;
 * - per address, across accounts: 100 failures in 15 minutes (a campus behind one NAT fits);
 * - per (account, address), once the account has had FREE_ATTEMPTS failures in 15 minutes: an address
 *   that tries again waits after each attempt, 1, 2, 4 ... 30 s as the account's failures grow.
 * No count is shared by the addresses of an account: the first attempt from an address, or any from
 * one that signed in to the account in the last 30 days, is never refused by what others did, so a
 * guesser elsewhere, however fast, cannot keep the owner out. The wait is checked first, without
 * counting, so that waiting costs no attempts; the rest is counted before the password is checked
 * (atomic, so a burst cannot slip through), and `succeeded()` takes a success back out.
 */
export async function guardSignIn(
  limits: RateLimits,
  { userId, name, ip }: { userId: string | null; name: string; ip: string },
): Promise<{ succeeded(): Promise<void> }> {
  const account = accountKey(userId, name);
  const pair = pairKey(account, ip);
  const known = await limits.remembers("signInKnownAddress", pair);
  if (!known) await limits.check("signInWait", pair);
  await limits.consume("signInPair", pair);
  if (!known) {
    await limits.consume("signInAddress", clientNetwork(ip));
    const failures = await limits.count("signInFailures", account);
    if (failures > FREE_ATTEMPTS) await limits.consume("signInWait", pair, waitSeconds(failures));
  }
  return {
    async succeeded() {
      await limits.reset("signInPair", pair);
      if (!known) {
        await limits.reset("signInWait", pair);
        await limits.refund("signInAddress", clientNetwork(ip));
        await limits.refund("signInFailures", account);
      }
      await limits.remember("signInKnownAddress", pair);
    },
  };
}

/** After a password reset through the mailed link (or the first admin's set-up): the address that
 * did it is the owner's, for the password and for the second factor. */
export async function rememberOwnerAddress(limits: RateLimits, userId: string, ip: string): Promise<void> {
  const pair = pairKey(accountKey(userId, ""), ip);
  await limits.reset("signInPair", pair);
  await limits.reset("signInWait", pair);
  await limits.remember("signInKnownAddress", pair);
  await limits.remember("secondFactorKnownAddress", pair);
}
