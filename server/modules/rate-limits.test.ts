import { describe, expect, it } from "vitest";
import { describeEachEngine } from "../../tests/helpers/test-db.ts";
import { RateLimited } from "./errors.ts";
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
  it("counts every process's attempts together and answers the 6th sign-in from one address with 429", async () => {
    const [first, second] = make();
    const pair = "user:ada|203.0.113.1";
    for (let i = 0; i < LIMITS.signInPair.points; i++)
      await (i % 2 ? first : second).consume("signInPair", pair);
    const refused = await second.consume("signInPair", pair).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimited);
    expect(refused).toMatchObject({ status: 429, message: LIMITS.signInPair.message });
    expect((refused as RateLimited).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as RateLimited).retryAfterSeconds).toBeLessThanOrEqual(LIMITS.signInPair.duration);
    await expect(first.check("signInPair", pair)).rejects.toBeInstanceOf(RateLimited);
    await expect(first.check("signInPair", "user:bob|203.0.113.1")).resolves.toBeUndefined();

    await first.reset("signInPair", pair);
    await expect(second.consume("signInPair", pair)).resolves.toBeUndefined();
  });

  it("lets exactly the allowed number of concurrent attempts through", async () => {
    const [first, second] = make();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => outcome((i % 2 ? first : second).consume("comments", "reader-1"))),
    );
    expect(results.filter((r) => r === "allowed")).toHaveLength(LIMITS.comments.points);
  });

  it("opens a window of the given length with an attempt, and refuses the next one inside it", async () => {
    const [first, second] = make();
    await first.consume("signInWait", "user:carol", 30);
    const refused = await second.consume("signInWait", "user:carol", 30).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 429, message: LIMITS.signInWait.message });
    expect((refused as RateLimited).retryAfterSeconds).toBeGreaterThan(20);
    expect((refused as RateLimited).retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it("counts records, gives back a refunded attempt, and remembers keys", async () => {
    const [first, second] = make();
    expect(await first.count("signInFailures", "user:dan")).toBe(1);
    expect(await second.count("signInFailures", "user:dan")).toBe(2);
    await first.refund("signInFailures", "user:dan");
    expect(await second.count("signInFailures", "user:dan")).toBe(2);
    await first.refund("signInFailures", "user:nobody");
    expect(await second.count("signInFailures", "user:nobody")).toBe(1);

    expect(await first.remembers("signInKnownAddress", "user:dan|203.0.113.2")).toBe(false);
    await first.remember("signInKnownAddress", "user:dan|203.0.113.2");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await second.remembers("signInKnownAddress", "user:dan|203.0.113.2")).toBe(true);
    expect(await second.remembers("signInKnownAddress", "user:dan|203.0.113.3")).toBe(false);
  });
}

describeEachEngine("rate limits shared through the database", ({ db }) => {
  sharedBehaviour(() => [
    createRateLimits({ db: db(), shared: true }),
    createRateLimits({ db: db(), shared: true }),
  ]);

  it("keeps the sign-in counts in the database on PGlite too, and likes in memory there", async () => {
    const [first, second] = [
      createRateLimits({ db: db(), shared: false }),
      createRateLimits({ db: db(), shared: false }),
    ];
    for (let i = 0; i < LIMITS.signInPair.points; i++)
      await first.consume("signInPair", "user:eve|203.0.113.4");
    await expect(second.consume("signInPair", "user:eve|203.0.113.4")).rejects.toBeInstanceOf(RateLimited);
    for (let i = 0; i < LIMITS.likes.points; i++) await first.consume("likes", "reader-2");
    await expect(first.consume("likes", "reader-2")).rejects.toBeInstanceOf(RateLimited);
    await expect(second.consume("likes", "reader-2")).resolves.toBeUndefined();
  });
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
