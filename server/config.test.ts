import os from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, describeUrl, loadConfig, redactCredentials } from "./config.ts";
import { describeOpenFailure } from "./db/client.ts";

const SECRET = "hunter2-s3cret";

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("loadConfig accepted the environment");
}

describe("configuration messages", () => {
  it.each([
    ["DATABASE_URL", `mysql://editor:${SECRET}@db.example.org/news`, "must be a postgres:// URL"],
    ["DATABASE_URL", `postgres//editor:${SECRET}@db.example.org/news`, "must be a postgres:// URL"],
    ["SMTP_URL", `http://mailer:${SECRET}@mail.example.org:587`, "must be an smtp:// or smtps:// URL"],
    ["PUBLIC_URL", `ftp://owner:${SECRET}@news.example.org`, "must be an http(s) URL"],
    ["SMTP_URL", SECRET, "must be an smtp:// or smtps:// URL"],
  ])("names %s and what is wrong, never its value", (name, value, problem) => {
    const message = configError({ [name]: value });
    expect(message).toContain(`Invalid ${name}: `);
    expect(message).toContain(problem);
    expect(message).not.toContain(value);
    expect(message).not.toContain(SECRET);
  });

  it("repeats the value of variables that hold no secret", () => {
    expect(configError({ PORT: "80a" })).toBe('Invalid PORT="80a": must be a port number');
    expect(configError({ TZ_PUBLICATION: "Mars/Olympus" })).toContain(
      'Invalid TZ_PUBLICATION="Mars/Olympus"',
    );
  });

  it("removes passwords from any URL in a text, and describes a URL without them", () => {
    expect(redactCredentials(`connect to postgres://bob:${SECRET}@h:5432/db failed`)).toBe(
      "connect to postgres://bob:***@h:5432/db failed",
    );
    expect(redactCredentials("smtps://u:p%40ss@mail.example.org")).toBe("smtps://u:***@mail.example.org");
    expect(describeUrl(`postgres://bob:${SECRET}@db.example.org:5433/news?sslmode=require`)).toBe(
      "postgres://bob@db.example.org:5433/news",
    );
  });

  it("reports a database that cannot be opened in one line, without the password", () => {
    const url = `postgres://bob:${SECRET}@127.0.0.1:1/news`;
    const error = new Error("Failed query: CREATE SCHEMA", {
      cause: new Error(`could not connect with ${url}: connect ECONNREFUSED 127.0.0.1:1`),
    });
    const message = describeOpenFailure(error, url, "/srv/data/db");
    expect(message).toBe(
      "Could not open the database at postgres://bob@127.0.0.1:1/news (DATABASE_URL): could not connect with postgres://bob:***@127.0.0.1:1/news: connect ECONNREFUSED 127.0.0.1:1",
    );
    expect(message).not.toContain(SECRET);
  });
});

describe("the weather and markets providers' settings", () => {
  it("default to Open-Meteo, Frankfurter, six pairs and no private addresses", () => {
    expect(loadConfig({}).widgets).toEqual({
      weatherUrl: "https://api.open-meteo.com",
      marketsUrl: "https://api.frankfurter.dev",
      marketSymbols: ["USD/INR", "USD/BDT", "USD/MMK", "EUR/INR", "GBP/INR", "INR/BDT"],
      weatherCacheSeconds: 600,
      marketsCacheSeconds: 30,
      allowAddresses: [],
    });
  });

  it("read symbols in any case and spacing, and addresses and ranges", () => {
    const { widgets } = loadConfig({
      MARKETS_SYMBOLS: " usd/inr , XAU/USD",
      PROVIDER_ALLOW_ADDRESSES: "127.0.0.1, 10.0.0.0/8, ::1",
    });
    expect(widgets.marketSymbols).toEqual(["USD/INR", "XAU/USD"]);
    expect(widgets.allowAddresses).toEqual(["127.0.0.1", "10.0.0.0/8", "::1"]);
  });

  it.each([
    ["MARKETS_SYMBOLS", "USDINR", "must be currency pairs such as USD/INR, separated by commas"],
    ["MARKETS_SYMBOLS", "USD/USD", "must be currency pairs such as USD/INR, separated by commas"],
    ["MARKETS_SYMBOLS", "USD/INR,usd/inr", "must list 1 to 6 different symbols"],
    ["MARKETS_SYMBOLS", "A/B,C/D,E/F,G/H,I/J,K/L,M/N", "must list 1 to 6 different symbols"],
    [
      "PROVIDER_ALLOW_ADDRESSES",
      "localhost",
      "must be a comma-separated list of IP addresses or CIDR ranges",
    ],
    ["WEATHER_CACHE_SECONDS", "0", "must be between 1 and 86400"],
  ])("refuse %s=%s", (name, value, problem) => {
    expect(configError({ [name]: value })).toBe(`Invalid ${name}=${JSON.stringify(value)}: ${problem}`);
  });

  it("never repeat a provider URL, which may carry a password", () => {
    const message = configError({ MARKETS_URL: `ftp://user:${SECRET}@rates.example.org` });
    expect(message).toBe("Invalid MARKETS_URL: must be an http(s) URL");
  });
});

