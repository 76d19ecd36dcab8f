import { type ResourceLimits, Worker } from "node:worker_threads";

/** What a sandboxed worker posts, once: its result, or why it failed. */
export type WorkerAnswer<Result> = ({ ok: true } & Result) | { ok: false; error: string };

export type SandboxOptions = {
  /** The work's name in its failures: "the conversion" ran out of time, stopped, was abandoned. */
  what: string;
  /** The error a failure rejects with, from its message. */
  fail: (message: string) => Error;
  timeoutMs: number;
  resourceLimits?: ResourceLimits;
  /** Stops the work as soon as it aborts. */
  signal?: AbortSignal;
};

/**
 * Untrusted input's heavy work (a Word document's conversion, a HEIC photo's decoding) off the request's
 * thread: `source`, CommonJS text loaded with `?raw` and started with `eval` (so that it runs the same
 * from the sources, the tests and the server bundle), in a worker of its own that ends with the work,
 * given `workerData`, within the time and memory allowed. Resolves with the worker's one answer.
 */
export function runSandboxed<Result>(
  source: string,
  workerData: unknown,
  { what, fail, timeoutMs, resourceLimits, signal }: SandboxOptions,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(fail(`${what} was abandoned`));
    // A failing library writes to the console; the rejection says what matters.
    const worker = new Worker(source, { eval: true, workerData, resourceLimits, stdout: true, stderr: true });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", abandon);
      void worker.terminate();
      outcome();
    };
    const abandon = () => finish(() => reject(fail(`${what} was abandoned`)));
    signal?.addEventListener("abort", abandon);
    const timer = setTimeout(() => finish(() => reject(fail(`${what} ran out of time`))), timeoutMs);
    worker.on("message", (answer: WorkerAnswer<Result>) =>
      finish(() => (answer.ok ? resolve(answer) : reject(fail(answer.error)))),
    );
    worker.on("error", (error) => finish(() => reject(fail(error.message))));
    worker.on("exit", (code) => finish(() => reject(fail(`${what} stopped (exit code ${code})`))));
  });
}
