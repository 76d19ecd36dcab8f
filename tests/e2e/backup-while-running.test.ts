import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres } from "../../server/db/client.ts";
import { verifyArchive } from "../../server/modules/backups/read-archive.ts";
import { BACKUP_JOB } from "../../server/modules/backups/schedule.ts";
import { enqueue } from "../../server/modules/jobs/queue.ts";
import { articleForm, postForm, signInAdmin } from "../helpers/admin.ts";
import { photo } from "../helpers/images.ts";
import { TEMPLATE_ENV } from "../helpers/pglite-templates.ts";
import { runScript } from "../helpers/run-script.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { member, PASSWORD } from "../helpers/staff.ts";
import { createTestDatabase, postgresSkipReason, type Engine } from "../helpers/test-db.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-backup-e2e-"));
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** An empty target of the engine: a data directory, and on PostgreSQL a new database. */
async function emptyTarget(
  engine: Engine,
  name: string,
): Promise<{ dataDir: string; url?: string; env: Record<string, string> }> {
  const dataDir = path.join(scratch, `${engine}-${name}`);
  fs.mkdirSync(dataDir);
  if (engine === "pglite") {
    // A new cluster without a table (the run's template: what `initdb` would make, sooner).
    const template = process.env[TEMPLATE_ENV.dataDir];
    if (template) fs.cpSync(template, path.join(dataDir, "db"), { recursive: true });
    return { dataDir, env: { DATA_DIR: dataDir } };
  }
  const database = await createTestDatabase("postgres", { migrate: false });
  cleanups.push(() => database.drop());
  return { dataDir, url: database.url!, env: { DATA_DIR: dataDir, DATABASE_URL: database.url! } };
}

/** Three admins on the source, migrated, in one opening (three desks: comments have a limit each), and
 * a daily backup that fell due while the site was stopped: the server takes it as it starts. */
async function threeAdminsAndADueBackup(engine: Engine, target: { dataDir: string; url?: string }) {
  const database =
    engine === "pglite" ? await openPglite(path.join(target.dataDir, "db")) : await openPostgres(target.url!);
  await database.migrate();
  const made = [];
  for (let i = 0; i < 3; i++)
    made.push({ username: (await member(database.db, "admin")).username!, password: PASSWORD });
  await enqueue(database.db, {
    name: BACKUP_JOB,
    key: `${BACKUP_JOB}:2026-01-01`,
    runAt: new Date(Date.now() - 60_000),
  });
  await database.close();
  return made;
}

