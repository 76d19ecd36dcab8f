import { z } from "#shared/zod.ts";
import { MAX_MARKET_ROWS } from "#shared/widgets.ts";
import { SYMBOL } from "./providers/markets.ts";

/** How the environment's single values are read (server/config.ts): each refusal's message follows
 * 'Invalid NAME: ' at start-up, so it says what the value must be. */

export const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

export const timeZone = z.string().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  },
  { message: "must be an IANA time zone such as Asia/Kolkata" },
);

/** Rupee, taka and kyat against the dollar, the rupee against the euro and the pound, and the taka
 * against the rupee (docs/decisions/0010-market-data-source.md). */
export const DEFAULT_MARKET_SYMBOLS = "USD/INR,USD/BDT,USD/MMK,EUR/INR,GBP/INR,INR/BDT";

export const seconds = (max: number) =>
  z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, `must be between 1 and ${max}`)
    .max(max, `must be between 1 and ${max}`);

export const marketSymbols = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((symbol) => symbol.trim().toUpperCase())
      .filter(Boolean),
  )
  .refine(
    (list) => list.length > 0 && list.length <= MAX_MARKET_ROWS && new Set(list).size === list.length,
    `must list 1 to ${MAX_MARKET_ROWS} different symbols`,
  )
  .refine((list) => list.every((symbol) => SYMBOL.test(symbol) && symbol.slice(0, 3) !== symbol.slice(4)), {
    message: "must be currency pairs such as USD/INR, separated by commas",
  });

/** `name=value` pairs separated by spaces or commas: PostgreSQL settings for the embedded database. */
export const pgSettings = z
  .string()
  .default("")
  .refine(
    (value) => value.split(/[\s,]+/).every((pair) => !pair || /^[a-z_][a-z0-9_.]*=[^=\s,]+$/i.test(pair)),
    "must be PostgreSQL settings as name=value pairs, such as shared_buffers=64MB",
  )
  .transform((value) =>
    Object.fromEntries(
      value
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((pair) => pair.split("=") as [string, string]),
    ),
  );

export const httpUrl = () => z.url({ protocol: /^https?$/, message: "must be an http(s) URL" });

/** A transform that reads a value with `parse`, whose thrown message becomes the refusal's. */
export const parsedWith =
  <T>(parse: (value: string) => T) =>
  (value: string, ctx: z.RefinementCtx): T => {
    try {
      return parse(value);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  };
