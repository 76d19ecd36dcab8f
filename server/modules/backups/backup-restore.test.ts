import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachEngine, createTestDatabase, type Engine } from "../../../tests/helpers/test-db.ts";
import { makeArticle, makeComment, makeMediaRow, makeUser } from "../../../tests/helpers/factories.ts";
import type { Database } from "../../db/client.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { storedKeys } from "../media/stored-keys.ts";
import { columnsOf, listTables, literal, quoted, rowsOf } from "./catalog.ts";
import { migrateUpTo } from "./load-database.ts";
import { BadArchive } from "./read-archive.ts";
import { restoreBackup, RestoreRefused } from "./restore.ts";
import { writeBackup } from "./write-archive.ts";

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let n = 0;
const newStore = () => {
  const dir = path.join(scratch, `uploads-${n++}`);
  return { dir, storage: createLocalStorage(dir) };
};

/** Every row of every table of the app, as text, table by table. */
async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await listTables(database.db)) {
    const { generated } = await columnsOf(database.db, table);
    const rows = await rowsOf(
      database.db,
      sql.raw(`select (to_jsonb(t) - array[${generated.map(literal).join(",")}]::text[])::text as line
               from ${quoted(table)} t order by 1`),
    );
    all[table] = rows.map((row) => String(row.line));
  }
  return all;
}

async function backupTo(file: string, database: Database, storage = newStore().storage) {
  return writeBackup({ database, storage }, fs.createWriteStream(file));
}

describeEachEngine("A backup and its restore", ({ engine }) => {
  let source: Handle;
  let sourceStore: ReturnType<typeof newStore>;
  const file = path.join(scratch, `source-${engine}.tar.gz`);
  const targets: Handle[] = [];
  const target = async (migrate = false) => {
    const handle = await createTestDatabase(engine as Engine, { migrate });
    targets.push(handle);
    return handle.database;
  };

  beforeAll(async () => {
    source = await createTestDatabase(engine as Engine);
    sourceStore = newStore();
    const { db } = source.database;
    const reader = await makeUser(db);
    const article = await makeArticle(db, { tags: ["Borders", "Rivers"] });
    await makeComment(db, article.id, reader.id, "Comment one");
    await makeComment(db, article.id, reader.id, "Comment two");
    // More rows than one fetch of the snapshot's cursor reads.
    await db.execute(
      sql`insert into rate_limits (key, points) select 'test:' || g, g from generate_series(1, 2500) g`,
    );
    const image = await makeMediaRow(db, { width: 1000, height: 500, altText: "A river" });
    // Every file but the sharing preview, which the backup reports as missing.
    for (const key of storedKeys({ ...image, preview: null }))
      await sourceStore.storage.put(key, Buffer.from(`bytes of ${key}`), "image/webp");
  }, 60_000);
  afterAll(async () => {
    await source.drop();
    for (const handle of targets) await handle.drop();
  });

  it("restores into an empty database row for row, with the stored files, and reports the missing one", async () => {
    const manifest = await backupTo(file, source.database, sourceStore.storage);
    const [image] = await rowsOf(source.database.db, sql`select preview->>'key' as key from media`);
    expect(manifest.missingUploads).toEqual([image!.key]);
    expect(manifest.engine).toBe(engine);
    expect(manifest.tables["public.comments"]).toBe(2);
    expect(manifest.tables["public.rate_limits"]).toBe(2500);
    const restored = await target();
    const store = newStore();
    const summary = await restoreBackup(file, { database: restored, storage: store.storage });
    expect(await everyRow(restored)).toEqual(await everyRow(source.database));
    expect(fs.readdirSync(store.dir).sort()).toEqual(fs.readdirSync(sourceStore.dir).sort());
    expect(summary).toMatchObject({
      articles: 1,
      comments: 2,
      accounts: 1,
      files: fs.readdirSync(store.dir).length,
    });
  });

  it("refuses a tampered archive before touching the target", async () => {
    const bytes = fs.readFileSync(file);
    const tampered = path.join(scratch, `tampered-${engine}.tar.gz`);
    const manifest = await backupTo(tampered, source.database, sourceStore.storage);
    // The same archive with one entry's bytes changed and the gzip made anew around them.
    const { gunzipSync, gzipSync } = await import("node:zlib");
    const tar = gunzipSync(fs.readFileSync(tampered));
    const at = tar.indexOf("Comment one");
    tar.write("Comment 0ne", at);
    fs.writeFileSync(tampered, gzipSync(tar));
    expect(manifest.tables["public.comments"]).toBe(2);
    const empty = await target();
    const store = newStore();
    const refusal = await restoreBackup(tampered, { database: empty, storage: store.storage }).catch(
      (e) => e,
    );
    expect(refusal).toBeInstanceOf(BadArchive);
    expect(refusal.message).toBe(
      "The archive is damaged: database/public.comments.jsonl does not match its checksum.",
    );
    expect(await listTables(empty.db)).toEqual([]);
    expect(fs.existsSync(store.dir)).toBe(false);
    expect(bytes.length).toBeGreaterThan(0);
  });

  it("refuses a database that is not empty unless forced, then replaces what it held", async () => {
    const other = await target(true);
    await makeUser(other.db, { email: "someone-else@example.org" });
    const refusal = await restoreBackup(file, { database: other, storage: newStore().storage }).catch(
      (e) => e,
    );
    expect(refusal).toBeInstanceOf(RestoreRefused);
    expect((await rowsOf(other.db, sql`select email from users`)).map((r) => r.email)).toEqual([
      "someone-else@example.org",
    ]);
    await restoreBackup(file, { database: other, storage: newStore().storage }, { force: true });
    expect(await everyRow(other)).toEqual(await everyRow(source.database));
  });

  it("restores a backup of an older schema into this version, the newer migrations applied after", async () => {
    const old = await target();
    await migrateUpTo(old, "0012_team");
    await old.db
      .execute(sql`insert into articles (title, slug, excerpt, content, category, author, status, published_at)
      values ('Old piece', 'old-piece', 'Old', '<p>Old</p>', 'Politics', 'Old Reporter', 'published', now())`);
    const oldFile = path.join(scratch, `old-${engine}.tar.gz`);
    expect((await backupTo(oldFile, old)).schemaVersion).toBe("0012_team");
    const restored = await target();
    const summary = await restoreBackup(oldFile, { database: restored, storage: newStore().storage });
    expect(summary).toMatchObject({ schemaVersion: "0012_team", articles: 1 });
    const fresh = await target(true);
    const tables = await listTables(restored.db);
    expect(tables).toEqual(await listTables(fresh.db));
    const [migrations] = await rowsOf(
      restored.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const [expected] = await rowsOf(
      fresh.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(migrations!.n).toBe(expected!.n);
    // 0014, applied after the rows were loaded, wrote the static pages.
    expect(summary.pages).toBeGreaterThan(0);
  });
});
