import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Db } from "../../db/client.ts";
import {
  createTestDatabase,
  describeEachEngine,
  postgresSkipReason,
} from "../../../tests/helpers/test-db.ts";
import { enqueue, openJob } from "./queue.ts";
import { startWorker, type JobHandler } from "./worker.ts";

/**
 * Two workers on one database, with a lease of a second renewed every 100 ms (the defaults are 10 s and
 * 2 s): a worker that runs a job keeps it however long it runs; one that stops renewing (its process
 * died, here its pool closed) gives it up to the other within the lease.
 */
const LEASE = { leaseSeconds: 1, heartbeatMs: 100 };
const past = () => new Date(Date.now() - 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const firstRow = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0]!;

/** A job that runs until `release` is called, noting which worker ran it, outside a transaction as the
 * long jobs (a newsletter send, a backup) do. */
function heldJobs() {
  const runs: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const handler = (worker: string): JobHandler =>
    Object.assign(
      async () => {
        runs.push(worker);
        started();
        await released;
      },
      { ownTransactions: true as const },
    );
  return { runs, release, running, handler };
}

describeEachEngine("a job's lease, renewed while it runs", ({ db }) => {
  it("keeps a job its worker's past its first lease: a second worker reading the queue meanwhile does not take it", async () => {
    const { runs, release, running, handler } = heldJobs();
    await enqueue(db(), { name: "slow", key: "k:slow", runAt: past() });
    const first = startWorker({ db: db(), pollMs: 60_000, ...LEASE, handlers: { slow: handler("first") } });
    await running;
    const { lease } = await firstRow(db(), sql`select locked_until as lease from jobs where key = 'k:slow'`);
    const second = startWorker({ db: db(), pollMs: 20, ...LEASE, handlers: { slow: handler("second") } });
    // Until the database's clock is two leases past the first one's end, the second worker keeps reading.
    for (;;) {
      await second.poll();
      const { past } = await firstRow(
        db(),
        sql`select now() > ${lease}::timestamptz + interval '2 seconds' as past`,
      );
      if (past) break;
      await sleep(50);
    }
    release();
    await Promise.all([first.stop(), second.stop()]);
    expect(runs).toEqual(["first"]);
    expect(await openJob(db(), "k:slow")).toBeNull();
  });
});

describe.skipIf(postgresSkipReason)("a job's lease, when its worker's process dies", () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase("postgres");
  }, 60_000);
  afterAll(() => handle?.drop());

  it("gives a job whose worker stopped renewing to another worker once its short lease is out", async () => {
    const db = handle.database.db;
    const dying = await openPostgres(handle.url!);
    const { runs, release, running, handler } = heldJobs();
    await enqueue(db, { name: "work", key: "k:crash", runAt: past() });
    const crashed = startWorker({
      db: dying.db,
      pollMs: 60_000,
      ...LEASE,
      onError: () => {},
      handlers: { work: handler("crashed") },
    });
    await running;
    // The process is gone as far as the database can tell: no renewal reaches it any more.
    await dying.close();
    const survivor = startWorker({
      db,
      pollMs: 20,
      ...LEASE,
      handlers: {
        work: Object.assign(async () => void runs.push("survivor"), { ownTransactions: true as const }),
      },
    });
    for (const deadline = Date.now() + 20_000; !runs.includes("survivor") && Date.now() < deadline;)
      await sleep(50);
    await survivor.stop();
    release();
    await crashed.stop();
    expect(runs).toEqual(["crashed", "survivor"]);
    expect(await openJob(db, "k:crash")).toBeNull();
  });
});
