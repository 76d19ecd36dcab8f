import cluster, { type Address, type Worker } from "node:cluster";
import { STOP_LIMIT_MS } from "./http/graceful-stop.ts";

/** More unexpected stops than this within RESTART_WINDOW_MS, and the server gives up rather than loop. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** When processes still running after SIGTERM are killed: each exits by itself at STOP_LIMIT_MS,
 * saying what it cut, so this is only for one that cannot. */
const STOP_GRACE_MS = STOP_LIMIT_MS + 5_000;

export type ProcessesOptions = {
  count: number;
  /** Once every process listens: where. */
  onReady: (address: Address) => void;
};

/**
 * Runs `count` copies of this program as cluster workers sharing one port (Node hands each new
 * connection to the next worker in turn), for PostgreSQL, where what one process writes the others
 * see (docs/operations.md). The primary serves nothing: it starts the workers, says once that the
 * server is ready when all listen, starts another when one stops unexpectedly, and passes SIGINT and
 * SIGTERM on, exiting when all have finished. A worker that stops before the server was ready stops
 * the server: its own message says why, and starting it again would only repeat it.
 */
export function runProcesses({ count, onReady }: ProcessesOptions): void {
  let listening = 0;
  let ready = false;
  let stopping = false;
  let failed = false;
  const restarts: number[] = [];

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (!failed)
      console.log(`${signal}: finishing requests in flight in every process, then closing the database.`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      const left = Object.values(cluster.workers ?? {}).map((worker) => worker!.process);
      console.error(
        `${signal}: killing server processes still running: ${left.map((p) => p.pid).join(", ")}.`,
      );
      for (const child of left) child.kill("SIGKILL");
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };

  cluster.on("listening", (_worker: Worker, address: Address) => {
    if (ready || ++listening < count) return;
    ready = true;
    onReady(address);
  });
  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    const unexpected = !stopping;
    if (unexpected && !ready) {
      failed = true;
      stopAll("SIGTERM");
    } else if (unexpected) {
      const now = Date.now();
      restarts.push(now);
      while (restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
      const how = signal ? `on ${signal}` : `with code ${code}`;
      if (restarts.length > MAX_RESTARTS) {
        console.error(
          `A server process stopped ${how}, the ${restarts.length}th in a minute: stopping the server.`,
        );
        failed = true;
        stopAll("SIGTERM");
      } else {
        console.error(`A server process (pid ${worker.process.pid}) stopped ${how}; starting another.`);
        cluster.fork();
      }
    }
    // A process that failed to close in time makes the whole stop a failure; one still starting when
    // the signal came (no handler yet) simply ends on it.
    if (stopping && code !== 0 && code !== null) failed = true;
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });
  process.on("SIGINT", () => stopAll("SIGINT"));
  process.on("SIGTERM", () => stopAll("SIGTERM"));
  for (let i = 0; i < count; i++) cluster.fork();
}

/** In a worker: stop as on SIGTERM when the primary is gone (killed), rather than serve on alone. */
export function onPrimaryGone(stop: () => void): void {
  if (cluster.isWorker) process.on("disconnect", stop);
}
