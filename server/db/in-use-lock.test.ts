import { spawn } from "node:child_process";
import os from "node:os";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, postgresSkipReason } from "../../tests/helpers/test-db.ts";
import {
  DatabaseInUse,
  holdInUseLock,
  IN_USE_LOCK,
  takeInUseLockAlone,
  type InUseLock,
} from "./in-use-lock.ts";

const HOLDER = `borderland (pid ${process.pid} on ${os.hostname()})`;

/** Until `check` holds, asking again and again (what PostgreSQL does next, it does soon). */
async function eventually(check: () => Promise<boolean>) {
  for (let tries = 0; !(await check()); tries++) {
    if (tries === 200) throw new Error("it never happened");
    await new Promise((soon) => setTimeout(soon, 50));
  }
}

describe.skipIf(postgresSkipReason)("The database's in-use lock on PostgreSQL", () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let url: string;
  let watcher: pg.Client;
  /** The sessions that hold the lock, or wait for it, as PostgreSQL lists them. */
  const sessions = async () =>
    (
      await watcher.query<{ pid: number; mode: string; granted: boolean }>(
        `select pid, mode, granted from pg_locks where locktype = 'advisory' and objid = $1
           and database = (select oid from pg_database where datname = current_database()) order by pid`,
        [IN_USE_LOCK],
      )
    ).rows;

  beforeAll(async () => {
    handle = await createTestDatabase("postgres", { migrate: false });
    url = handle.url!;
    watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
  }, 60_000);
  afterAll(async () => {
    await watcher?.end();
    await handle?.drop();
  });

  it("is held by several processes together, and refuses a restore, naming them, until they let go", async () => {
    const processes = [await holdInUseLock(url), await holdInUseLock(url)];
    const refused = takeInUseLockAlone(url);
    await expect(refused).rejects.toThrow(DatabaseInUse);
    await expect(refused).rejects.toThrow(
      `2 processes of the site are using this database: ${HOLDER}, ${HOLDER}. Stop the site first, or run again with --while-running`,
    );
    await Promise.all(processes.map((held) => held.release()));
    const restore = await takeInUseLockAlone(url);
    expect(await sessions()).toEqual([expect.objectContaining({ mode: "ExclusiveLock", granted: true })]);
    await restore.release();
  });

  it("keeps a process that opens the database during a restore waiting until the restore is done, and refuses a second restore", async () => {
    const restore = await takeInUseLockAlone(url);
    await expect(takeInUseLockAlone(url)).rejects.toThrow(
      `Another restore is running on this database: ${HOLDER}.`,
    );
    const said: string[] = [];
    let opened: InUseLock | null = null;
    const opening = holdInUseLock(url, {
      log: { log: (m) => said.push(m), error: (m) => said.push(m) },
    }).then((held) => (opened = held));
    await eventually(async () => (await sessions()).some((s) => s.mode === "ShareLock" && !s.granted));
    expect(opened).toBeNull();
    expect(said).toEqual(["A restore is running on this database: waiting for it to finish."]);
    await restore.release();
    await (await opening).release();
  });

  it("is let go by a process killed outright", async () => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `const { holdInUseLock } = await import("./server/db/in-use-lock.ts");
         await holdInUseLock(process.env.LOCK_URL);
         console.log("held");
         setInterval(() => {}, 60_000);`,
      ],
      { env: { ...process.env, LOCK_URL: url }, stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise((held) => child.stdout!.once("data", held));
    await expect(takeInUseLockAlone(url)).rejects.toThrow(/^A process of the site is using this database/);
    child.kill("SIGKILL");
    let restore: InUseLock | null = null;
    await eventually(async () => {
      restore = await takeInUseLockAlone(url).catch(() => null);
      return restore !== null;
    });
    await restore!.release();
  });

  it("is taken again when its connection is lost", async () => {
    const said: string[] = [];
    const held = await holdInUseLock(url, {
      log: { log: (m) => said.push(m), error: (m) => said.push(m) },
      reconnectMs: 50,
    });
    const [first] = await sessions();
    await watcher.query("select pg_terminate_backend($1)", [first!.pid]);
    await eventually(async () => (await sessions()).some((s) => s.pid !== first!.pid && s.granted));
    expect(said[0]).toMatch(/^The database's in-use lock lost its connection \(.*\): taking it again\.$/);
    await held.release();
    await eventually(async () => (await sessions()).length === 0);
  });
});
