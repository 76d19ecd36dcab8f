import { describe, expect, it } from "vitest";
import { describeEachEngine } from "../../tests/helpers/test-db.ts";
import { RateLimited } from "../modules/errors.ts";
import { createRateLimits, LIMITS, type RateLimits } from "./rate-limits.ts";

const outcome = (attempt: Promise<void>) =>
  attempt.then(
    () => "allowed",
    (error: unknown) => {
      if (error instanceof RateLimited) return "limited";
      throw error;
    },
  );

function sharedBehaviour(make: () => [RateLimits, RateLimits]) {
  it("counts every process's attempts together and answers the 6th failed sign-in with 429", async () => {
    const [first, second] = make();
    for (let i = 0; i < LIMITS.signInAccount.points; i++)
      await (i % 2 ? first : second).consume("signInAccount", "ada@example.org");
    const refused = await second.consume("signInAccount", "ada@example.org").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimited);
    expect(refused).toMatchObject({ status: 429, message: LIMITS.signInAccount.message });
    expect((refused as RateLimited).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as RateLimited).retryAfterSeconds).toBeLessThanOrEqual(LIMITS.signInAccount.duration);
    await expect(first.check("signInAccount", "ada@example.org")).rejects.toBeInstanceOf(RateLimited);
    await expect(first.check("signInAccount", "bob@example.org")).resolves.toBeUndefined();

    await first.reset("signInAccount", "ada@example.org");
    await expect(second.consume("signInAccount", "ada@example.org")).resolves.toBeUndefined();
  });

  it("lets exactly the allowed number of concurrent attempts through", async () => {
    const [first, second] = make();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => outcome((i % 2 ? first : second).consume("comments", "reader-1"))),
    );
    expect(results.filter((r) => r === "allowed")).toHaveLength(LIMITS.comments.points);
  });
}

describeEachEngine("rate limits shared through the database", ({ db }) => {
  sharedBehaviour(() => [createRateLimits(db()), createRateLimits(db())]);
});

describe("rate limits in memory", () => {
  const limits = createRateLimits();
  sharedBehaviour(() => [limits, limits]);

  it("keeps separate processes' counts apart (why PostgreSQL deployments share them)", async () => {
    const [first, second] = [createRateLimits(), createRateLimits()];
    for (let i = 0; i < LIMITS.passwordReset.points; i++) await first.consume("passwordReset", "x");
    await expect(first.consume("passwordReset", "x")).rejects.toBeInstanceOf(RateLimited);
    await expect(second.consume("passwordReset", "x")).resolves.toBeUndefined();
  });
});
