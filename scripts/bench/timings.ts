// What the tests prove happens and the bench times (issue 37: timed assertions belong here): how soon
// the server ends a refused body's connection and cuts off slow clients, and how soon the job queue's
// worker runs a job enqueued in its own process. Each is printed against its target.
import type { Db } from "../../server/db/client.ts";
import { createTestDatabase } from "../../tests/helpers/test-db.ts";
import { refusedConnection, slowClients } from "../../tests/helpers/slow-clients.ts";
import { enqueue } from "../../server/modules/jobs/queue.ts";
import { startWorker } from "../../server/modules/jobs/worker.ts";

/** Targets: a refused body's connection ends within 2 s; slow clients are cut off within 30 s; a job
 * enqueued in the worker's process runs within 500 ms of its time, however long the worker's poll. */
const TARGETS = { refusedSeconds: 2, slowSeconds: 30, wakeMs: 500 };
const WAKE_RUNS = 5;

const verdict = (met: boolean) => (met ? "met" : "NOT MET");

/** The worker's delay between a job's time and its run, for one job enqueued 300 ms ahead. */
async function wakeDelayMs(db: Db, run: number): Promise<number> {
  let ranAt = 0;
  const worker = startWorker({
    db,
    pollMs: 60_000,
    handlers: { soon: async () => void (ranAt = Date.now()) },
  });
  await worker.poll();
  const at = new Date(Date.now() + 300);
  await enqueue(db, { name: "soon", key: `bench:soon:${run}`, runAt: at });
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && !ranAt) await new Promise((r) => setTimeout(r, 5));
  await worker.stop();
  return ranAt ? ranAt - at.getTime() : Infinity;
}

/** `WAKE_RUNS` wake delays, on a database of their own. */
async function wakeDelays(): Promise<number[]> {
  const { database, drop } = await createTestDatabase("pglite");
  try {
    const delays: number[] = [];
    for (let run = 0; run < WAKE_RUNS; run++) delays.push(await wakeDelayMs(database.db, run));
    return delays;
  } finally {
    await drop();
  }
}

/** Measures each timing against its target at the server at `baseUrl`; answers whether all were met. */
export async function benchTimings(baseUrl: string): Promise<boolean> {
  console.log("\nTimings (targets of the request limits and the job queue):");
  const refused = await refusedConnection(baseUrl);
  const refusedMet = /^HTTP\/1\.1 413/.test(refused.answer) && refused.seconds < TARGETS.refusedSeconds;
  console.log(
    `  a refused 50 MB body's connection ended after ${refused.seconds.toFixed(2)} s ` +
      `(target < ${TARGETS.refusedSeconds} s with a 413: ${verdict(refusedMet)})`,
  );
  const cut = await slowClients(baseUrl);
  const slowest = Math.max(...cut.map((c) => c.seconds));
  const slowMet = cut.every((c) => /^HTTP\/1\.1 408/.test(c.answer)) && slowest < TARGETS.slowSeconds;
  console.log(
    `  slow headers, body and chunked body cut after ${cut.map((c) => c.seconds.toFixed(1)).join(", ")} s ` +
      `(target < ${TARGETS.slowSeconds} s with a 408: ${verdict(slowMet)})`,
  );
  const delays = await wakeDelays();
  const worst = Math.max(...delays);
  console.log(
    `  a job enqueued in the worker's process ran ${delays.map((d) => d.toFixed(0)).join(", ")} ms after ` +
      `its time, its worker polling once a minute (target < ${TARGETS.wakeMs} ms: ${verdict(worst < TARGETS.wakeMs)})`,
  );
  return refusedMet && slowMet && worst < TARGETS.wakeMs;
}
