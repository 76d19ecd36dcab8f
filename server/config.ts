import path from "node:path";
import { z } from "zod";

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
  TRUST_PROXY: booleanFromEnv.default(false),
});

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
  trustProxy: boolean;
};

export class ConfigError extends Error {}

/** Variables whose value a start-up message may repeat. The others (the URLs above all) may carry a
 * password, so a message names them and says what is wrong, never what they hold. */
const SHOWN_VALUES = new Set(["PORT", "HOST", "DATA_DIR", "SEED_DEMO", "TZ_PUBLICATION", "TRUST_PROXY"]);

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
  };
}
