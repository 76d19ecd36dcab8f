import { redactCredentials } from "./config.ts";

/** Work a request starts but does not wait for (mail above all), so that its answer takes the same
 * time whatever the work turns out to be. */
export type Background = {
  /** Starts `task` after the current answer; a failure is logged under `label`, never thrown. */
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished: at shutdown, and in tests. */
  settled(): Promise<void>;
};

export function createBackground(log: (message: string) => void = console.error): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => {},
          (error: unknown) =>
            log(
              `${label} failed: ${redactCredentials(error instanceof Error ? error.message : String(error))}`,
            ),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
