import os from "node:os";
import path from "node:path";
import { z } from "#shared/zod.ts";
import {
  booleanFromEnv,
  DEFAULT_MARKET_SYMBOLS,
  httpUrl,
  marketSymbols,
  parsedWith,
  pgSettings,
  seconds,
  timeZone,
} from "./config-fields.ts";
import { parseTrustProxy } from "./http/proxy.ts";
import { parseAddressList } from "./providers/address-policy.ts";

/** Processes on PostgreSQL: at most 16, by default one per core up to 8. Each keeps up to eleven
 * connections; PostgreSQL allows 100 unless told otherwise. */
const MAX_PROCESSES = 16;
const DEFAULT_PROCESSES_CAP = 8;

const configSchema = z.object({
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: httpUrl().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// URL" }).optional(),
  PGLITE_SETTINGS: pgSettings,
  PROCESSES: z.coerce
    .number({ message: "must be a number of processes" })
    .int("must be a whole number")
    .min(1, `must be between 1 and ${MAX_PROCESSES}`)
    .max(MAX_PROCESSES, `must be between 1 and ${MAX_PROCESSES}`)
    .optional(),
  // Empty is unset: the first-run setup asks (decision 0068).
  SEED_DEMO: z.preprocess((v) => (v === "" ? undefined : v), booleanFromEnv.optional()),
  TZ_PUBLICATION: timeZone.default("Asia/Kolkata"),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  TRUST_PROXY: z.string().default("false").transform(parsedWith(parseTrustProxy)),
  WEATHER_URL: httpUrl().default("https://api.open-meteo.com"),
  MARKETS_URL: httpUrl().default("https://api.frankfurter.dev"),
  MARKETS_SYMBOLS: z.string().default(DEFAULT_MARKET_SYMBOLS).pipe(marketSymbols),
  WEATHER_CACHE_SECONDS: seconds(86_400).default(600),
  MARKETS_CACHE_SECONDS: seconds(86_400).default(30),
  S3_ENDPOINT: httpUrl().optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, "must be a region name such as eu-central-1")
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)",
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: httpUrl()
    .refine((url) => !URL.parse(url)?.search && !URL.parse(url)?.hash, "must have no query or fragment")
    .optional(),
  // Tests only: embed previews (decision 0075) are asked of this origin, the provider's host as the
  // first segment of the path, rather than of the provider itself.
  EMBED_PREVIEW_URL: httpUrl().optional(),
  PROVIDER_ALLOW_ADDRESSES: z.string().default("").transform(parsedWith(parseAddressList)),
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

/** Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (server/providers/s3-storage.ts). */
export type S3Config = {
  /** An S3-compatible endpoint (MinIO, R2, Spaces, B2...); AWS's own when undefined. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK's default chain (AWS_* variables, instance role) answers. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Where browsers fetch objects directly (a CDN or the bucket's public address), without a trailing
   * slash; undefined to serve them through this server under /uploads/. */
  publicUrl: string | undefined;
};

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How many server processes share the port (server/processes.ts); one on the embedded database. */
  processes: number;
  /** PostgreSQL settings of the embedded database over its defaults (server/db/client.ts). */
  pgliteSettings: Record<string, string>;
  /** true: demo content on the first start of an empty database; false: never; null (unset): the
   * first-run setup asks (decision 0068). */
  seedDemo: boolean | null;
  timeZone: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** The proxies whose X-Forwarded-* headers count: addresses, CIDRs and proxy-addr's range names;
   * empty when none. */
  trustProxy: string[];
  widgets: WidgetsConfig;
  /** Null: uploads stay in DATA_DIR/uploads. */
  s3: S3Config | null;
  /** Tests only (EMBED_PREVIEW_URL): where embed previews are fetched instead of the providers. */
  embedPreviewUrl?: string;
};

export class ConfigError extends Error {}

/** Variables whose value a start-up message may repeat. The others (the URLs above all) may carry a
 * password, so a message names them and says what is wrong, never what they hold. */
const SHOWN_VALUES = new Set([
  "PORT",
  "HOST",
  "DATA_DIR",
  "PGLITE_SETTINGS",
  "PROCESSES",
  "SEED_DEMO",
  "TZ_PUBLICATION",
  "TRUST_PROXY",
  "MARKETS_SYMBOLS",
  "WEATHER_CACHE_SECONDS",
  "MARKETS_CACHE_SECONDS",
  "PROVIDER_ALLOW_ADDRESSES",
  "S3_REGION",
  "S3_BUCKET",
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

const S3_NAMES = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_PUBLIC_URL",
] as const;

/** S3_BUCKET switches the S3 store on; the other S3_ settings without it are a mistake (a typo in the
 * bucket's name would otherwise keep uploads on one machine unnoticed), as is half a key pair. Messages
 * name variables, never their values. */
function readS3(c: z.infer<typeof configSchema>): S3Config | null {
  if (!c.S3_BUCKET) {
    const stray = S3_NAMES.find((name) => c[name] !== undefined);
    if (stray) throw new ConfigError(`Invalid S3_BUCKET: must be set when ${stray} is`);
    return null;
  }
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    const missing = c.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    throw new ConfigError(`Invalid ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`);
  }
  return {
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION ?? "us-east-1",
    bucket: c.S3_BUCKET,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    publicUrl: c.S3_PUBLIC_URL?.replace(/\/+$/, ""),
  };
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
  if (c.PROCESSES !== undefined && c.PROCESSES > 1 && !c.DATABASE_URL)
    throw new ConfigError(
      `Invalid PROCESSES=${JSON.stringify(env.PROCESSES)}: more than one process needs DATABASE_URL (the embedded database belongs to one process)`,
    );
  return {
    port: c.PORT,
    host: c.HOST,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    processes:
      c.PROCESSES ?? (c.DATABASE_URL ? Math.min(os.availableParallelism(), DEFAULT_PROCESSES_CAP) : 1),
    pgliteSettings: c.PGLITE_SETTINGS,
    seedDemo: c.SEED_DEMO ?? null,
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
    s3: readS3(c),
    ...(c.EMBED_PREVIEW_URL ? { embedPreviewUrl: c.EMBED_PREVIEW_URL.replace(/\/+$/, "") } : {}),
  };
}
