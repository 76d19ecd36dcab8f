import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR } from "../../server/db/client.ts";

/**
 * A new PGlite cluster costs about three seconds of `initdb` (four to ten on a busy 2-core machine),
 * and the suite opens a hundred. Each run makes its clusters once, before the first test file, and
 * every test that asks for a new database starts from a copy: the same files `initdb` would have
 * written. Made afresh by each run (never kept between runs), so a new migration or a new PGlite is
 * always in them. The files are named by environment variables, which the test processes inherit.
 */
export const TEMPLATE_ENV = {
  /** A dump (PGlite's `dumpDataDir`) of a new, empty cluster. */
  blank: "TEST_PGLITE_BLANK",
  /** A dump of a new cluster with every migration applied. */
  migrated: "TEST_PGLITE_MIGRATED",
  /** A data directory holding a new, empty cluster, for servers to copy into theirs. */
  dataDir: "TEST_PGLITE_DATA_DIR",
  /** A data directory holding a new cluster with every migration applied: what a server's first start
   * makes of the empty one with SEED_DEMO=false. */
  migratedDataDir: "TEST_PGLITE_MIGRATED_DATA_DIR",
  /** The migrated data directory with the demo content (`seedDemo`): what a server's first start makes
   * of the empty one. The demo's dates are relative to the run's start, minutes before any test's. */
  seededDataDir: "TEST_PGLITE_SEEDED_DATA_DIR",
} as const;

/** Makes the templates in a temporary directory and names them in `process.env`; returns how to
 * remove them. `onDisk` adds the data directory that test servers copy. */
export async function makePgliteTemplates({ onDisk = false } = {}): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-pglite-templates-"));
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const blank = await client.dumpDataDir("none");
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const migrated = await client.dumpDataDir("none");
  await client.close();
  const write = async (name: string, dump: Blob) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  };
  process.env[TEMPLATE_ENV.blank] = await write("blank.tar", blank);
  process.env[TEMPLATE_ENV.migrated] = await write("migrated.tar", migrated);
  if (onDisk) {
    const dataDir = path.join(dir, "data");
    await (await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir: blank })).close();
    process.env[TEMPLATE_ENV.dataDir] = dataDir;
    // A server's first start migrates (about ten seconds on a busy 2-core machine) and seeds the demo
    // (about twenty): done once here, each test server starts from a copy of the result.
    const migratedDir = path.join(dir, "migrated-data");
    await (
      await PGlite.create({ dataDir: migratedDir, extensions: { pg_trgm }, loadDataDir: migrated })
    ).close();
    process.env[TEMPLATE_ENV.migratedDataDir] = migratedDir;
    const seededDir = path.join(dir, "seeded-data");
    const { openPglite } = await import("../../server/db/client.ts");
    const { seedDemo } = await import("../../server/db/seed/seed-demo.ts");
    const seeded = await openPglite(seededDir, {}, migrated);
    await seedDemo(seeded.db);
    await seeded.close();
    process.env[TEMPLATE_ENV.seededDataDir] = seededDir;
  }
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** A new temporary data directory for a test server; with `db`, its database is a copy of the run's
 * migrated (or migrated and seeded) cluster, as the server's first start would leave it (the e2e
 * runner's set-up makes them). */
export function newDataDir(prefix: string, db?: "migrated" | "seeded"): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (!db) return dataDir;
  const template = process.env[TEMPLATE_ENV[db === "seeded" ? "seededDataDir" : "migratedDataDir"]];
  if (!template) throw new Error(`No ${db} data directory: run under vitest.e2e.config.ts`);
  fs.cpSync(template, path.join(dataDir, "db"), { recursive: true });
  return dataDir;
}

/** This run's dump of that kind, or undefined outside the test runner's set-up. */
export function pgliteTemplate(kind: "blank" | "migrated"): Blob | undefined {
  const file = process.env[TEMPLATE_ENV[kind]];
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}
