import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, postgresSkipReason } from "../../tests/helpers/test-db.ts";
import { MIGRATIONS_DIR, openPostgres, type Database } from "./client.ts";

/** Several instances started at once on a new PostgreSQL database each run the migrations at start-up
 * (docs/operations.md, 'Several instances'): one applies them, the others wait and find nothing to do. */
describe.skipIf(postgresSkipReason)("migrations from processes starting together", () => {
  const opened: Database[] = [];
  let drop = async () => {};
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await drop();
  });

  it("apply once, with no process failing", async () => {
    const handle = await createTestDatabase("postgres", { migrate: false });
    drop = handle.drop;
    for (let i = 0; i < 4; i++) opened.push(await openPostgres(handle.url!));
    await Promise.all(opened.map((database) => database.migrate()));
    const applied = await handle.database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const rows = (applied as unknown as { rows: { n: number }[] }).rows;
    const files = fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith(".sql"));
    expect(rows[0]!.n).toBe(files.length);
  });
});
