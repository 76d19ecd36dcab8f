import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: [
      "app/**/*.test.ts",
      "shared/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    globalSetup: ["tests/setup/unit.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Files share their worker's module cache instead of importing everything afresh (isolate: false):
    // on the 2-core CI machine the suite took 264 s instead of 488. The price is that a file must leave
    // no global behind (client-gone.test.ts gives back the Request and Response it replaces).
    isolate: false,
    // A file per core, where vitest's default leaves one free: much of a data-layer test is waiting
    // for PostgreSQL, which runs in a process of its own. On the 2-core CI machine this took the
    // unit and integration suite from 746 to 498 s.
    maxWorkers: availableParallelism(),
  },
});
