import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { openPglite, openPostgres, type Database, type Db } from "../../server/db/client.ts";
import { pgliteTemplate } from "./pglite-templates.ts";
import { POSTGRES_TEMPLATE_ENV, TEST_DATABASE_URL } from "./postgres-template.ts";

export type Engine = "pglite" | "postgres";

let postgresReason: Promise<string | null> | undefined;

/** Why the PostgreSQL half cannot run here, or null when it can. */
function postgresUnavailable(): Promise<string | null> {
  postgresReason ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query("select 1");
      return null;
    } catch (error) {
      return `PostgreSQL at ${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, "//")} is not reachable (${(error as Error).message})`;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return postgresReason;
}

/** A freshly created, migrated database of the given engine, and how to throw it away. */
export async function createTestDatabase(
  engine: Engine,
  { migrate = true } = {},
): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  if (engine === "pglite") {
    const template = pgliteTemplate(migrate ? "migrated" : "blank");
    const database = await openPglite(undefined, {}, template);
    // The run's migrated template has every migration; without the runner's set-up, migrate here.
    if (migrate && !template) await database.migrate();
    return { database, url: null, drop: () => database.close() };
  }
  const name = `borderland_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  // The run's migrated template (tests/helpers/postgres-template.ts): the database migrate makes, sooner.
  const template = migrate ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  if (migrate && !template) await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Under CI (`CI` set and not false) the PostgreSQL half must run: a server that does not answer is an
 * error there, never a reason to skip. On a developer's machine it is skipped with the reason printed. */
export function postgresHalfDecision(
  reason: string | null,
  env: NodeJS.ProcessEnv = process.env,
): "run" | "skip" {
  if (!reason) return "run";
  const ci = env.CI !== undefined && !["", "0", "false"].includes(env.CI.toLowerCase());
  if (ci) {
    throw new Error(
      `[postgres] CI is set, so the PostgreSQL half of the tests must run, but ${reason}. Start PostgreSQL or point TEST_DATABASE_URL at one.`,
    );
  }
  console.warn(`[postgres] skipping the PostgreSQL half of the data-layer tests: ${reason}`);
  return "skip";
}

const skipReason = await postgresUnavailable();
/** Why tests that need PostgreSQL are skipped here, or null when PostgreSQL answers. */
export const postgresSkipReason = postgresHalfDecision(skipReason) === "skip" ? skipReason : null;

/** Runs `body` once per engine (or on those of `engines`), each on its own fresh database. The PostgreSQL
 * half is skipped, with the reason printed, where no PostgreSQL server answers. */
export function describeEachEngine(
  name: string,
  body: (ctx: { db: () => Db; engine: Engine }) => void,
  engines: readonly Engine[] = ["pglite", "postgres"],
) {
  for (const engine of engines) {
    const run = engine === "postgres" && skipReason ? describe.skip : describe;
    run(`${name} [${engine}]`, () => {
      let handle: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
      beforeAll(async () => {
        handle = await createTestDatabase(engine);
      }, 60_000);
      afterAll(async () => {
        await handle?.drop();
      });
      body({
        db: () => {
          if (!handle) throw new Error("The test database is not ready");
          return handle.database.db;
        },
        engine,
      });
    });
  }
}
