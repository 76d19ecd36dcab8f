import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { nameSlug } from "#shared/slug.ts";
import { createTestDatabase, postgresSkipReason } from "../../tests/helpers/test-db.ts";
import { MIGRATIONS_DIR, type Db } from "./client.ts";

/** A copy of the migrations up to 0012, to fill a database as it was before people (issue 26). */
function migrationsBefore0013(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-0012-"));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 13);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const rows = async (db: Db, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

const AUTHORS = [
  "Rina Das",
  "rina das",
  "Rina Das!",
  "রহিম উদ্দিন",
  "अनन्या शर्मा",
  "José Núñez",
  "Aung Aung and Mya Mya",
  "—",
];
const TEAM = [
  { name: "Mya Mya", role: "Editor in Chief", bio: "Runs the desk.", email: "mya@example.org" },
  { name: "Rina Das", role: "Sports Editor", bio: "", email: null },
];

for (const engine of ["pglite", "postgres"] as const) {
  it.skipIf(engine === "postgres" && postgresSkipReason)(
    `migration 0013 makes every author string a person with a unique slug, bylines as before, the team on the masthead [${engine}]`,
    async () => {
      const handle = await createTestDatabase(engine, { migrate: false });
      const folder = migrationsBefore0013();
      try {
        const db = handle.database.db;
        const migrate = (migrationsFolder: string) =>
          engine === "pglite"
            ? migratePglite(db as never, { migrationsFolder })
            : migratePg(db as never, { migrationsFolder });
        await migrate(folder);
        for (const [i, author] of AUTHORS.entries()) {
          await db.execute(sql`insert into articles (title, slug, excerpt, content, category, author, status, published_at)
            values (${`A ${i}`}, ${`a-${i}`}, '', '<p>x</p>', 'Politics', ${author}, 'published', now())`);
          await db.execute(sql`insert into articles (title, slug, excerpt, content, category, author, status)
            values (${`B ${i}`}, ${`b-${i}`}, '', '<p>x</p>', 'Politics', ${author}, 'draft')`);
        }
        await db.execute(sql`insert into articles (title, slug, excerpt, content, category, author, status)
          values ('No author yet', 'none', '', '', 'Politics', '', 'draft')`);
        await db.execute(sql`insert into creative_pieces (title, type, author, content, pending, status, published_at)
          values ('Poem', 'poetry', 'Rina Das', '<p>x</p>', ${JSON.stringify({ author: "Pending Pen" })}::jsonb, 'published', now())`);
        await db.execute(
          sql`insert into site_settings (key, value) values ('editorial_team', ${JSON.stringify(TEAM)}::jsonb)`,
        );
        const before = await rows(
          db,
          `select id, author from articles union all select id, author from creative_pieces order by 1`,
        );

        await migrate(MIGRATIONS_DIR);

        const people = await rows(
          db,
          `select name, slug, title, email, show_email, on_masthead, masthead_order from people order by name`,
        );
        const names = people.map((p) => p.name);
        expect(names.sort()).toEqual([...AUTHORS, "Mya Mya", "Pending Pen"].sort());
        const slugs = people.map((p) => p.slug as string);
        expect(new Set(slugs).size).toBe(slugs.length);
        const slugOf = (name: string) => people.find((p) => p.name === name)!.slug;
        // The SQL makes the slugs shared/slug.ts makes; a second one of a slug gets -2.
        expect(slugOf("রহিম উদ্দিন")).toBe(nameSlug("রহিম উদ্দিন"));
        expect(slugOf("রহিম উদ্দিন")).toBe("রহিম-উদ্দিন");
        expect(slugOf("अनन्या शर्मा")).toBe("अनन्या-शर्मा");
        expect(slugOf("José Núñez")).toBe("jose-nunez");
        expect(slugOf("—")).toBe("person");
        expect([slugOf("Rina Das"), slugOf("rina das"), slugOf("Rina Das!")].sort()).toEqual([
          "rina-das",
          "rina-das-2",
          "rina-das-3",
        ]);
        // Bylines read exactly as before, each piece with its person.
        expect(
          await rows(
            db,
            `select id, author from articles union all select id, author from creative_pieces order by 1`,
          ),
        ).toEqual(before);
        expect(
          await rows(
            db,
            `select count(*)::int as n from (
            select a.id from articles a join piece_authors pa on pa.article_id = a.id join people p on p.id = pa.person_id where p.name = a.author
            union all
            select c.id from creative_pieces c join piece_authors pa on pa.creative_piece_id = c.id join people p on p.id = pa.person_id where p.name = c.author) x`,
          ),
        ).toEqual([{ n: AUTHORS.length * 2 + 1 }]);
        expect(await rows(db, `select count(*)::int as n from piece_authors`)).toEqual([
          { n: AUTHORS.length * 2 + 1 },
        ]);
        // Each byline carries its piece's publication time, for the author pages' index.
        expect(
          await rows(
            db,
            `select count(*)::int as n from piece_authors pa join articles a on a.id = pa.article_id
            where pa.published_at is not distinct from a.published_at`,
          ),
        ).toEqual([{ n: AUTHORS.length * 2 }]);
        // Pending edits name their person.
        const [pending] = await rows(db, `select pending from creative_pieces`);
        expect((pending!.pending as { authors: { name: string }[] }).authors.map((a) => a.name)).toEqual([
          "Pending Pen",
        ]);
        // The team is the masthead, in its order; the setting is gone.
        expect(
          people
            .filter((p) => p.on_masthead)
            .sort((a, b) => Number(a.masthead_order) - Number(b.masthead_order)),
        ).toEqual([
          {
            name: "Mya Mya",
            slug: "mya-mya",
            title: "Editor in Chief",
            email: "mya@example.org",
            show_email: true,
            on_masthead: true,
            masthead_order: 1,
          },
          {
            name: "Rina Das",
            slug: slugOf("Rina Das"),
            title: "Sports Editor",
            email: "",
            show_email: false,
            on_masthead: true,
            masthead_order: 2,
          },
        ]);
        expect(await rows(db, `select key from site_settings where key = 'editorial_team'`)).toEqual([]);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
        await handle.drop();
      }
    },
  );
}
