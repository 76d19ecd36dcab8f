import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./http/proxy.ts";
import { MAX_MARKET_ROWS } from "../app/lib/widgets.ts";
import { parseAddressList } from "./providers/address-policy.ts";
import { SYMBOL } from "./providers/markets.ts";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const timeZone = z.string().refine(
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
const DEFAULT_MARKET_SYMBOLS = "USD/INR,USD/BDT,USD/MMK,EUR/INR,GBP/INR,INR/BDT";

const seconds = (max: number) =>
  z.coerce
    .number({ message: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, `must be between 1 and ${max}`)
    .max(max, `must be between 1 and ${max}`);

const marketSymbols = z
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

const configSchema = z.object({
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// URL" }).optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  TZ_PUBLICATION: timeZone.default("Asia/Kolkata"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  WEATHER_URL: z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL" })
    .default("https://api.open-meteo.com"),
  MARKETS_URL: z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL" })
    .default("https://api.frankfurter.dev"),
  MARKETS_SYMBOLS: z.string().default(DEFAULT_MARKET_SYMBOLS).pipe(marketSymbols),
  WEATHER_CACHE_SECONDS: seconds(86_400).default(600),
  MARKETS_CACHE_SECONDS: seconds(86_400).default(30),
  PROVIDER_ALLOW_ADDRESSES: z
    .string()
    .default("")
    .transform((value, ctx) => {
      try {
        return parseAddressList(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

/** The weather and markets widgets' providers (docs/decisions/0010-market-data-source.md). */
export type WidgetsConfig = {
  weatherUrl: string;
  marketsUrl: string;
  /** Currency pairs such as `USD/INR`, in the order the markets widget lists them. */
  marketSymbols: string[];
  weatherCacheSeconds: number;
  marketsCacheSeconds: number;
  /** Addresses and CIDR ranges provider calls may reach although private or local (tests, a provider
   * hosted on the same network); empty by default. */
  allowAddresses: string[];
};

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  timeZone: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** The proxies whose X-Forwarded-* headers count: addresses, CIDRs and proxy-addr's range names;
   * empty when none. */
  trustProxy: string[];
  widgets: WidgetsConfig;
};

export class ConfigError extends Error {}

/** Variables whose value a start-up message may repeat. The others (the URLs above all) may carry a
 * password, so a message names them and says what is wrong, never what they hold. */
const SHOWN_VALUES = new Set([
  "PORT",
  "HOST",
  "DATA_DIR",
  "SEED_DEMO",
  "TZ_PUBLICATION",
  "TRUST_PROXY",
  "MARKETS_SYMBOLS",
  "WEATHER_CACHE_SECONDS",
  "MARKETS_CACHE_SECONDS",
  "PROVIDER_ALLOW_ADDRESSES",
]);

/** `text` with the password of every URL in it (`scheme://user:password@host`) replaced by `***`. */
export function redactCredentials(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*):[^\s@/]*@/gi, "$1:***@");
}

/** A URL as a log may show it: scheme, host, port and path, no user information or query. */
export function describeUrl(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed) return "(an unreadable URL)";
  const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : "";
  return `${parsed.protocol}//${user}${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
}

/** Reads the environment once. Empty strings count as unset, so `PORT= npm start` means the default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const shown = SHOWN_VALUES.has(name) ? `=${JSON.stringify(env[name] ?? "")}` : "";
    throw new ConfigError(`Invalid ${name}${shown}: ${issue.message}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    seedDemo: c.SEED_DEMO,
    timeZone: c.TZ_PUBLICATION,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    trustProxy: c.TRUST_PROXY,
    widgets: {
      weatherUrl: c.WEATHER_URL,
      marketsUrl: c.MARKETS_URL,
      marketSymbols: c.MARKETS_SYMBOLS,
      weatherCacheSeconds: c.WEATHER_CACHE_SECONDS,
      marketsCacheSeconds: c.MARKETS_CACHE_SECONDS,
      allowAddresses: c.PROVIDER_ALLOW_ADDRESSES,
    },
  };
}
