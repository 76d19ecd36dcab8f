import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeArticle } from "../tests/helpers/factories.ts";
import { runScript } from "../tests/helpers/run-script.ts";
import { createTestDatabase, postgresSkipReason } from "../tests/helpers/test-db.ts";
import { createBroadcast } from "../server/db/broadcast.ts";
import { holdInUseLock } from "../server/db/in-use-lock.ts";
import { articles } from "../server/db/schema.ts";
import { writeBackup } from "../server/modules/backups/write-archive.ts";
import { createLocalStorage } from "../server/providers/local-storage.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-restore-script-"));

describe.skipIf(postgresSkipReason)("npm run restore on PostgreSQL, beside the site", () => {
  const file = path.join(scratch, "backup.tar.gz");
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  const titles = async () =>
    (await target.database.db.select({ title: articles.title }).from(articles)).map((a) => a.title);

  beforeAll(async () => {
    source = await createTestDatabase("postgres");
    await makeArticle(source.database.db, { title: "From the backup" });
    await writeBackup(
      { database: source.database, storage: createLocalStorage(path.join(scratch, "uploads")) },
      fs.createWriteStream(file),
    );
    target = await createTestDatabase("postgres");
    await makeArticle(target.database.db, { title: "On the running site" });
  }, 60_000);
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("refuses, changing nothing, while a process of the site uses the database, and restores when told --while-running, telling the servers to drop their cached pages", async () => {
    const site = await holdInUseLock(target.url!);
    const heard: string[] = [];
    const channel = await createBroadcast(target.url!, "page_cache", (message) => void heard.push(message));
    try {
      const env = { DATABASE_URL: target.url!, DATA_DIR: path.join(scratch, "data") };
      const refused = await runScript("scripts/restore.ts", [file, "--force"], env);
      expect(refused.code, refused.output).toBe(2);
      expect(heard).toEqual([]);
      expect(refused.output).toContain(
        `Nothing was restored. A process of the site is using this database: borderland (pid ${process.pid} on ${os.hostname()}). Stop the site first, or run again with --while-running`,
      );
      expect(await titles()).toEqual(["On the running site"]);

      const restored = await runScript("scripts/restore.ts", [file, "--force", "--while-running"], env);
      expect(restored.code, restored.output).toBe(0);
      expect(await titles()).toEqual(["From the backup"]);
      await expect.poll(() => heard).toContain("everything");
    } finally {
      await channel.close();
      await site.release();
    }
  });
});