describe("the S3 store's settings", () => {
  const bucket = { S3_BUCKET: "newsroom-uploads" };

  it("keep uploads in the data directory when no S3_BUCKET is set", () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it("read an S3-compatible store, with its region and public address", () => {
    expect(
      loadConfig({
        ...bucket,
        S3_ENDPOINT: "https://minio.example.org:9000",
        S3_REGION: "eu-central-1",
        S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
        S3_SECRET_ACCESS_KEY: SECRET,
        S3_PUBLIC_URL: "https://cdn.example.org/uploads/",
      }).s3,
    ).toEqual({
      endpoint: "https://minio.example.org:9000",
      region: "eu-central-1",
      bucket: "newsroom-uploads",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: SECRET,
      publicUrl: "https://cdn.example.org/uploads",
    });
    expect(loadConfig(bucket).s3).toMatchObject({ endpoint: undefined, region: "us-east-1" });
  });

  it.each([
    [
      { ...bucket, S3_SECRET_ACCESS_KEY: SECRET },
      "Invalid S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    ],
    [
      { ...bucket, S3_ACCESS_KEY_ID: "AKIAEXAMPLE" },
      "Invalid S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    ],
    [{ S3_SECRET_ACCESS_KEY: SECRET }, "Invalid S3_BUCKET: must be set when S3_SECRET_ACCESS_KEY is"],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "Invalid S3_BUCKET: must be set when S3_ENDPOINT is"],
    [
      { ...bucket, S3_ENDPOINT: `ftp://key:${SECRET}@store.example.org` },
      "Invalid S3_ENDPOINT: must be an http(s) URL",
    ],
    [
      { ...bucket, S3_PUBLIC_URL: `https://cdn.example.org/?token=${SECRET}` },
      "Invalid S3_PUBLIC_URL: must have no query or fragment",
    ],
    [
      { S3_BUCKET: "Bad_Bucket" },
      'Invalid S3_BUCKET="Bad_Bucket": must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    ],
  ])("refuse %o, naming the variable and never a secret", (env, message) => {
    const said = configError(env);
    expect(said).toBe(message);
    expect(said).not.toContain(SECRET);
  });
});

describe("the embedded database's settings", () => {
  it("are none beyond the defaults unless PGLITE_SETTINGS names some", () => {
    expect(loadConfig({}).pgliteSettings).toEqual({});
    expect(
      loadConfig({ PGLITE_SETTINGS: "shared_buffers=64MB, work_mem=8MB  temp_buffers=4MB" }).pgliteSettings,
    ).toEqual({ shared_buffers: "64MB", work_mem: "8MB", temp_buffers: "4MB" });
  });

  it("must be name=value pairs", () => {
    expect(configError({ PGLITE_SETTINGS: "shared_buffers 64MB" })).toBe(
      'Invalid PGLITE_SETTINGS="shared_buffers 64MB": must be PostgreSQL settings as name=value pairs, such as shared_buffers=64MB',
    );
  });
});

describe("the number of server processes", () => {
  const POSTGRES = "postgres://news@db.example.org/news";

  it("is one on the embedded database, and one per core up to eight on PostgreSQL", () => {
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({ DATABASE_URL: POSTGRES }).processes).toBe(Math.min(os.availableParallelism(), 8));
    expect(loadConfig({ DATABASE_URL: POSTGRES, PROCESSES: "3" }).processes).toBe(3);
    expect(loadConfig({ PROCESSES: "1" }).processes).toBe(1);
  });

  it("is more than one only on PostgreSQL, and a whole number from 1 to 16", () => {
    expect(configError({ PROCESSES: "2" })).toBe(
      'Invalid PROCESSES="2": more than one process needs DATABASE_URL (the embedded database belongs to one process)',
    );
    expect(configError({ DATABASE_URL: POSTGRES, PROCESSES: "0" })).toBe(
      'Invalid PROCESSES="0": must be between 1 and 16',
    );
    expect(configError({ DATABASE_URL: POSTGRES, PROCESSES: "2.5" })).toBe(
      'Invalid PROCESSES="2.5": must be a whole number',
    );
    expect(configError({ DATABASE_URL: POSTGRES, PROCESSES: "all" })).toBe(
      'Invalid PROCESSES="all": must be a number of processes',
    );
  });
});
