import { afterEach, describe, expect, it, vi } from "vitest";
import { Invalid, NotFound, RateLimited } from "../modules/errors.ts";
import { failureOf } from "./failure.ts";
import { OUTAGE_MESSAGE } from "./outage.ts";

const unexpected = { log: "Like request failed", error: "Something went wrong. Please try again." };

describe("failureOf", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps a domain error's status, message, toast title and fields", () => {
    const error = new Invalid("Please fill in the title", { title: "Required" }, "Missing fields");
    expect(failureOf(error, unexpected)).toEqual({
      status: 400,
      headers: {},
      body: {
        ok: false,
        error: "Please fill in the title",
        title: "Missing fields",
        fields: { title: "Required" },
      },
    });
    expect(failureOf(new NotFound("Article not found")).body).toEqual({
      ok: false,
      error: "Article not found",
    });
  });

  it("says when to try again after a rate limit's refusal", () => {
    const answer = failureOf(new RateLimited("Too many requests", 42));
    expect([answer.status, answer.headers]).toEqual([429, { "Retry-After": "42" }]);
  });

  it("throws a Response on, and without `unexpected` any error that is not a domain error", () => {
    const refusal = new Response("Please send this request as a form.", { status: 415 });
    expect(() => failureOf(refusal, unexpected)).toThrow(refusal);
    expect(() => failureOf(new Error("bug"))).toThrow("bug");
  });

  it("answers an unreachable database 503 with Retry-After, and logs a bug and answers it 500", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const outage = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(failureOf(outage, unexpected)).toEqual({
      status: 503,
      headers: { "Retry-After": "30" },
      body: { ok: false, error: OUTAGE_MESSAGE },
    });
    const bug = new Error("bug");
    expect(failureOf(bug, { ...unexpected, title: "Upload failed" })).toEqual({
      status: 500,
      headers: {},
      body: { ok: false, error: "Something went wrong. Please try again.", title: "Upload failed" },
    });
    expect(logged).toHaveBeenCalledWith("Like request failed", bug);
  });
});
