import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { sql } from "drizzle-orm";
import { MIGRATIONS_DIR, type Database, type Db } from "../../db/client.ts";
import { columnsOf, foreignKeys, listTables, quoted, SCHEMAS, type SequenceValue } from "./catalog.ts";
import { loadOrder, parentsFirst } from "./load-order.ts";
import { readJournal } from "./manifest.ts";

/** Rows inserted a statement. */
const BATCH = 500;

/** Whether the database has none of the app's tables: a restore writes only into such a one. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  return (await listTables(db)).length === 0;
}

/** Drops the app's schemas (everything a restore would write), leaving an empty database. */
export async function emptyDatabase(db: Db): Promise<void> {
  for (const schema of SCHEMAS) await db.execute(sql.raw(`drop schema if exists ${quoted(schema)} cascade`));
  await db.execute(sql`create schema public`);
}

/** Applies the committed migrations up to `tag` and no further: the schema a backup was taken with. */
export async function migrateUpTo(database: Database, tag: string): Promise<void> {
  const journal = readJournal();
  const last = journal.findIndex((entry) => entry.tag === tag);
  if (last < 0)
    throw new Error(`The backup's schema version ${tag} is not one this version of the app knows.`);
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-migrations-"));
  try {
    const entries = journal.slice(0, last + 1);
    await fs.promises.mkdir(path.join(dir, "meta"));
    const full = JSON.parse(
      await fs.promises.readFile(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
    );
    await fs.promises.writeFile(
      path.join(dir, "meta", "_journal.json"),
      JSON.stringify({ ...full, entries }),
    );
    for (const entry of entries)
      await fs.promises.copyFile(
        path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
        path.join(dir, `${entry.tag}.sql`),
      );
    await database.migrate(dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

async function* readLines(file: string): AsyncGenerator<string> {
  for await (const line of readline.createInterface({
    input: fs.createReadStream(file),
    crlfDelay: Infinity,
  }))
    if (line) yield line;
}

async function insertRows(db: Db, table: string, columns: string[], lines: string[]) {
  const list = columns.map(quoted).join(", ");
  await db.execute(sql`insert into ${sql.raw(quoted(table))} (${sql.raw(list)}) overriding system value
    select ${sql.raw(list)} from jsonb_populate_recordset(null::${sql.raw(quoted(table))}, ${`[${lines.join(",")}]`}::jsonb)`);
}

/**
 * Loads the rows of a backup's tables (`fileOf` names each table's JSON lines) into a database whose
 * schema is the backup's, in one transaction: whatever the migrations wrote is removed first, tables
 * are filled parents first with their triggers off (the counts they keep are the backup's), and the
 * sequences are set where the backup had them.
 */
export async function loadRows(
  db: Db,
  tables: string[],
  fileOf: (table: string) => string,
  sequences: SequenceValue[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const present = await listTables(tx);
    const missing = tables.find((table) => !present.includes(table));
    if (missing) throw new Error(`The backup's table ${missing} is not in its schema version.`);
    const keys = await foreignKeys(tx);
    const order = loadOrder(tables, keys);
    for (const table of present)
      await tx.execute(sql.raw(`alter table ${quoted(table)} disable trigger user`));
    for (const table of loadOrder(present, keys).reverse())
      await tx.execute(sql.raw(`delete from ${quoted(table)}`));
    for (const table of order) {
      const { stored } = await columnsOf(tx, table);
      const selfKeys = keys.filter((k) => k.from === table && k.to === table);
      if (selfKeys.length) {
        const all: string[] = [];
        for await (const line of readLines(fileOf(table))) all.push(line);
        const lines = parentsFirst(all, selfKeys);
        for (let i = 0; i < lines.length; i += BATCH)
          await insertRows(tx, table, stored, lines.slice(i, i + BATCH));
        continue;
      }
      const batch: string[] = [];
      for await (const line of readLines(fileOf(table))) {
        batch.push(line);
        if (batch.length === BATCH) await insertRows(tx, table, stored, batch.splice(0));
      }
      if (batch.length) await insertRows(tx, table, stored, batch);
    }
    for (const table of present)
      await tx.execute(sql.raw(`alter table ${quoted(table)} enable trigger user`));
    for (const { name, lastValue } of sequences)
      await tx.execute(
        sql`select setval(${quoted(name)}::regclass, ${lastValue ?? "1"}::bigint, ${lastValue !== null})`,
      );
  });
}
