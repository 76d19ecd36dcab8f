import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { createTestDatabase, describeEachEngine, type Engine } from "../../../tests/helpers/test-db.ts";
import { migrateUpTo } from "../backups/load-database.ts";
import { rowsOf } from "../backups/catalog.ts";

describeEachEngine("migration 0038 (media_file_uses)", ({ engine }) => {
  const handles: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.drop();
  });

  it("counts the videos and audio the pieces already play, and no captions or unplayed file", async () => {
    const handle = await createTestDatabase(engine as Engine, { migrate: false });
    handles.push(handle);
    const { database } = handle;
    await migrateUpTo(database, "0037_photo_essay");
    const { db } = database;
    await db.execute(sql`insert into media_files (kind, storage_key, mime_type, size_bytes) values
      ('video', 'played.mp4', 'video/mp4', 1), ('audio', 'spare.mp3', 'audio/mpeg', 1),
      ('captions', 'subs.vtt', 'text/vtt', 1), ('audio', 'poem.ogg', 'audio/ogg', 1)`);
    await db.execute(sql`insert into articles (title, slug, excerpt, content, category, author, status)
      values ('Floods', 'floods', 'Lead', '<video controls src="/uploads/played.mp4"><track src="/uploads/subs.vtt"></video>',
      'Politics', 'Desk', 'draft')`);
    await db.execute(sql`insert into creative_pieces (title, content, author, type)
      values ('Rain', '<audio controls src="https://cdn.example.org/poem.ogg"></audio>', 'Poet', 'poetry')`);
    await database.migrate();
    const rows = await rowsOf(
      db,
      sql`select f.storage_key as key, (u.article_id is not null) as article from media_file_uses u
          join media_files f on f.id = u.media_file_id order by 1`,
    );
    expect(rows.map((r) => [r.key, Boolean(r.article)])).toEqual([
      ["played.mp4", true],
      ["poem.ogg", false],
    ]);
  });
});
