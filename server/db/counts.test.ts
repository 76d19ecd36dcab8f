import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { CATEGORIES } from "#shared/categories.ts";
import { createTestDatabase, describeEachEngine, postgresSkipReason } from "../../tests/helpers/test-db.ts";
import { MIGRATIONS_DIR, type Db } from "./client.ts";

const categories = `array[${CATEGORIES.map((c) => `'${c}'`).join(",")}]`;

/** `n` articles from one statement, spread over the categories, one in five a draft (`before0009`: as
 * the table was before statuses, a draft being an article without a publication time). */
function insertArticles(db: Db, n: number, tag: string, { before0009 = false } = {}) {
  const status = before0009 ? "" : ", status";
  const statusValue = before0009 ? "" : ", case when g % 5 = 0 then 'draft' else 'published' end";
  return db.execute(
    sql.raw(`insert into articles (title, slug, excerpt, content, category, author, published_at${status})
      select 'Count ' || g, '${tag}-' || g, 'Excerpt', '<p>Body</p>', (${categories})[1 + g % 14], 'Desk',
             case when g % 5 = 0 then null else now() - g * interval '1 minute' end${statusValue}
      from generate_series(1, ${n}) g`),
  );
}

function insertPieces(db: Db, n: number, tag: string) {
  return db.execute(
    sql.raw(`insert into creative_pieces (title, type, author, content)
      select '${tag} ' || g, (array['poetry','prose','visual_art'])[1 + g % 3], 'Desk', '<p>Body</p>'
      from generate_series(1, ${n}) g`),
  );
}

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows.map((r) => JSON.stringify(r));

/** The trigger-kept counts (rows at 0 left out) against a count(*) of the tables themselves. */
async function expectExact(db: Db) {
  expect(
    await rowsOf(db, `select category, published, n from article_counts where n <> 0 order by 1, 2`),
  ).toEqual(
    await rowsOf(
      db,
      `select category, published_at is not null as published, count(*)::int as n
       from articles group by 1, 2 order by 1, 2`,
    ),
  );
  expect(
    await rowsOf(db, `select type, published, n from creative_counts where n <> 0 order by 1, 2`),
  ).toEqual(
    await rowsOf(
      db,
      `select type, published_at is not null as published, count(*)::int as n
       from creative_pieces group by 1, 2 order by 1, 2`,
    ),
  );
  // What readers see (migration 0014): approved comments; and, apart, the held ones.
  expect(
    await rowsOf(db, `select coalesce(sum(n), 0)::int as n from row_counts where table_name = 'comments'`),
  ).toEqual(await rowsOf(db, `select count(*)::int as n from comments where is_approved`));
  expect(
    await rowsOf(
      db,
      `select coalesce(sum(n), 0)::int as n from row_counts where table_name = 'comments_held'`,
    ),
  ).toEqual(
    await rowsOf(db, `select count(*)::int as n from comments where not is_approved and hidden_at is null`),
  );
}

/** A comment on each article whose slug starts with `prefix`. */
const comment = (db: Db, prefix: string) =>
  db.execute(sql`insert into comments (article_id, content, author_name, author_email)
    select id, 'A fair point.', 'Reader', 'reader@example.org' from articles where slug like ${`${prefix}%`}`);

