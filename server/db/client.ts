import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { describeUrl, redactCredentials } from "../config.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

/** Committed SQL migrations; resolved from this file so that tests, scripts and the server agree. */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Opens PGlite in `dataDir` (or in memory when omitted). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection that the server drops (restart, failover) must not take the process down;
  // the pool opens a new one for the next query, and /healthz reports the outage meanwhile.
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: "postgres",
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/** A one-line reason why the database could not be opened at start-up, without any password. */
export function describeOpenFailure(
  error: unknown,
  databaseUrl: string | undefined,
  dataDir: string,
): string {
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  const reason = redactCredentials(cause instanceof Error ? cause.message : String(cause));
  return databaseUrl
    ? `Could not open the database at ${describeUrl(databaseUrl)} (DATABASE_URL): ${reason}`
    : `Could not open the embedded database in ${dataDir}: ${reason}`;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
