import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import {
  makeArticle,
  makeComment,
  makeMediaRow,
  makeUser,
  staffActor,
} from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { auditEvents, comments } from "../../db/schema.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { startExport } from "./exports.ts";
import { verifyArchive } from "./read-archive.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-export-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describeEachEngine("An admin's export", ({ db, engine }) => {
  const sources = () => ({
    database: { db: db(), engine },
    db: db(),
    storage: createLocalStorage(path.join(scratch, `uploads-${engine}`)),
  });

  it("gives the content as JSON with published comments and image addresses, no account's secret, and logs it", async () => {
    const admin = await staffActor(db());
    const reader = await makeUser(db(), { email: "private-reader@example.org" });
    const article = await makeArticle(db(), { title: "Exported piece", tags: ["Rivers"] });
    await makeComment(db(), article.id, reader.id, "Seen by all");
    const hidden = await makeComment(db(), article.id, reader.id, "Hidden by an editor");
    await db()
      .update(comments)
      .set({ hiddenAt: new Date(), isApproved: false })
      .where(eq(comments.id, hidden.id));
    await makeMediaRow(db(), { altText: "A bridge at dusk" });
    const download = await startExport(sources(), admin, "content");
    expect(download.fileName).toMatch(/^borderland-content-.*\.json$/);
    const text = await new Response(download.body).text();
    const content = JSON.parse(text);
    expect(content.articles.map((a: { title: string }) => a.title)).toContain("Exported piece");
    expect(content.tags).toContain("Rivers");
    expect(content.comments.map((c: { content: string }) => c.content)).toEqual(["Seen by all"]);
    expect(content.media[0]).toMatchObject({
      altText: "A bridge at dusk",
      url: expect.stringMatching(/^\/uploads\//),
    });
    expect(text).not.toMatch(/private-reader@example\.org|passwordHash|password_hash|not-a-hash/);
    const [entry] = await db().select().from(auditEvents).where(eq(auditEvents.actorId, admin.id));
    expect(entry).toMatchObject({ action: "export", summary: "All content as JSON" });
  });

  it("streams the backup archive, whole and verified, and refuses what is not an export", async () => {
    const admin = await staffActor(db());
    const download = await startExport(sources(), admin, "archive");
    const file = path.join(scratch, `download-${engine}.tar.gz`);
    await pipeline(Readable.fromWeb(download.body as never), fs.createWriteStream(file));
    expect((await verifyArchive(file)).engine).toBe(engine);
    await expect(startExport(sources(), admin, "passwords")).rejects.toThrow("Choose what to download.");
  });

  it("fails, before anything is sent, to export an archive whose snapshot cannot be taken", async () => {
    const admin = await staffActor(db());
    const newer = sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('of a newer app', ${Date.now() + 86_400_000})`;
    await db().execute(newer);
    try {
      await expect(startExport(sources(), admin, "archive")).rejects.toThrow(
        "The database's last migration is not one this version of the app knows.",
      );
    } finally {
      await db().execute(sql`delete from drizzle.__drizzle_migrations where hash = 'of a newer app'`);
    }
  });
});