describeEachEngine("counts kept by the triggers of migration 0007", ({ db }) => {
  it("stay exact through inserts, category changes, publishing, unpublishing, deletes (cascading to comments too) and truncate", async () => {
    await insertArticles(db(), 500, "a");
    await insertPieces(db(), 60, "Piece");
    await comment(db(), "a-1");
    await comment(db(), "a-5");
    await expectExact(db());
    await db().execute(sql`update articles set category = 'Science' where slug like 'a-1%'`);
    await db().execute(
      sql`update articles set published_at = now(), status = 'published' where published_at is null and slug like 'a-2%'`,
    );
    await db().execute(
      sql`update articles set published_at = null, status = 'unpublished' where slug like 'a-3%'`,
    );
    await db().execute(
      sql`update creative_pieces set published_at = null, status = 'draft' where title like 'Piece 2%'`,
    );
    await db().execute(sql`update articles set title = title || '!' where slug like 'a-4%'`);
    await db().execute(sql`update creative_pieces set type = 'poetry' where title like 'Piece 1%'`);
    // Issue 27: comments held, hidden and approved again change what readers see.
    await db().execute(
      sql`update comments set is_approved = false where article_id in (select id from articles where slug like 'a-5%')`,
    );
    await db().execute(
      sql`update comments set hidden_at = now() where article_id in (select id from articles where slug like 'a-50%')`,
    );
    await expectExact(db());
    await db().execute(
      sql`update comments set is_approved = true, hidden_at = null where article_id in (select id from articles where slug like 'a-51%')`,
    );
    await expectExact(db());
    await db().execute(sql`delete from articles where slug like 'a-5%' or category = 'Opinion'`);
    await db().execute(sql`delete from creative_pieces where type = 'visual_art'`);
    await db().execute(
      sql`delete from comments where article_id in (select id from articles where slug like 'a-1%')`,
    );
    await expectExact(db());
    await db().execute(sql`truncate articles, creative_pieces cascade`);
    await expectExact(db());
    expect(await rowsOf(db(), `select n from article_counts where n <> 0`)).toEqual([]);
    await insertArticles(db(), 30, "b");
    await expectExact(db());
  });
});

/** Each write of the app changes the counts in one statement (a transaction's other statements touch
 * other tables), whose trigger takes the count rows' locks in key order; these do the same, each on its
 * own articles, many categories moving both ways at once. */
describeEachEngine(
  "counts under concurrent writers",
  ({ db }) => {
    it("stay exact when 60 statements insert, move, publish, unpublish and delete at once", async () => {
      await insertArticles(db(), 280, "c");
      const own = (i: number) =>
        sql.raw(`slug in ('c-${4 * i + 1}', 'c-${4 * i + 2}', 'c-${4 * i + 3}', 'c-${4 * i + 4}')`);
      const writes = Array.from({ length: 60 }, (_, i) => {
        switch (i % 4) {
          case 0:
            return insertArticles(db(), 5, `c${i}`);
          case 1:
            return db().execute(
              sql`update articles set category = (${sql.raw(categories)})[1 + (length(slug) * 7 + ${i}) % 14] where ${own(i)}`,
            );
          case 2:
            return db().execute(
              sql`update articles set published_at = case when published_at is null then now() else null end,
                  status = case when published_at is null then 'published' else 'unpublished' end where ${own(i)}`,
            );
          default:
            return db().execute(sql`delete from articles where ${own(i)}`);
        }
      });
      const outcomes = await Promise.allSettled(writes);
      expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);
      await expectExact(db());
    });
  },
  ["postgres"],
);

/** A copy of the migrations up to 0006, to fill a database as it was before 0007. */
function migrationsBefore0007(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-0006-"));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 7);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

for (const engine of ["pglite", "postgres"] as const) {
  it.skipIf(engine === "postgres" && postgresSkipReason)(
    `migrations 0007 and 0009 count the rows already there, and 0009 makes their drafts drafts [${engine}]`,
    async () => {
      const handle = await createTestDatabase(engine, { migrate: false });
      const folder = migrationsBefore0007();
      try {
        const db = handle.database.db;
        const migrate = (migrationsFolder: string) =>
          engine === "pglite"
            ? migratePglite(db as never, { migrationsFolder })
            : migratePg(db as never, { migrationsFolder });
        await migrate(folder);
        await insertArticles(db, 300, "d", { before0009: true });
        await insertPieces(db, 20, "Old");
        await comment(db, "d-2");
        await migrate(MIGRATIONS_DIR);
        await expectExact(db);
        expect(
          await rowsOf(
            db,
            `select status, published_at is null as unset, count(*)::int as n from articles group by 1, 2 order by 1`,
          ),
        ).toEqual([`{"status":"draft","unset":true,"n":60}`, `{"status":"published","unset":false,"n":240}`]);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
        await handle.drop();
      }
    },
  );
}
