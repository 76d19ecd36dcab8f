import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { RateLimited } from "./errors.ts";
import { VOTE_LIMITED } from "#shared/poll-outcomes.ts";

/** Where a count lives: "always" in the database (it must survive a restart, even on PGlite), or
 * "shared" there only when several processes share one PostgreSQL (short windows on frequent actions,
 * where a restart forgetting a minute's count costs nothing and a database write per action would), or
 * "memory" only in the process's memory, never written anywhere (a reader's address that the privacy
 * policy says is not stored: each process then allows the points by itself). */
type Keep = "always" | "shared" | "memory";

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** Every limit in one place: points per window (seconds), and the message a refused request gets. */
export const LIMITS = {
  signInPair: {
    points: 5,
    duration: 15 * MINUTE,
    keep: "always",
    message:
      "Too many failed sign-in attempts for this account from your network. Please wait 15 minutes and try again.",
  },
  signInAddress: {
    points: 100,
    duration: 15 * MINUTE,
    keep: "always",
    message: "Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.",
  },
  /** Once an account has had many failures, an (account, address) pair gets one attempt per waiting
   * time, whose window each attempt opens (sign-in-guard.ts): 30 seconds at most. */
  signInWait: {
    points: 1,
    duration: 30,
    keep: "always",
    message:
      "Too many failed sign-in attempts for this account. Please wait 30 seconds and try again, or reset your password.",
  },
  setupCode: {
    points: 10,
    duration: 15 * MINUTE,
    keep: "always",
    message: "Too many wrong setup codes. Please wait 15 minutes and try again.",
  },
  changePassword: {
    points: 5,
    duration: 15 * MINUTE,
    keep: "always",
    message: "Too many wrong current passwords. Please wait 15 minutes and try again.",
  },
  signUp: {
    points: 5,
    duration: 60 * MINUTE,
    keep: "always",
    message: "Too many accounts created from your network. Please try again in an hour.",
  },
  /** Per (address, e-mail address): nobody else's requests count against the owner's. */
  passwordReset: {
    points: 3,
    duration: 15 * MINUTE,
    keep: "always",
    message: "Too many password reset requests. Please wait 15 minutes and try again.",
  },
  /** Per address, across e-mail addresses (a campus behind one NAT fits). */
  passwordResetAddress: {
    points: 20,
    duration: 15 * MINUTE,
    keep: "always",
    message: "Too many password reset requests from your network. Please wait 15 minutes and try again.",
  },
  verificationResend: {
    points: 3,
    duration: 15 * MINUTE,
    keep: "always",
    message: "Too many verification e-mails requested. Please wait 15 minutes and try again.",
  },
  verificationResendAddress: {
    points: 20,
    duration: 15 * MINUTE,
    keep: "always",
    message:
      "Too many verification e-mails requested from your network. Please wait 15 minutes and try again.",
  },
  newsletter: {
    points: 10,
    duration: 60 * MINUTE,
    keep: "always",
    message: "Too many subscription attempts. Please try again later.",
  },
  comments: {
    points: 5,
    duration: MINUTE,
    keep: "shared",
    message: "You are commenting too quickly. Please wait a minute and try again.",
  },
  /** Per reader: reports of comments (issue 27), each once per comment anyway. */
  commentReports: {
    points: 10,
    duration: 10 * MINUTE,
    keep: "shared",
    message: "You are reporting too quickly. Please wait a few minutes and try again.",
  },
  uploads: {
    points: 60,
    duration: 10 * MINUTE,
    keep: "shared",
    message: "Too many uploads in a short time. Please wait a few minutes and try again.",
  },
  likes: {
    points: 120,
    duration: MINUTE,
    keep: "shared",
    message: "Too many likes in a short time. Please slow down.",
  },
  /** The weather and markets endpoints: a reader's page asks a few times a minute, and most answers
   * come from the cache; this stops one address from hammering them. */
  widgets: {
    points: 300,
    duration: MINUTE,
    keep: "shared",
    message: "Too many requests for weather and market data. Please wait a minute and try again.",
  },
  /** Readership beacons (decision 0048), per address: a reader opens a few pieces a minute; a school
   * or an office behind one address many more. Kept in memory only: the address is never stored. */
  views: {
    points: 120,
    duration: MINUTE,
    keep: "memory",
    message: "Too many page views from your network in a short time. Please wait a minute.",
  },
  /** Votes in readers' polls (decision 0077), per address: a class behind one school address votes at
   * once; a script clearing its cookie to vote again is held to this. Kept in memory only. */
  pollVotes: {
    points: 60,
    duration: MINUTE,
    keep: "memory",
    message: VOTE_LIMITED,
  },
  /** Weather at a reader's own position: each new position costs a call to the provider. */
  weatherLocation: {
    points: 30,
    duration: 10 * MINUTE,
    keep: "shared",
    message: "Too many requests for the weather at your location. Please wait a few minutes and try again.",
  },
  /** Invitations to the staff an admin sends, new or resent (issue 26): a team of 40 fits in an hour. */
  staffInvitations: {
    points: 40,
    duration: 60 * MINUTE,
    keep: "always",
    message: "You have sent many invitations in the last hour. Please wait a while before sending more.",
  },
  /** Wrong second-factor codes per (account, address). */
  secondFactor: {
    points: 5,
    duration: 15 * MINUTE,
    keep: "always",
    message: "Too many wrong codes. Please wait 15 minutes and try again.",
  },
  /** Wrong codes on one account from addresses that have not passed its second factor before
   * (second-factor-guard.ts): more than one address can make in an hour (5 per 15 minutes). */
  secondFactorAccount: {
    points: 30,
    duration: 60 * MINUTE,
    keep: "always",
    message:
      "Too many wrong codes have been tried on this account. Please try again later, from a network you have signed in from before, or reset your password.",
  },
} as const satisfies Record<string, { points: number; duration: number; keep: Keep; message: string }>;

