import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPostgres } from "../../server/db/client.ts";

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Names the run's migrated PostgreSQL database, which test databases are copied from. */
export const POSTGRES_TEMPLATE_ENV = "TEST_POSTGRES_TEMPLATE";

/**
 * Migrating a new PostgreSQL database takes two to three seconds on a busy 2-core machine, and the suite
 * makes about a hundred; `CREATE DATABASE … TEMPLATE` copies a migrated one in a tenth of a second. Each
 * run migrates its template once, before the first test file (never kept between runs, so a new
 * migration is always in it), and names it in `process.env`, which the test processes inherit. Where
 * no PostgreSQL answers, nothing is made (the PostgreSQL half decides then whether to skip or fail).
 * Answers how to drop it.
 */
export async function makePostgresTemplate(): Promise<() => Promise<void>> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return async () => {};
  }
  const name = `borderland_template_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  await database.close();
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  return async () => {
    const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
