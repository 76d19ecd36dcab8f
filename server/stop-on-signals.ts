import { STOP_LIMIT_MS, type GracefulStop } from "./http/graceful-stop.ts";
import { onPrimaryGone } from "./processes.ts";

export type StopOptions = {
  /** Whether this process says that the stop began: of several, the primary says it once for all. */
  announce: boolean;
  /** `services.shutdown`'s controller: long work (an import) cancels itself on it. */
  shutdown: AbortController;
  connections: GracefulStop;
  /** What is closed after the last answer, in order, each with what the message calls it. */
  afterwards: Array<[what: string, close: () => Promise<unknown>]>;
  limitMs?: number;
  exit?: (code: number) => void;
};

/**
 * The stop of the process: cancels long work, answers every request that reached it
 * (server/http/graceful-stop.ts), then waits for what runs after the answers (mail) and closes the
 * database, releasing its data directory. It exits 0 when all is done, or 1 at STOP_LIMIT_MS, saying
 * what it cut, so that a stop never hangs. A second signal changes nothing.
 */
export function createStop({
  announce,
  shutdown,
  connections,
  afterwards,
  limitMs = STOP_LIMIT_MS,
  exit = (code) => process.exit(code),
}: StopOptions): (signal: string) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    shutdown.abort();
    if (announce) console.log(`${signal}: finishing requests in flight, then closing the database.`);
    let waitingFor = () => connections.unfinished();
    const limit = setTimeout(() => {
      console.error(
        `${signal}: stopped after ${limitMs / 1000} s, cutting what was left: ${waitingFor().join("; ")}.`,
      );
      exit(1);
    }, limitMs);
    try {
      await connections.stop();
      for (const [what, close] of afterwards) {
        waitingFor = () => [what];
        await close();
      }
    } catch (error) {
      console.error(`${signal}: the stop failed:`, error);
      return exit(1);
    } finally {
      clearTimeout(limit);
    }
    exit(0);
  };
}

/** Stops the process as `createStop` says on SIGINT or SIGTERM, or when its primary is gone. */
export function stopOnSignals(options: StopOptions): void {
  const stop = createStop(options);
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  onPrimaryGone(() => void stop("disconnect"));
}
