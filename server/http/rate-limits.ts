import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { RateLimited } from "../modules/errors.ts";

/** Every limit in one place: points per window (seconds), and the message a limited request gets. */
export const LIMITS = {
  signInAccount: {
    points: 5,
    duration: 15 * 60,
    message:
      "Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.",
  },
  signInAddress: {
    points: 20,
    duration: 15 * 60,
    message: "Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.",
  },
  signUp: {
    points: 5,
    duration: 60 * 60,
    message: "Too many accounts created from your network. Please try again in an hour.",
  },
  passwordReset: {
    points: 3,
    duration: 15 * 60,
    message: "Too many password reset requests. Please wait 15 minutes and try again.",
  },
  verificationResend: {
    points: 3,
    duration: 15 * 60,
    message: "Too many verification e-mails requested. Please wait 15 minutes and try again.",
  },
  newsletter: {
    points: 10,
    duration: 60 * 60,
    message: "Too many subscription attempts. Please try again later.",
  },
  comments: {
    points: 5,
    duration: 60,
    message: "You are commenting too quickly. Please wait a minute and try again.",
  },
  likes: { points: 120, duration: 60, message: "Too many likes in a short time. Please slow down." },
  uploads: {
    points: 60,
    duration: 10 * 60,
    message: "Too many uploads in a short time. Please wait a few minutes and try again.",
  },
  secondFactor: {
    points: 5,
    duration: 5 * 60,
    message: "Too many wrong codes. Please wait 5 minutes and try again.",
  },
} as const;

export type LimitName = keyof typeof LIMITS;

type Limiter = Pick<RateLimiterMemory, "consume" | "get" | "delete">;

export type RateLimits = {
  /** Counts one attempt; throws RateLimited once the limit is passed. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Throws RateLimited if the limit is already used up, without counting. */
  check(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
};

/**
 * The limits, counted in memory (right for the one process that PGlite allows) or, given `shared`, in
 * the database's rate_limits table, so that every app process on one PostgreSQL counts together.
 */
export function createRateLimits(shared?: Db): RateLimits {
  const limiter = (name: string, points: number, duration: number, first: boolean): Limiter => {
    const options = { keyPrefix: name, points, duration };
    if (!shared) return new RateLimiterMemory(options);
    // One limiter is enough to sweep the expired rows of the whole table.
    return new RateLimiterDrizzle({
      ...options,
      storeClient: shared,
      schema: rateLimits,
      clearExpiredByTimeout: first,
    });
  };
  const limiters = Object.fromEntries(
    Object.entries(LIMITS).map(([name, l], index) => [
      name,
      limiter(name, l.points, l.duration, index === 0),
    ]),
  ) as Record<LimitName, Limiter>;

  const limited = (name: LimitName, res: RateLimiterRes) =>
    new RateLimited(LIMITS[name].message, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));

  return {
    async consume(name, key) {
      try {
        await limiters[name].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw limited(name, error);
        throw error;
      }
    },
    async check(name, key) {
      const res = await limiters[name].get(key);
      if (res && res.consumedPoints >= LIMITS[name].points) throw limited(name, res);
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
  };
}
