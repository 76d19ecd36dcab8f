import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres } from "../../server/db/client.ts";
import { verifyArchive } from "../../server/modules/backups/read-archive.ts";
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

/** Three admins on the source, migrated, in one opening (three desks: comments have a limit each). */
async function threeAdmins(engine: Engine, target: { dataDir: string; url?: string }) {
  const database =
    engine === "pglite" ? await openPglite(path.join(target.dataDir, "db")) : await openPostgres(target.url!);
  await database.migrate();
  const made = [];
  for (let i = 0; i < 3; i++)
    made.push({ username: (await member(database.db, "admin")).username!, password: PASSWORD });
  await database.close();
  return made;
}

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
    "taken while comments are written, restores into an empty target with every write acknowledged before it, and the restored site serves the upload",
    async () => {
      const source = await emptyTarget(engine, "source");
      const admins = await threeAdmins(engine, source);
      let server: RunningServer | null = await startServer({ ...source.env, SEED_DEMO: "false" });
      cleanups.push(async () => server?.stop());
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
      const manifest = await verifyArchive(file);
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