/** The archive at `file` verifies and holds the uploaded `image`'s file. */
async function expectWholeArchive(file: string, image: string) {
  const manifest = await verifyArchive(file);
  expect(Object.keys(manifest.entries)).toContain(`uploads/${path.basename(image)}`);
  return manifest;
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

async function commentsIn(engine: Engine, target: { dataDir: string; url?: string }): Promise<string[]> {
  const query = "select content from comments";
  if (engine === "pglite") {
    const database = await openPglite(path.join(target.dataDir, "db"));
    const { rows } = (await database.db.execute(sql.raw(query))) as unknown as {
      rows: { content: string }[];
    };
    await database.close();
    return rows.map((r) => r.content);
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const { rows } = await client.query<{ content: string }>(query);
  await client.end();
  return rows.map((r) => r.content);
}

describe.each(["pglite", "postgres"] as const)("A backup of the running site [%s]", (engine) => {
  const skip = engine === "postgres" && postgresSkipReason !== null;
  it.skipIf(skip)(
    "taken while comments are written, restores into an empty target with every write acknowledged before it, and the restored site serves the upload; the built server's daily backup and download are whole archives",
    async () => {
      const source = await emptyTarget(engine, "source");
      const admins = await threeAdminsAndADueBackup(engine, source);
      let server: RunningServer | null = await startServer({ ...source.env, SEED_DEMO: "false" });
      cleanups.push(async () => server?.stop());
      // The daily backup was taken before the server said it was ready (the queue's first read).
      const daily = fs.readdirSync(path.join(source.dataDir, "backups"));
      expect(daily).toEqual([expect.stringMatching(/^borderland-.*\.tar\.gz$/)]);
      const cookies = await Promise.all(admins.map((admin) => signInAdmin(server!.url, admin)));
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(await photo(640, 400, "jpeg"))]), "river.jpg");
      const upload = await fetch(`${server.url}/admin/uploads`, {
        method: "POST",
        body: form,
        headers: { Cookie: cookies[0]! },
      });
      const image = ((await upload.json()) as { url: string }).url;
      const imageBytes = Buffer.from(await (await fetch(`${server.url}${image}`)).arrayBuffer());
      const slug = "backup-while-running";
      await postForm(
        server.url,
        "/admin/dashboard/articles/new",
        { ...articleForm("Backup day"), slug },
        cookies[0],
      );
      const page = await (await fetch(`${server.url}/article/${slug}`)).text();
      const articleId = page.match(/name="articleId" value="([0-9a-f-]{36})"/)![1]!;

      // Comments are written one after another, round the three desks, until the backup is done.
      const acknowledged: { content: string; at: number }[] = [];
      let writing = true;
      const writer = (async () => {
        for (let n = 0; writing; n++) {
          const content = `Comment ${n}`;
          const answer = await postForm(
            server!.url,
            "/api/comments",
            { intent: "post", articleId, content },
            cookies[n % 3],
          );
          if (answer.status === 200) acknowledged.push({ content, at: Date.now() });
          else if (answer.status === 429) await new Promise((r) => setTimeout(r, 200));
          else throw new Error(`comment answered ${answer.status}`);
        }
      })();
      while (acknowledged.length < 3) await new Promise((r) => setTimeout(r, 20));
      const file = path.join(scratch, `${engine}.tar.gz`);
      const backup = await runScript("scripts/backup.ts", [file], source.env);
      writing = false;
      await writer;
      expect(backup, backup.output).toMatchObject({ code: 0 });
      const manifest = await expectWholeArchive(file, image);
      expect(modeOf(file)).toBe(0o600);
      // The embedded database's server took the snapshot, and the command says how long it held it.
      if (engine === "pglite")
        expect(backup.output).toMatch(/The database was held for its snapshot for \d+ ms\./);
      // The scheduled backup (taken before the upload) and the admin's download, made by the built
      // server, are whole archives too.
      const dailyFile = path.join(source.dataDir, "backups", daily[0]!);
      expect((await verifyArchive(dailyFile)).engine).toBe(engine);
      expect(modeOf(dailyFile)).toBe(0o600);
      const download = await postForm(server.url, "/admin/export", { kind: "archive" }, cookies[1]);
      expect(download.status).toBe(200);
      const downloaded = path.join(scratch, `${engine}-download.tar.gz`);
      await pipeline(Readable.fromWeb(download.body as never), fs.createWriteStream(downloaded));
      await expectWholeArchive(downloaded, image);
      if (engine === "postgres") {
        // A restore into the database the site is using is refused, the site's processes named.
        const refused = await runScript("scripts/restore.ts", [file, "--force"], source.env);
        expect(refused.code, refused.output).toBe(2);
        expect(refused.output).toMatch(
          /processes? of the site (is|are) using this database: borderland \(pid/,
        );
      }
      await server.stop();
      server = null;

      const target = await emptyTarget(engine, "target");
      const restore = await runScript("scripts/restore.ts", [file], target.env);
      expect(restore, restore.output).toMatchObject({ code: 0 });
      expect(restore.output).toContain("1 piece (1 articles and opinion, 0 creative)");
      const before = acknowledged.filter((w) => w.at < Date.parse(manifest.createdAt)).map((w) => w.content);
      expect(before.length).toBeGreaterThanOrEqual(3);
      expect(await commentsIn(engine, target)).toEqual(expect.arrayContaining(before));

      const restored = await startServer({ ...target.env, SEED_DEMO: "false" });
      cleanups.push(() => restored.stop());
      const served = await fetch(`${restored.url}${image}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(imageBytes);
    },
    180_000,
  );
});
