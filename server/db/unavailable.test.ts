import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, unavailableReason } from "./unavailable.ts";

const coded = (code: string, message = "failed") => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error("Failed query: select 1", { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", wrapped(coded("ECONNREFUSED"))],
    ["a reset connection", coded("ECONNRESET")],
    ["a connection lost mid-query", wrapped(new Error("Connection terminated unexpectedly"))],
    ["a connection timeout", new Error("timeout exceeded when trying to connect")],
    ["a server shutting down", wrapped(coded("57P01"))],
    ["a connection exception", coded("08006")],
  ])("recognises %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", wrapped(coded("23505"))],
    ["a bad byte sequence", wrapped(coded("22021"))],
    ["a bug", new TypeError("x is undefined")],
    [
      "a failed insert of a comment that quotes an outage",
      new Error("Failed query: insert into comments\nparams: Connection terminated", {
        cause: coded("23505", "duplicate key value violates unique constraint"),
      }),
    ],
    ["nothing", null],
  ])("does not take %s for an outage", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("unavailableReason", () => {
  it("gives the driver's message, not drizzle's with the query's parameters", () => {
    const error = new Error("Failed query: select 1\nparams: secret", {
      cause: coded("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"),
    });
    expect(unavailableReason(error)).toBe("connect ECONNREFUSED 127.0.0.1:5432");
  });
});
