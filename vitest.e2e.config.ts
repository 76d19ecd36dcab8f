import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/setup/e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time: each starts its own server (own port, data directory and database) and
    // browser, and much of a browser test is waiting. On the 2-core CI machine this took the browser
    // suite from about 14 to 8.5 minutes.
    maxWorkers: 2,
    // Files share their worker's module cache (isolate: false): each file starts its own servers and
    // browser, so nothing else carries over, and Playwright and the helpers are imported once per
    // worker instead of once per file (167 s of imports in all, now 18).
    isolate: false,
  },
});
