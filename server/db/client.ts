import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { nearestAbove } from "../beside-code.ts";
import { describeUrl, redactCredentials } from "../config.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  /** Applies the migrations of `migrationsFolder` (the committed ones unless told). */
  migrate(migrationsFolder?: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

/** Committed SQL migrations: server/db/migrations beside the source, build/migrations beside either build
 * (scripts/build-server.mjs), so that tests, scripts, the server's bundle and React Router's build agree. */
export const MIGRATIONS_DIR = nearestAbove(import.meta.url, "migrations");

/**
 * The embedded PostgreSQL's settings where they differ from PostgreSQL's, sized for one process that
 * shares its memory with the web server (docs/performance.md, 'Memory'). The buffer pool is allocated
 * and touched whole at start-up inside PGlite's WebAssembly memory, which never shrinks: PostgreSQL's
 * 128 MB made 150 MB of the server's resident memory. Pages it does not hold are read from the data
 * directory's files, which the operating system caches. `PGLITE_SETTINGS` overrides or adds settings.
 */
export const PGLITE_DEFAULT_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
  // One backend serves everything (single-user mode); PostgreSQL's 100 sizes lock tables for 100.
  max_connections: "8",
  // Index builds and vacuum beyond this spill to disk instead of growing the memory for good.
  maintenance_work_mem: "16MB",
};

/** How the client a drizzle instance was given (`parsersOnce`) hands over the embedded database's own.
 * A symbol of the global registry: the server's bundle and the React Router build each hold a copy of
 * this module, and a client opened by one is used by the other's modules. */
const EMBEDDED_CLIENT = Symbol.for("borderland.pglite-client");

type QueryOptions = Parameters<PGlite["query"]>[2];

/**
 * drizzle gives PGlite the same few parsers with every query (dates and intervals come back as text,
 * which drizzle reads itself), and PGlite copies its table of every type's parser, several hundred, to
 * add them: about 0.12 ms of a query that took 0.45 ms. Here they are written into PGlite's table
 * instead, and the query goes without them: every query of ours comes through drizzle with the same
 * parsers, so the table says what each of them asked for. A transaction's queries keep the copy.
 */
function parsersOnce(client: PGlite): PGlite {
  const query = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!options?.parsers) return client.query<T>(text, params, options);
    Object.assign(client.parsers, options.parsers);
    return client.query<T>(text, params, { ...options, parsers: undefined });
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === EMBEDDED_CLIENT) return target;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Opens PGlite in `dataDir` (or in memory when omitted), with `settings` over the defaults above.
 * `template`, a data directory dumped by PGlite (`dumpDataDir`), is where an empty `dataDir` starts
 * instead of a new cluster: the tests' way to skip the three seconds of `initdb` at each open. */
export async function openPglite(
  dataDir?: string,
  settings: Readonly<Record<string, string>> = {},
  template?: Blob,
): Promise<Database> {
  const startParams = [
    ...PGlite.defaultStartParams,
    ...Object.entries({ ...PGLITE_DEFAULT_SETTINGS, ...settings }).flatMap(([name, value]) => [
      "-c",
      `${name}=${value}`,
    ]),
  ];
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    startParams,
    loadDataDir: template,
  });
  const db = drizzlePglite(parsersOnce(client), { schema }) as unknown as Db;
  return {
    db,
    engine: "pglite",
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migratePglite(db as never, { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/**
 * Listens on `channel` of an embedded database: PGlite runs in this process and hands a notification to
 * its listeners before the query that committed it returns, so whoever made a change, the listener has
 * heard of it before that change's next step (and before any later query). Such a listener can keep a
 * copy of rows exactly in step with the database. Resolves to how to stop listening, or to null on
 * PostgreSQL, where notifications arrive later, on a connection of their own.
 */
export async function listenInProcess(
  db: Db,
  channel: string,
  listener: (payload: string) => void,
): Promise<(() => Promise<void>) | null> {
  const client = (db as unknown as { $client?: { [EMBEDDED_CLIENT]?: PGlite } }).$client?.[EMBEDDED_CLIENT];
  return client ? client.listen(channel, listener) : null;
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
    migrate: (migrationsFolder = MIGRATIONS_DIR) =>
      migrateAlone(pool, () => migratePg(db as never, { migrationsFolder })),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/** The advisory lock that processes starting together on one PostgreSQL take in turn to migrate. */
const MIGRATION_LOCK = 7_264_311;

/** Runs the migrations while holding MIGRATION_LOCK: the first process applies them, the others wait
 * on the lock and then find nothing to do (several instances started at once). */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>) {
  const holder = await pool.connect();
  try {
    await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    holder.release();
  }
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
