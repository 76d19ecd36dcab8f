import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { postgresHalfDecision } from "../helpers/test-db.ts";

const REASON = "PostgreSQL at postgres://127.0.0.1:1/postgres is not reachable (connect ECONNREFUSED)";

describe("the PostgreSQL half of the tests", () => {
  it("runs wherever PostgreSQL answers", () => {
    expect(postgresHalfDecision(null, { CI: "true" })).toBe("run");
    expect(postgresHalfDecision(null, {})).toBe("run");
  });

  it("is skipped with the reason on a developer's machine without PostgreSQL", () => {
    expect(postgresHalfDecision(REASON, {})).toBe("skip");
    expect(postgresHalfDecision(REASON, { CI: "false" })).toBe("skip");
  });

  it("fails under CI instead of being skipped, saying why", () => {
    for (const CI of ["true", "1", "yes"]) {
      expect(() => postgresHalfDecision(REASON, { CI })).toThrow(
        /CI is set, so the PostgreSQL half of the tests must run, but PostgreSQL at .* is not reachable/,
      );
    }
  });

  it("makes a real test run fail under CI when PostgreSQL cannot be reached", () => {
    const run = spawnSync(
      process.execPath,
      ["node_modules/vitest/vitest.mjs", "run", "server/db/constraints.test.ts"],
      {
        env: { ...process.env, CI: "true", TEST_DATABASE_URL: "postgres://postgres@127.0.0.1:1/postgres" },
        encoding: "utf8",
        timeout: 120_000,
      },
    );
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain("CI is set, so the PostgreSQL half of the tests must run");
  }, 150_000);
});