/** Counts and facts that refuse nothing themselves; sign-in-guard.ts decides with them. */
export const RECORDS = {
  /** Sign-in attempts on an account from addresses it has not signed in from, in a window. */
  signInFailures: { duration: 15 * MINUTE, keep: "always" },
  /** An (account, address) pair that signed in successfully, remembered from its last success. */
  signInKnownAddress: { duration: 30 * DAY, keep: "always" },
  /** An (account, address) pair that passed the second factor, or reset the password, from there. */
  secondFactorKnownAddress: { duration: 30 * DAY, keep: "always" },
  /** Mails of one kind to one mailbox: one goes out per window, the others are not sent
   * (mail-requests.ts). */
  resetMail: { duration: 5 * MINUTE, keep: "always" },
  verificationMail: { duration: 5 * MINUTE, keep: "always" },
  registeredMail: { duration: 5 * MINUTE, keep: "always" },
} as const satisfies Record<string, { duration: number; keep: Keep }>;

export type LimitName = keyof typeof LIMITS;
export type RecordName = keyof typeof RECORDS;

type Limiter = Pick<
  RateLimiterMemory,
  "consume" | "get" | "delete" | "penalty" | "reward" | "set" | "duration"
>;

/** The memory store expires keys with a timer, which cannot wait longer than 2^31 - 1 ms (24.8 days). */
const MEMORY_MAX_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

export type RateLimits = {
  /** Counts one attempt; throws RateLimited once the limit is passed. `windowSeconds` sets the window
   * this attempt opens when none is open. */
  consume(name: LimitName, key: string, windowSeconds?: number): Promise<void>;
  /** Counts `points` attempts at once, or none: throws RateLimited, counting nothing, when fewer are
   * left in the window (a Word import's images, each one upload). */
  consumeMany(name: LimitName, key: string, points: number): Promise<void>;
  /** Throws RateLimited if the limit is already used up, without counting. */
  check(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
  /** Gives back one attempt counted by consume() (one that turned out to be a success). */
  refund(name: LimitName | RecordName, key: string): Promise<void>;
  /** Adds one to a record's count and returns the count in its window. */
  count(name: RecordName, key: string): Promise<number>;
  /** Marks a key for the record's duration from now. */
  remember(name: RecordName, key: string): Promise<void>;
  remembers(name: RecordName, key: string): Promise<boolean>;
};

/** Where the counts live: in memory only (tests), or in the database's rate_limits table, for every
 * count when several processes share it (`shared`) and for those kept "always" otherwise (PGlite). */
export type RateLimitStore = { db: Db; shared: boolean };

export function createRateLimits(store?: RateLimitStore): RateLimits {
  let sweeper = true;
  const limiter = (name: string, points: number, duration: number, keep: Keep): Limiter => {
    const options = { keyPrefix: name, points, duration };
    if (!store || keep === "memory" || (keep === "shared" && !store.shared))
      return new RateLimiterMemory({ ...options, duration: Math.min(duration, MEMORY_MAX_SECONDS) });
    // One limiter is enough to sweep the expired rows of the whole table.
    const clearExpiredByTimeout = sweeper;
    sweeper = false;
    return new RateLimiterDrizzle({
      ...options,
      storeClient: store.db,
      schema: rateLimits,
      clearExpiredByTimeout,
    });
  };
  const limiters = Object.fromEntries([
    ...Object.entries(LIMITS).map(([name, l]) => [name, limiter(name, l.points, l.duration, l.keep)]),
    ...Object.entries(RECORDS).map(([name, r]) => [name, limiter(name, 1, r.duration, r.keep)]),
  ]) as Record<LimitName | RecordName, Limiter>;

  const limited = (name: LimitName, res: RateLimiterRes) =>
    new RateLimited(LIMITS[name].message, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));

  return {
    async consume(name, key, windowSeconds) {
      try {
        await limiters[name].consume(key, 1, windowSeconds ? { customDuration: windowSeconds } : {});
      } catch (error) {
        if (error instanceof RateLimiterRes) throw limited(name, error);
        throw error;
      }
    },
    async consumeMany(name, key, points) {
      try {
        await limiters[name].consume(key, points);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        await limiters[name].reward(key, points);
        throw limited(name, error);
      }
    },
    async check(name, key) {
      const res = await limiters[name].get(key);
      if (res && res.consumedPoints >= LIMITS[name].points) throw limited(name, res);
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
    async refund(name, key) {
      if (await limiters[name].get(key)) await limiters[name].reward(key, 1);
    },
    async count(name, key) {
      return (await limiters[name].penalty(key, 1)).consumedPoints;
    },
    async remember(name, key) {
      await limiters[name].set(key, 1, limiters[name].duration);
    },
    async remembers(name, key) {
      return (await limiters[name].get(key)) !== null;
    },
  };
}
